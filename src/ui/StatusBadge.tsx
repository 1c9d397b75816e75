import Box from '@mui/material/Box'
import type { Theme } from '@mui/material/styles'
import type { SystemStyleObject } from '@mui/system'
import type { ReactNode } from 'react'

export type BadgeColour = 'forSale' | 'forLease' | 'sold'

/** A listing's status as a small capitalised tag in its status colour (for sale, for lease, sold). */
export function StatusBadge({
  colour,
  children,
  sx,
}: {
  readonly colour: BadgeColour
  readonly children: ReactNode
  /** Where it sits: over a card's photo, or in line above a listing's price. */
  readonly sx?: SystemStyleObject<Theme>
}) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1,
        py: 0.25,
        borderRadius: 1,
        fontSize: 12,
        fontWeight: 700,
        letterSpacing: '0.04em',
        textTransform: 'uppercase',
        color: 'common.white',
        bgcolor: `${colour}.main`,
        ...sx,
      }}
    >
      {children}
    </Box>
  )
}
