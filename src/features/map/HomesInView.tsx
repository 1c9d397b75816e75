import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import { groupThousands } from '../../lib/format'

/**
 * 'N homes in view', announced as it changes, in a slim band above the map rather than over it:
 * a badge floating on the map hid the pins under it.
 */
export function HomesInView({ count }: { readonly count: number | undefined }) {
  const { t, i18n } = useTranslation('map')
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderBottom: 1,
        borderColor: 'divider',
        flexShrink: 0,
        textAlign: 'center',
        lineHeight: '28px',
        fontSize: 14,
        fontWeight: 600,
      }}
    >
      {count === undefined
        ? t('loading')
        : t('homesInView', { count, formatted: groupThousands(count, i18n.language) })}
    </Box>
  )
}
