import { useCallback, useRef, useState, type RefObject } from 'react'
import { useAppDispatch } from '../../app/hooks'
import { saveView, viewChanged } from '../search'
import { createStore, type Store } from './mapStore'
import type { MapViewState } from './mapView'

export interface MapViewReport {
  /** The view the map last reported (null until it has one): centre, zoom and bounds. */
  readonly view: Store<MapViewState | null>
  /** For the map to call each time the view stops moving. */
  readonly onViewChange: (next: MapViewState) => void
  /** When the view last stopped moving (performance.now()); the pins' wait counts from then. */
  readonly viewStoppedRef: RefObject<number | null>
}

/**
 * The view as the map reports it: kept for the search, stored as the next visit's start, and
 * made the view the rest of the app knows. It is kept in a store, not the page's state, so a pan
 * redraws only what reads it.
 */
export function useMapView(): MapViewReport {
  const dispatch = useAppDispatch()
  const [view] = useState(() => createStore<MapViewState | null>(null))
  const viewStoppedRef = useRef<number | null>(null)
  const onViewChange = useCallback(
    (next: MapViewState) => {
      viewStoppedRef.current = performance.now()
      view.set(next)
      dispatch(viewChanged({ center: next.center, zoom: next.zoom }))
      saveView(next.center, next.zoom)
    },
    [dispatch, view],
  )
  return { view, onViewChange, viewStoppedRef }
}
