import { lazy, Suspense } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { SavedHomeInput } from '../../../contract/customer'
import { config } from '../../app/config'
import { useAppSelector } from '../../app/hooks'
import { rememberPendingSave, selectSessionStatus } from '../auth'
import { HeartButton } from './HeartButton'

/**
 * The customer's heart, with the customer service's API slice, loads for a signed-in visitor
 * only: a guest's pages (and their many cards) neither fetch nor evaluate it.
 */
const CustomerHeart = lazy(() => import('./CustomerHeart'))

/** A guest's heart: remembers the home and opens login, which saves it once signed in. */
function GuestHeart({
  home,
  waiting,
}: {
  readonly home: SavedHomeInput
  readonly waiting: boolean
}) {
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  return (
    <HeartButton
      address={home.address}
      saved={false}
      // Until the session is known, a press could be a customer's or a guest's.
      disabled={waiting}
      onClick={() => {
        rememberPendingSave(home)
        const back = encodeURIComponent(`${config.basePath}${pathname}${search}`)
        void navigate(`/auth/login?redirect=${back}`)
      }}
    />
  )
}

/** The heart on a listing: saves the home for a customer; a guest signs in first. */
export function SaveHomeButton({ home }: { readonly home: SavedHomeInput }) {
  const status = useAppSelector(selectSessionStatus)
  if (status !== 'active') return <GuestHeart home={home} waiting={status === 'unknown'} />
  return (
    <Suspense
      fallback={
        <HeartButton address={home.address} saved={false} disabled onClick={() => undefined} />
      }
    >
      <CustomerHeart home={home} />
    </Suspense>
  )
}
