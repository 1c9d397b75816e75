import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * A calculator's results. While a field is invalid they stay where they are, dimmed, under a
 * note that they are from the last valid entries. The note's lines are always reserved: its
 * text sits hidden in the same grid cell as the live one, so nothing on the page moves when it
 * appears, even where it wraps to two or three lines (a phone, or the longer French).
 */
export function StaleResults({
  stale,
  children,
}: {
  readonly stale: boolean
  readonly children: ReactNode
}) {
  const { t } = useTranslation('calculators')
  const note = t('stale')
  const inCell = { gridArea: '1 / 1' } as const
  return (
    <Box sx={{ mt: 1 }}>
      <Box sx={{ display: 'grid' }}>
        <Typography
          role="status"
          variant="body2"
          sx={{ ...inCell, color: 'text.primary', fontWeight: 600 }}
        >
          {stale ? note : ''}
        </Typography>
        <Typography
          aria-hidden
          variant="body2"
          sx={{ ...inCell, visibility: 'hidden', fontWeight: 600 }}
        >
          {note}
        </Typography>
      </Box>
      <Box
        data-stale={stale ? 'true' : 'false'}
        sx={{ opacity: stale ? 0.45 : 1, transition: 'opacity 120ms' }}
      >
        {children}
      </Box>
    </Box>
  )
}
