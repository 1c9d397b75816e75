import { useEffect, useRef, useState } from 'react'
import { useDrawnAsBuilt } from './hydration'

/**
 * How near a chart comes before it draws: a quarter of a screen. A chart is a screen's costliest
 * render (recharts measures its text and axes in the DOM: 150 ms on this machine, over half a
 * second at a phone's speed), and on a phone the trends' and calculators' charts start below the
 * first screen; drawn as they come near, they stay out of the page's first seconds.
 */
export const CHART_NEAR_MARGIN = '25%'

/**
 * True once the element is within `margin` of the viewport, and from then on; true at once where
 * there is no IntersectionObserver. For work a visitor only needs when a block comes near the
 * screen (a carousel's start, a map), which then stays out of the page's first seconds. The
 * build-time render and its hydration draw the block as not near yet, as the browser first does.
 */
export function useNearViewport<T extends Element = HTMLDivElement>(margin: string) {
  const ref = useRef<T>(null)
  const drawnAsBuilt = useDrawnAsBuilt()
  const [near, setNear] = useState(
    () => !drawnAsBuilt && typeof IntersectionObserver === 'undefined',
  )
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
    }
  }, [near, margin])
  return { ref, near, reveal: () => setNear(true) }
}
