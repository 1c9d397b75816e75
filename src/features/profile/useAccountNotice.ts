import { useCallback } from 'react'
import { useAppDispatch } from '../../app/hooks'
import { useNamespace, type NamespaceStrings } from '../../app/useNamespace'
import en from '../../locales/en/accountNotices.json'
import { notify } from '../shell'

/** The notices' own strings: they load with the parts that confirm a change, not the shell. */
export const accountNoticeStrings: NamespaceStrings = {
  en,
  load: { fr: () => import('../../locales/fr/accountNotices.json') },
}

/** What a customer's change to their account can be confirmed with (`accountNotices`). */
export type AccountNotice =
  | 'saved'
  | 'notificationsOn'
  | 'notificationsOff'
  | 'homeSaved'
  | 'homeRemoved'
  | 'searchSaved'
  | 'searchDeleted'
  | 'alertsInstant'
  | 'alertsDaily'
  | 'alertsWeekly'
  | 'alertsOff'

/** A mutation's settled result, as RTK Query's trigger resolves it. */
export interface SettledResult {
  readonly error?: unknown
}

/** A call that never got an answer: the shell's connection notice already says so. */
const unreachable = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 'FETCH_ERROR'

/** Says that an account change went through (`confirm('saved')`), its strings loaded. */
export function useAccountConfirmation(): (notice: AccountNotice) => void {
  useNamespace('accountNotices', accountNoticeStrings)
  const dispatch = useAppDispatch()
  return useCallback(
    (notice: AccountNotice) => {
      dispatch(notify({ message: `accountNotices:${notice}`, severity: 'success' }))
    },
    [dispatch],
  )
}

/**
 * Confirms an account change once the service has it, so no change is silent: a success says
 * what changed, a refusal says it was not saved (a lost connection has its own notice).
 */
export function useAccountNotice() {
  const confirm = useAccountConfirmation()
  const dispatch = useAppDispatch()
  return useCallback(
    (notice: AccountNotice) => (result: SettledResult) => {
      if (result.error === undefined) confirm(notice)
      else if (!unreachable(result.error)) {
        dispatch(notify({ message: 'accountNotices:failed', severity: 'error' }))
      }
    },
    [confirm, dispatch],
  )
}
