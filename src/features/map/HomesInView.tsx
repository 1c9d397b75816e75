import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import { elevation, radius } from '../../app/theme/tokens'
import { groupThousands } from '../../lib/format'

/**
 * 'N homes in view' over the top of the map, announced as it changes. It wears the card surface
 * (tokens, as the theme's Paper has them) without Paper itself, which no other part of the map's
 * first paint uses.
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
        borderRadius: `${String(radius)}px`,
        boxShadow: elevation.card,
        position: 'absolute',
        top: 12,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 500,
        px: 1.5,
        py: 0.5,
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
