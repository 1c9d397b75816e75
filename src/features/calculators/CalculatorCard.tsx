import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/** One calculator: a titled card whose title names the region. */
export function CalculatorCard({
  id,
  title,
  children,
}: {
  readonly id: string
  readonly title: string
  readonly children: ReactNode
}) {
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 2, scrollMarginTop: 80, minWidth: 0 }}
    >
      <Typography id={`${id}-title`} variant="h5" component="h2" sx={{ mb: 2, fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  )
}

export const fieldGrid = {
  display: 'grid',
  columnGap: 2,
  rowGap: 1,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const
