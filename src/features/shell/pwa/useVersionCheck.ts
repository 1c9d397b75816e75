import { useEffect } from 'react'
import { config } from '../../../app/config'
import { useAppDispatch } from '../../../app/hooks'
import { whenIdle } from '../../../lib/whenIdle'
import { notify } from '../notifications/notificationsSlice'

export const NEW_VERSION_NOTICE_ID = 'new-version'

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
      void import('./versionCheck').then(({ startVersionChecks }) => {
        if (cancelled) return
        stop = startVersionChecks(`${config.basePath}/manifest.json`, config.version, () => {
          dispatch(
            notify({
              id: NEW_VERSION_NOTICE_ID,
              message: 'notifications.newVersion',
              severity: 'info',
              persistent: true,
              actions: ['reload'],
            }),
          )
        })
      })
    })
    return () => {
      cancelled = true
      cancelIdle()
      stop?.()
    }
  }, [dispatch])
}
