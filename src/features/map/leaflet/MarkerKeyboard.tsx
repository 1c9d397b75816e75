import { useEffect, useRef } from 'react'
import { useMap } from 'react-leaflet/hooks'
import type { MapMarker } from '../../../lib/mapMarkers'
import { readingOrder } from '../../../lib/markerOrder'

const MARKER = '.leaflet-marker-icon[tabindex]'

/**
 * Where Leaflet placed a marker on its layer (its translate, or left and top without 3D): the
 * place at the view's zoom, which a zoom animation's scaling of the pane does not disturb.
 */
export function layerPlace(element: HTMLElement): { top: number; left: number } {
  const found = /translate3d\((-?[\d.]+)px,\s*(-?[\d.]+)px/.exec(element.style.transform)
  if (found) return { left: Number(found[1]), top: Number(found[2]) }
  return { left: element.offsetLeft, top: element.offsetTop }
}

/**
 * The markers as a keyboard meets them: after each new set is painted, the marker pane lists
 * them in reading order (rows top to bottom, each left to right), which is their Tab order; and
 * when the marker that had focus went away with the view (Enter on a cluster zooms in and
 * replaces it), focus moves to the first marker of the new view rather than falling to the page.
 */
export function MarkerKeyboard({ markers }: { readonly markers: readonly MapMarker[] }) {
  const map = useMap()
  const focusedMarker = useRef<Element | null>(null)

  useEffect(() => {
    const pane = map.getPane('markerPane')
    if (!pane) return undefined
    const remember = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.matches(MARKER)) {
        focusedMarker.current = event.target
      }
    }
    const forget = (event: FocusEvent) => {
      // Focus went somewhere else on the page (not lost with a removed marker).
      if (event.relatedTarget instanceof Element) focusedMarker.current = null
    }
    pane.addEventListener('focusin', remember)
    pane.addEventListener('focusout', forget)
    return () => {
      pane.removeEventListener('focusin', remember)
      pane.removeEventListener('focusout', forget)
    }
  }, [map])

  useEffect(() => {
    const pane = map.getPane('markerPane')
    if (!pane) return undefined
    const frame = requestAnimationFrame(() => {
      const elements = [...pane.querySelectorAll<HTMLElement>(MARKER)]
      const places = elements.map(layerPlace)
      const ordered = readingOrder(places).flatMap((index) => elements[index] ?? [])
      const active = document.activeElement
      const inOrder = ordered.every((element, index) => elements[index] === element)
      // Moving a focused element takes its focus away: it is given back after.
      if (!inOrder) for (const element of ordered) pane.appendChild(element)
      if (active instanceof HTMLElement && active !== document.activeElement) active.focus()
      const lost = focusedMarker.current
      const focusFell = document.activeElement === document.body || !document.activeElement
      if (lost && !lost.isConnected && focusFell) ordered[0]?.focus()
    })
    return () => {
      cancelAnimationFrame(frame)
    }
  }, [map, markers])
  return null
}
