import Stack from '@mui/material/Stack'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppSelector } from '../../../app/hooks'
import { selectNotifications } from './notificationsSlice'
import { visibleNotifications } from './visibleNotifications'

// Most visits never raise a notice, so the toast (MUI Alert) loads with the first one.
const NotificationToast = lazy(async () => ({
  default: (await import('./NotificationToast')).NotificationToast,
}))

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
      <Suspense fallback={null}>
        {visible.map((item) => (
          <NotificationToast key={item.id} notification={item} />
        ))}
      </Suspense>
    </Stack>
  )
}
