import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppDispatch } from '../../../app/hooks'
import { dismiss, type AppNotification } from './notificationsSlice'

/** Transient notices hide on their own after this long. */
export const NOTIFICATION_TIMEOUT_MS = 6000

export interface NotificationToastProps {
  readonly notification: AppNotification
}

export function NotificationToast({ notification }: NotificationToastProps) {
  const dispatch = useAppDispatch()
  const { t } = useTranslation()
  const { id, persistent } = notification

  useEffect(() => {
    if (persistent) return
    const timer = window.setTimeout(() => dispatch(dismiss(id)), NOTIFICATION_TIMEOUT_MS)
    return () => {
      window.clearTimeout(timer)
    }
  }, [dispatch, id, persistent])

  return (
    <Alert
      variant="filled"
      severity={notification.severity}
      sx={{ pointerEvents: 'auto', boxShadow: 3 }}
      action={
        <>
          {notification.actions.includes('reload') && (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                window.location.reload()
              }}
            >
              {t('notifications.reload')}
            </Button>
          )}
          {notification.actions.includes('dismiss') && (
            <Button color="inherit" size="small" onClick={() => dispatch(dismiss(id))}>
              {t('notifications.dismiss')}
            </Button>
          )}
        </>
      }
    >
      {t(notification.message)}
    </Alert>
  )
}
