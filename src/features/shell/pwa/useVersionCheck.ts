import { useEffect } from 'react'
import { config } from '../../../app/config'
import { useAppDispatch } from '../../../app/hooks'
import { notify } from '../notifications/notificationsSlice'
import { VERSION_CHECK_INTERVAL_MS } from './versionCheckInterval'

export const NEW_VERSION_NOTICE_ID = 'new-version'

/** Reads the deployed manifest on start and every 10 minutes; a new version asks for a reload. */
export function useVersionCheck(): void {
  const dispatch = useAppDispatch()

  useEffect(() => {
    let cancelled = false
    const check = async () => {
      // Loaded on first use: the first check can wait for the page, the entry bundle cannot.
      const { fetchDeployedVersion, isNewVersion } = await import('./versionCheck')
      const deployed = await fetchDeployedVersion(`${config.basePath}/manifest.json`)
      if (cancelled || !isNewVersion(config.version, deployed)) return
      dispatch(
        notify({
          id: NEW_VERSION_NOTICE_ID,
          message: 'notifications.newVersion',
          severity: 'info',
          persistent: true,
          actions: ['reload'],
        }),
      )
    }
    void check()
    const timer = window.setInterval(() => void check(), VERSION_CHECK_INTERVAL_MS)
    return () => {
      cancelled = true
      window.clearInterval(timer)
    }
  }, [dispatch])
}
