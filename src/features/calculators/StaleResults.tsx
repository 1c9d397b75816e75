import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * A calculator's results. While a field is invalid they stay where they are, dimmed, under a
 * note that they are from the last valid entries; the note's line is always reserved, so nothing
 * on the page moves when it appears.
 */
export function StaleResults({
  stale,
  children,
}: {
  readonly stale: boolean
  readonly children: ReactNode
}) {
  const { t } = useTranslation('calculators')
  return (
    <Box sx={{ mt: 1 }}>
      <Typography
        role="status"
        variant="body2"
        sx={{ minHeight: '1.5em', color: 'text.primary', fontWeight: 600 }}
      >
        {stale ? t('stale') : ''}
      </Typography>
      <Box
        data-stale={stale ? 'true' : 'false'}
        sx={{ opacity: stale ? 0.45 : 1, transition: 'opacity 120ms' }}
      >
        {children}
      </Box>
    </Box>
  )
}
