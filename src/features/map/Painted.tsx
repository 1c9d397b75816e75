import { useEffect, useState, type RefObject } from 'react'

/**
 * Tells the screen when a new set of markers has reached the screen (after the next frame), for
 * either map adapter; the benchmark reads it.
 */
export function Painted({ markers, onPainted }: { markers: unknown; onPainted?: () => void }) {
  useEffect(() => {
    if (!onPainted) return
    const frame = requestAnimationFrame(() => {
      onPainted()
    })
    return () => {
      cancelAnimationFrame(frame)
    }
  }, [markers, onPainted])
  return null
}

/**
 * Counts painted sets of markers on the map's box (`data-pins-painted`), where the benchmark
 * reads it.
 */
export function useMarkersPaintedCount(mapBox: RefObject<HTMLElement | null>): () => void {
  // One callback for the screen's life, so the markers are not drawn again for a new one.
  const [onPainted] = useState(() => {
    let painted = 0
    return () => {
      painted += 1
      mapBox.current?.setAttribute('data-pins-painted', String(painted))
    }
  })
  return onPainted
}
