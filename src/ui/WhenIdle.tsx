import { startTransition, useEffect, useState, type ReactNode } from 'react'

export interface WhenIdleProps {
  /** What stands in until then: keep it as tall as what follows may be, so nothing in view moves. */
  readonly placeholder: ReactNode
  readonly children: ReactNode
}

/** Rendered at once where the browser cannot say when it is idle, or for a link to an anchor. */
function renderAtOnce(): boolean {
  return typeof window.requestIdleCallback !== 'function' || window.location.hash !== ''
}

/**
 * Content below the fold that renders once the first screen is up and the browser is idle, in a
 * transition of its own: the first render and commit stay short, and a phone is not blocked for
 * content nobody sees yet.
 */
export function WhenIdle({ placeholder, children }: WhenIdleProps) {
  const [shown, setShown] = useState(renderAtOnce)
  useEffect(() => {
    if (shown) return
    const id = window.requestIdleCallback(
      () => {
        startTransition(() => {
          setShown(true)
        })
      },
      { timeout: 2000 },
    )
    return () => {
      window.cancelIdleCallback(id)
    }
  }, [shown])
  return shown ? children : placeholder
}
