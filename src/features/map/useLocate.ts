import { useCallback } from 'react'
import { useAppDispatch } from '../../app/hooks'
import { viewChanged } from '../search'
import { notify } from '../shell'

/** The map's own strings, which the map screen has loaded. */
const GEOLOCATION_ERRORS = {
  1: 'map:geolocation.permissionDenied',
  2: 'map:geolocation.positionUnavailable',
  3: 'map:geolocation.timeout',
} as const

/** The closest zoom 'Locate me' goes to: a neighbourhood's streets. */
const LOCATE_ZOOM = 14

/** 'Locate me': centres the map on the browser's location, or says why it cannot. */
export function useLocate(zoom: number): () => void {
  const dispatch = useAppDispatch()
  return useCallback(() => {
    if (!('geolocation' in navigator)) {
      dispatch(notify({ message: 'map:geolocation.default', severity: 'warning' }))
      return
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        dispatch(
          viewChanged({
            center: { latitude: position.coords.latitude, longitude: position.coords.longitude },
            zoom: Math.max(zoom, LOCATE_ZOOM),
          }),
        )
      },
      (error) => {
        const key =
          error.code === 1 || error.code === 2 || error.code === 3
            ? GEOLOCATION_ERRORS[error.code]
            : 'map:geolocation.default'
        dispatch(notify({ message: key, severity: 'warning' }))
      },
      { timeout: 10_000 },
    )
  }, [dispatch, zoom])
}
