import type { ReactNode } from 'react'

/** Out of sight, still read: usable as a style attribute or inside `sx` (lengths in px). */
export const visuallyHiddenStyle = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const

/** Text for screen readers only. */
export function VisuallyHidden({ children }: { readonly children: ReactNode }) {
  return <span style={visuallyHiddenStyle}>{children}</span>
}
