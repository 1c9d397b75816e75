import Popover from '@mui/material/Popover'
import { type ReactNode } from 'react'

/** A filter-bar menu's panel, below its button. */
export function FilterPopover({
  id,
  label,
  anchor,
  onClose,
  children,
}: {
  id: string
  label: string
  anchor: HTMLElement | null
  onClose: () => void
  children: ReactNode
}) {
  return (
    <Popover
      id={id}
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': label, sx: { p: 2, mt: 1 } } }}
    >
      {children}
    </Popover>
  )
}
