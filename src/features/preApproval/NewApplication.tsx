import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { useAppSelector } from '../../app/hooks'
import { formToPerson, personToForm, type ApplicantForm } from '../../lib/preApproval/stepForms'
import { fillBlanks } from '../../lib/preApproval/fillBlanks'
import { useCreateApplicationMutation } from '../../services/applicationApi'
import { selectSessionStatus, selectSessionUser } from '../auth'
import { ApplicantStep } from './ApplicantStep'
import { usePreApprovalText } from './strings'
import { Card } from './PreApprovalFrame'
import { saveError } from './saveError'
import { StepIndicator } from './StepIndicator'

/** /pre-approval: a new application. A guest starts here too; the applicant step makes the account. */
export function NewApplication() {
  const t = usePreApprovalText()
  const navigate = useNavigate()
  const status = useAppSelector(selectSessionStatus)
  const user = useAppSelector(selectSessionUser)
  const signedIn = status === 'active'
  const [create] = useCreateApplicationMutation()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const [kept, setKept] = useState<ApplicantForm>()
  const keepRef = useRef<(() => void) | null>(null)
  // Whether the form is drawn for a customer. It is drawn afresh once the session is known, and
  // what the visitor typed before that is kept first: the form's keeper (set by the form, which
  // is still there) hands it to keepTyped, which then draws the form anew.
  const [drawnFor, setDrawnFor] = useState(signedIn)
  useEffect(() => {
    if (drawnFor !== signedIn) keepRef.current?.()
  }, [drawnFor, signedIn])
  function keepTyped(values: ApplicantForm) {
    setKept(values)
    setDrawnFor(signedIn)
  }

  const profile: ApplicantForm = {
    ...personToForm({
      firstName: user?.given_name,
      lastName: user?.family_name,
      email: user?.email,
    }),
    password: '',
    confirm: '',
  }
  const initial = kept ? fillBlanks(kept, profile) : profile

  async function save(values: ApplicantForm) {
    setBusy(true)
    setError(undefined)
    try {
      const created = await create({ applicant: formToPerson(values) }).unwrap()
      await navigate(`/pre-approval/${String(created.id)}?step=coApplicant`, { replace: true })
    } catch (caught) {
      setKept(values)
      setError(saveError(t, caught))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <StepIndicator active={0} />
      <Card>
        {/* Until the session is known (and in the build's render) the guest's form is drawn,
            which most visitors get, so the page does not grow when it is known; it cannot be
            sent until then. A customer's form is then drawn with what was typed, its blanks
            filled from their name and address. */}
        <ApplicantStep
          key={drawnFor ? 'customer' : 'guest'}
          initial={initial}
          guest={!drawnFor}
          onSave={save}
          onKeep={keepTyped}
          keepRef={keepRef}
          busy={busy || status === 'unknown'}
          error={error}
        />
      </Card>
    </>
  )
}
