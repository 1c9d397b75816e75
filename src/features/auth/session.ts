import type { AppDispatch } from '../../app/store'
import { logger } from '../../lib/logger'
import { authClient } from '../../services/authClient'
import { setIdTokenSource } from '../../services/idToken'
import {
  readActiveSessionCookie,
  sessionEnded,
  sessionStarted,
  writeActiveSessionCookie,
} from './sessionSlice'

/** The session is refreshed once on start, then every 20 minutes. */
export const SESSION_REFRESH_MS = 1_200_000
/** Sign-out redirects 100 ms after the session is cleared. */
export const SIGN_OUT_REDIRECT_MS = 100

setIdTokenSource(() => authClient.idToken())

/**
 * Asks the identity provider for the session (a refreshed one when it last appeared active) and
 * records the answer in the store and the activeSession cookie.
 */
export async function refreshSession(dispatch: AppDispatch, force?: boolean): Promise<boolean> {
  try {
    const current = await authClient.session(force ?? readActiveSessionCookie())
    if (!current) throw new Error('no session')
    dispatch(sessionStarted(current.user))
    writeActiveSessionCookie(true)
    return true
  } catch {
    dispatch(sessionEnded())
    writeActiveSessionCookie(false)
    return false
  }
}

/**
 * Starts the refresh cycle; returns the function that stops it. A session that has just begun
 * (a sign-in on this page) is fresh: its first refresh is the one 20 minutes later.
 */
export function startSessionRefresh(dispatch: AppDispatch, justSignedIn = false): () => void {
  if (!justSignedIn) void refreshSession(dispatch)
  const timer = window.setInterval(() => {
    void refreshSession(dispatch, true)
  }, SESSION_REFRESH_MS)
  return () => {
    window.clearInterval(timer)
  }
}

/**
 * Signs out: clears the identity provider's tokens, the cookie, the session and local storage,
 * then after 100 ms goes to `then` (an app path) or reloads the page.
 */
export async function signOutAndLeave(
  dispatch: AppDispatch,
  then: { readonly path: string } | 'reload',
  basePath: string,
): Promise<void> {
  try {
    await authClient.signOut()
  } catch (error) {
    logger.warn('sign out failed', error)
  }
  writeActiveSessionCookie(false)
  dispatch(sessionEnded())
  try {
    window.localStorage.clear()
  } catch {
    // storage disabled: nothing to clear
  }
  await new Promise((resolve) => setTimeout(resolve, SIGN_OUT_REDIRECT_MS))
  if (then === 'reload') window.location.reload()
  else window.location.assign(`${basePath}${then.path}`)
}
