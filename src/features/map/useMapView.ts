import { useCallback, useRef, useState, type RefObject } from 'react'
import { useAppDispatch } from '../../app/hooks'
import { saveView, viewChanged } from '../search'
import type { MapViewState } from './mapView'

export interface MapViewReport {
  /** The view the map last reported (null until it has one): centre, zoom and bounds. */
  readonly view: MapViewState | null
  /** For the map to call each time the view stops moving. */
  readonly onViewChange: (next: MapViewState) => void
  /** When the view last stopped moving (performance.now()); the pins' wait counts from then. */
  readonly viewStoppedRef: RefObject<number | null>
  /** The same view for handlers, which read it when called rather than change with each pan. */
  readonly viewRef: RefObject<MapViewState | null>
}

/**
 * The view as the map reports it: kept for the search, stored as the next visit's start, and
 * made the view the rest of the app knows.
 */
export function useMapView(): MapViewReport {
  const dispatch = useAppDispatch()
  const [view, setView] = useState<MapViewState | null>(null)
  const viewStoppedRef = useRef<number | null>(null)
  const viewRef = useRef<MapViewState | null>(null)
  const onViewChange = useCallback(
    (next: MapViewState) => {
      viewStoppedRef.current = performance.now()
      viewRef.current = next
      setView(next)
      dispatch(viewChanged({ center: next.center, zoom: next.zoom }))
      saveView(next.center, next.zoom)
    },
    [dispatch],
  )
  return { view, onViewChange, viewStoppedRef, viewRef }
}
