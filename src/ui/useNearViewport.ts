import { useEffect, useRef, useState } from 'react'

/**
 * True once the element is within `margin` of the viewport, and from then on; true at once where
 * there is no IntersectionObserver. For work a visitor only needs when a block comes near the
 * screen (a carousel's start, a map), which then stays out of the page's first seconds.
 */
export function useNearViewport<T extends Element = HTMLDivElement>(margin: string) {
  const ref = useRef<T>(null)
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined')
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
