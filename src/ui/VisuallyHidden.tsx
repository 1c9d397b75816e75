import type { ReactNode } from 'react'

const hidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const

/** Text for screen readers only. */
export function VisuallyHidden({ children }: { readonly children: ReactNode }) {
  return <span style={hidden}>{children}</span>
}
