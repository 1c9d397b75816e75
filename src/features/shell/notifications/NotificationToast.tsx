import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppDispatch } from '../../../app/hooks'
import {
  dismiss,
  NOTICE_NAMESPACES,
  type AppNotification,
  type NotificationSeverity,
} from './notificationsSlice'
import { toast } from '../../../app/theme/tokens'

/** Transient notices hide on their own after this long. */
export const NOTIFICATION_TIMEOUT_MS = 6000

/** Each carries white text at 4.5:1 or better. */
const toastColours: Record<NotificationSeverity, string> = {
  ...toast,
}

export interface NotificationToastProps {
  readonly notification: AppNotification
}

export function NotificationToast({ notification }: NotificationToastProps) {
  const dispatch = useAppDispatch()
  const { t } = useTranslation(NOTICE_NAMESPACES)
  const { id, persistent } = notification

  useEffect(() => {
    if (persistent) return
    const timer = window.setTimeout(() => dispatch(dismiss(id)), NOTIFICATION_TIMEOUT_MS)
    return () => {
      window.clearTimeout(timer)
    }
  }, [dispatch, id, persistent])

  return (
    <Box
      role="alert"
      sx={{
        pointerEvents: 'auto',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        minHeight: 48,
        pl: 2,
        pr: 1,
        py: 0.5,
        borderRadius: 1,
        boxShadow: 3,
        color: 'common.white',
        bgcolor: toastColours[notification.severity],
      }}
    >
      <Box sx={{ flexGrow: 1, py: 1 }}>{t(notification.message)}</Box>
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
    </Box>
  )
}
