import { type ReactNode } from 'react'
import { useParams } from 'react-router'
import { ExistingApplication } from './ExistingApplication'
import { NewApplication } from './NewApplication'
import { ApplicationNotFound as NotFound } from './ApplicationNotFound'
import { Frame } from './PreApprovalFrame'

/** The pre-approval flow: /pre-approval starts one, /pre-approval/{id} continues or shows one. */
export function PreApprovalPage() {
  const { id } = useParams()
  const number = Number(id)
  let content: ReactNode
  if (id === undefined) content = <NewApplication />
  else if (!/^\d{1,10}$/.test(id) || !(number >= 1 && number <= 2 ** 31)) content = <NotFound />
  else content = <ExistingApplication id={number} />
  return <Frame>{content}</Frame>
}
