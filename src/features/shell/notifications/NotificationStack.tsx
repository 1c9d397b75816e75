import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import { useAppSelector } from '../../../app/hooks'
import { BOTTOM_BAR_HEIGHT } from '../../../ui/bottomBar'
import { selectNotifications } from './notificationsSlice'
import { NotificationToast } from './NotificationToast'
import { visibleNotifications } from './visibleNotifications'

export interface NotificationStackProps {
  /** The shell shows 2 at once; sign-up and reset screens allow 3. */
  readonly max: number
}

export function NotificationStack({ max }: NotificationStackProps) {
  const items = useAppSelector(selectNotifications)
  const { t } = useTranslation()
  const visible = visibleNotifications(items, max)

  return (
    <Box
      component="section"
      aria-label={t('notifications.region')}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        position: 'fixed',
        insetInline: { xs: 8, sm: 'auto' },
        left: { sm: 24 },
        bottom: { xs: 8, sm: 24 },
        // Above the bar at the screen's foot, if the page has one, not over its buttons: a fixed
        // box's margin lifts it off its inset (an unset property makes the margin zero).
        mb: `var(${BOTTOM_BAR_HEIGHT})`,
        zIndex: (theme) => theme.zIndex.snackbar,
        width: { sm: 420 },
        pointerEvents: 'none',
      }}
    >
      {/* Not lazy: the offline notice must show exactly when no chunk can be fetched. */}
      {visible.map((item) => (
        <NotificationToast key={item.id} notification={item} />
      ))}
    </Box>
  )
}
