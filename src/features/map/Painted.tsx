import { useEffect } from 'react'

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
