import { useEffect, useState } from 'react'
import { config } from '../../app/config'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { hasStoredSession } from '../../lib/idTokenCookie'
import { selectSessionStatus, sessionEnded, writeActiveSessionCookie } from './sessionSlice'

/**
 * Mounted once by the shell: starts the session refresh cycle (which loads the auth code,
 * Amplify) after the first screen. A visitor with no stored tokens has no session to refresh: they
 * are a guest at once, and Amplify stays unloaded until they sign in, when the cycle starts.
 * Returns the session status for the header.
 */
export function useSessionStart() {
  const dispatch = useAppDispatch()
  const status = useAppSelector(selectSessionStatus)
  // Tokens kept from an earlier visit are refreshed once on start; a page that signs in later
  // starts the cycle then, with a fresh session.
  // The build-time render has no cookies: it draws every page as a guest's.
  const [storedAtStart] = useState(
    () =>
      typeof document !== 'undefined' && hasStoredSession(document.cookie, config.cognito.clientId),
  )
  const refreshing = storedAtStart || status === 'active'
  useEffect(() => {
    if (!refreshing) return
    let stop: (() => void) | undefined
    let cancelled = false
    void import('./session').then(({ startSessionRefresh }) => {
      if (!cancelled) stop = startSessionRefresh(dispatch, !storedAtStart)
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [dispatch, refreshing, storedAtStart])
  useEffect(() => {
    if (refreshing || status !== 'unknown') return
    writeActiveSessionCookie(false)
    dispatch(sessionEnded())
  }, [dispatch, refreshing, status])
  return status
}

export function useSessionStatus() {
  return useAppSelector(selectSessionStatus)
}
