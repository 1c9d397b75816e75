import { useEffect, useRef, type RefObject } from 'react'
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks'
import {
  centerShowing,
  offsetFromCenter,
  pinClearOfOverlay,
  pinOffsetBesideOverlay,
} from '../../lib/mapCenter'
import { parseMapPoint } from '../../lib/mapPoint'
import { zoomFromQuery } from '../../lib/mapRules'
import { savedView, selectSettings, viewChanged } from '../search'
import type { MapPlace } from './useMapPlace'

/**
 * Where the map stands: the URL's point and zoom whenever they change (arrival, Back, a link),
 * beside a listing's overlay when one is open (unless the map already shows that pin clear of it at
 * that zoom: choosing a pin in view moves nothing, so the results listed beside the map stay), else at first the saved centre, else the browser's
 * location if the visitor has already allowed it (no prompt on arrival), else downtown Toronto at 14.
 * Answers the last point and zoom taken from the URL ("{point}@{z}"), which the URL-follows-view
 * effect sets too so its own writes are not taken back as moves.
 */
export function useMapStart(
  place: Pick<MapPlace, 'pointKey' | 'zText' | 'citySlug' | 'overlay'>,
  mapBox: RefObject<HTMLElement | null>,
): RefObject<string | null> {
  const { pointKey, zText, citySlug } = place
  // A listing's overlay is open: its pin is placed where the overlay leaves the map free.
  const overlayOpen = place.overlay !== undefined
  const dispatch = useAppDispatch()
  const zoom = useAppSelector((state) => selectSettings(state).zoom)
  // The view the map shows now, read when the URL changes (not a reason to act by itself).
  const store = useAppStore()
  const lastUrlViewRef = useRef<string | null>(null)
  useEffect(() => {
    if (pointKey === null) return
    // An overlay opened on the very point the map stands on is still a change to act on.
    const urlView = `${pointKey}@${zText ?? ''}${overlayOpen ? '+overlay' : ''}`
    if (urlView === lastUrlViewRef.current) return
    lastUrlViewRef.current = urlView
    const target = parseMapPoint(pointKey)
    if (!target) return
    const targetZoom = zoomFromQuery(zText)
    const box = {
      width: mapBox.current?.clientWidth ?? 0,
      height: mapBox.current?.clientHeight ?? 0,
    }
    const shown = selectSettings(store.getState())
    if (
      overlayOpen &&
      targetZoom === shown.zoom &&
      pinClearOfOverlay(offsetFromCenter(target, shown.center, shown.zoom), box, window.innerWidth)
    )
      return
    const center = overlayOpen
      ? centerShowing(target, targetZoom, pinOffsetBesideOverlay(window.innerWidth, box.height))
      : target
    dispatch(viewChanged({ center, zoom: targetZoom }))
  }, [dispatch, store, pointKey, zText, overlayOpen, mapBox])

  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    if (pointKey !== null || citySlug) return
    const saved = savedView()
    if (saved) {
      dispatch(viewChanged(saved))
      return
    }
    // The browser's location starts the map only when the visitor has already allowed it: a
    // page must not ask for the position until the visitor asks (the locate button does).
    void startAtGrantedLocation((center) => dispatch(viewChanged({ center, zoom })))
  }, [dispatch, pointKey, citySlug, zoom])
  return lastUrlViewRef
}

/**
 * Calls back with the browser's location when the geolocation permission is already granted;
 * asks nothing (no permission prompt) otherwise, and says nothing when there is no location.
 * Settles once the permission is known.
 */
export function startAtGrantedLocation(
  onLocation: (center: { latitude: number; longitude: number }) => void,
): Promise<void> {
  if (!('geolocation' in navigator) || !('permissions' in navigator)) return Promise.resolve()
  return navigator.permissions.query({ name: 'geolocation' }).then(
    (status) => {
      if (status.state !== 'granted') return
      navigator.geolocation.getCurrentPosition(
        (position) => {
          onLocation({ latitude: position.coords.latitude, longitude: position.coords.longitude })
        },
        () => {
          // No location at start is not an error: the map stays on downtown Toronto.
        },
        { timeout: 5000, maximumAge: 600_000 },
      )
    },
    () => {
      // A browser that cannot tell the permission's state is not asked.
    },
  )
}
