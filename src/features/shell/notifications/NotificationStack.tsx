import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { dismiss, selectNotifications, type AppNotification } from './notificationsSlice'
import { visibleNotifications } from './visibleNotifications'

/** Transient notices hide on their own after this long. */
export const NOTIFICATION_TIMEOUT_MS = 6000

export interface NotificationStackProps {
  /** The shell shows 2 at once; sign-up and reset screens allow 3 (second spec, section 9). */
  readonly max: number
}

export function NotificationStack({ max }: NotificationStackProps) {
  const items = useAppSelector(selectNotifications)
  const { t } = useTranslation()
  const visible = visibleNotifications(items, max)

  return (
    <Stack
      component="section"
      aria-label={t('notifications.region')}
      spacing={1}
      sx={{
        position: 'fixed',
        insetInline: { xs: 8, sm: 'auto' },
        left: { sm: 24 },
        bottom: { xs: 8, sm: 24 },
        zIndex: (theme) => theme.zIndex.snackbar,
        width: { sm: 420 },
        pointerEvents: 'none',
      }}
    >
      {visible.map((item) => (
        <NotificationToast key={item.id} notification={item} />
      ))}
    </Stack>
  )
}

function NotificationToast({ notification }: { readonly notification: AppNotification }) {
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
