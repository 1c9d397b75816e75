import { useLayoutEffect, useState, type RefObject } from 'react'
import type { MapRoom } from '../../lib/mapFrame'
import { COVERS_MAP } from './mapControlButton'

const sameRoom = (a: MapRoom | null, b: MapRoom) =>
  a !== null &&
  a.width === b.width &&
  a.height === b.height &&
  a.controls?.left === b.controls?.left &&
  a.controls?.bottom === b.controls?.bottom

/** The map's size and the box of the controls floating over it, measured in the page's layout. */
export function measureRoom(box: HTMLElement): MapRoom {
  const frame = box.getBoundingClientRect()
  const covers = [...box.querySelectorAll(`[${COVERS_MAP}]`)]
    .map((element) => element.getBoundingClientRect())
    .filter((rect) => rect.width > 0 && rect.height > 0)
  return {
    width: frame.width,
    height: frame.height,
    controls:
      covers.length === 0
        ? null
        : {
            left: Math.min(...covers.map((rect) => rect.left)) - frame.left,
            bottom: Math.max(...covers.map((rect) => rect.bottom)) - frame.top,
          },
  }
}

/**
 * The map box's size and where its controls stand, kept up to date as either changes size (a
 * phone turned, the results panel opened): the search leaves the controls' corner out.
 */
export function useMapRoom(mapBox: RefObject<HTMLElement | null>): MapRoom | null {
  const [room, setRoom] = useState<MapRoom | null>(null)
  useLayoutEffect(() => {
    const box = mapBox.current
    if (!box) return undefined
    const update = () => {
      const next = measureRoom(box)
      setRoom((current) => (sameRoom(current, next) ? current : next))
    }
    update()
    // Without layout (a test's document) there is nothing to measure again.
    if (typeof ResizeObserver === 'undefined') return undefined
    const observer = new ResizeObserver(update)
    observer.observe(box)
    for (const element of box.querySelectorAll(`[${COVERS_MAP}]`)) observer.observe(element)
    return () => {
      observer.disconnect()
    }
  }, [mapBox])
  return room
}
