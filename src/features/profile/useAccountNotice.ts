import { useCallback } from 'react'
import { useAppDispatch } from '../../app/hooks'
import { notify } from '../shell'

/** What a customer's change to their account can be confirmed with (`notifications.account`). */
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

/**
 * Confirms an account change once the service has it, so no change is silent: a success says
 * what changed, a refusal says it was not saved (a lost connection has its own notice).
 */
export function useAccountNotice() {
  const dispatch = useAppDispatch()
  return useCallback(
    (notice: AccountNotice) => (result: SettledResult) => {
      if (result.error === undefined) {
        dispatch(notify({ message: `notifications.account.${notice}`, severity: 'success' }))
      } else if (!unreachable(result.error)) {
        dispatch(notify({ message: 'notifications.account.failed', severity: 'error' }))
      }
    },
    [dispatch],
  )
}
