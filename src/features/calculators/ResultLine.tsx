import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/** One labelled figure of a result: label left, amount right, in tabular numbers. */
export function ResultLine({
  label,
  value,
  strong = false,
  testId,
}: {
  readonly testId?: string
  readonly label: ReactNode
  readonly value: string
  readonly strong?: boolean
}) {
  return (
    <Box
      component="li"
      data-testid={testId}
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.75,
        borderTop: strong ? 1 : 0,
        borderColor: 'divider',
      }}
    >
      <Typography component="span" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography
        component="span"
        sx={{
          fontWeight: strong ? 700 : 500,
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
        }}
      >
        {value}
      </Typography>
    </Box>
  )
}

export const resultListSx = { listStyle: 'none', p: 0, m: 0 } as const
