import { useLayoutEffect, type RefObject } from 'react'
import { BOTTOM_BAR_HEIGHT } from './bottomBar'

/** Declares `bar` the screen's bottom bar for as long as the calling component is mounted. */
export function useBottomBar(bar: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = bar.current
    if (!element) return undefined
    const root = element.ownerDocument.documentElement
    const measure = () => {
      root.style.setProperty(BOTTOM_BAR_HEIGHT, `${element.offsetHeight}px`)
    }
    measure()
    // Without layout (a test's document) there is nothing to measure again.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure)
    observer?.observe(element)
    return () => {
      observer?.disconnect()
      root.style.removeProperty(BOTTOM_BAR_HEIGHT)
    }
  }, [bar])
}
