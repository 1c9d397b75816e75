import { useEffect } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { selectSessionStatus } from './sessionSlice'

/**
 * Mounted once by the shell: loads the auth code (Amplify) after the first screen and starts the
 * session refresh cycle. Returns the session status for the header.
 */
export function useSessionStart() {
  const dispatch = useAppDispatch()
  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    void import('./session').then(({ startSessionRefresh }) => {
      if (!cancelled) stop = startSessionRefresh(dispatch)
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [dispatch])
  return useAppSelector(selectSessionStatus)
}

export function useSessionStatus() {
  return useAppSelector(selectSessionStatus)
}
