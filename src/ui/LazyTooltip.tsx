import type { TooltipProps } from '@mui/material/Tooltip'
import { useLayoutEffect, useRef, type ReactElement } from 'react'
import { onDemand } from './onDemand'

const useTooltip = onDemand<TooltipProps>(
  async () => (await import('@mui/material/Tooltip')).default,
)

export interface LazyTooltipProps {
  readonly title: string
  readonly placement?: TooltipProps['placement']
  /** A control whose accessible name already says what the tooltip shows. */
  readonly children: ReactElement
}

/**
 * MUI's Tooltip, fetched when the control is first pointed at or focused: a tooltip only shows
 * then, and Tooltip brings Popper, Popper.js and Grow (about 12 kB gzip) into every screen that
 * has one. The control must carry its own accessible name (as Tooltip would give it the title),
 * so nothing a screen reader or a test reads changes when Tooltip arrives. The wrapper has no box
 * of its own (display: contents), so the layout does not change either. Tooltip mounts the
 * control anew: a control focused meanwhile gets its focus back.
 */
export function LazyTooltip({ title, placement, children }: LazyTooltipProps) {
  const [Tooltip, want] = useTooltip()
  const wrapper = useRef<HTMLSpanElement>(null)
  const focused = useRef(false)
  useLayoutEffect(() => {
    const control = wrapper.current?.firstElementChild
    if (Tooltip && focused.current && control instanceof HTMLElement) control.focus()
  }, [Tooltip])

  return (
    <span
      ref={wrapper}
      // Only listens for the control's events (they bubble); it is no control itself.
      role="presentation"
      style={{ display: 'contents' }}
      onPointerEnter={Tooltip ? undefined : want}
      onFocus={() => {
        focused.current = true
        if (!Tooltip) want()
      }}
      onBlur={() => {
        focused.current = false
      }}
    >
      {Tooltip ? (
        <Tooltip title={title} placement={placement}>
          {children}
        </Tooltip>
      ) : (
        children
      )}
    </span>
  )
}
