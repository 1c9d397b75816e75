import { useEffect, useRef } from 'react'
import { useMap } from 'react-leaflet/hooks'

/** Every way a user moves a Leaflet map; all off while the map is still. */
const MOVE_HANDLERS = [
  'dragging',
  'touchZoom',
  'doubleClickZoom',
  'scrollWheelZoom',
  'boxZoom',
  'keyboard',
] as const

/**
 * Keeps a still map still, and wakes it: its handlers go on and it takes the focus, so a
 * keyboard user who woke it pans with the arrow keys and zooms with + and - at once. Only a
 * page's small map is ever still, so this loads with such a map, never with the map screen.
 */
export default function LeafletStillness({ still }: { still: boolean }) {
  const map = useMap()
  const wasStill = useRef(false)
  useEffect(() => {
    const container = map.getContainer()
    if (still) {
      for (const name of MOVE_HANDLERS) map[name].disable()
      container.setAttribute('tabindex', '-1')
      wasStill.current = true
      return
    }
    for (const name of MOVE_HANDLERS) map[name].enable()
    container.setAttribute('tabindex', '0')
    if (wasStill.current) container.focus()
    wasStill.current = false
  }, [map, still])
  return null
}
