import { useEffect } from 'react'
import { useAppDispatch } from '../../../app/hooks'
import { dismiss, notify } from '../notifications/notificationsSlice'

export const OFFLINE_NOTICE_ID = 'offline'

/** The persistent 'You are currently offline.' notice, shown for exactly as long as we are. */
export function useConnectivityNotice(): void {
  const dispatch = useAppDispatch()

  useEffect(() => {
    const showOffline = () => {
      dispatch(
        notify({
          id: OFFLINE_NOTICE_ID,
          message: 'notifications.offline',
          severity: 'warning',
          persistent: true,
          actions: ['reload'],
        }),
      )
    }
    const hideOffline = () => {
      dispatch(dismiss(OFFLINE_NOTICE_ID))
      dispatch(dismiss('connection'))
    }
    if (!navigator.onLine) showOffline()
    window.addEventListener('offline', showOffline)
    window.addEventListener('online', hideOffline)
    return () => {
      window.removeEventListener('offline', showOffline)
      window.removeEventListener('online', hideOffline)
    }
  }, [dispatch])
}
