import { useEffect } from 'react'
import { useAppDispatch } from '../../../app/hooks'
import { whenIdle } from '../../../lib/whenIdle'

/**
 * Reads the deployed manifest once the page is idle and every 10 minutes after; a new version
 * asks for a reload. The checks' code loads then too: the first screen never waits for it.
 */
export function useVersionCheck(): void {
  const dispatch = useAppDispatch()

  useEffect(() => {
    let cancelled = false
    let stop: (() => void) | undefined
    const cancelIdle = whenIdle(() => {
      void import('./versionCheck').then(({ startVersionNotice }) => {
        if (!cancelled) stop = startVersionNotice(dispatch)
      })
    })
    return () => {
      cancelled = true
      cancelIdle()
      stop?.()
    }
  }, [dispatch])
}
