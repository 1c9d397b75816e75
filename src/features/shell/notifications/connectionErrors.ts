import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit'
import { notify } from './notificationsSlice'

function isUnreachable(payload: unknown): boolean {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    'status' in payload &&
    payload.status === 'FETCH_ERROR'
  )
}

/**
 * Any service call that never got an HTTP answer raises one 'Could not connect to server.' notice.
 * While offline the offline notice already says why, so nothing is added.
 */
export const connectionErrorMiddleware: Middleware = (api) => (next) => (action) => {
  if (isRejectedWithValue(action) && isUnreachable(action.payload) && navigator.onLine) {
    api.dispatch(
      notify({
        id: 'connection',
        message: 'notifications.connection',
        severity: 'error',
        actions: ['reload', 'dismiss'],
      }),
    )
  }
  return next(action)
}
