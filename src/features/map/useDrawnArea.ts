import { useCallback, useEffect, useMemo, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import type { DrawnAreaProblem } from '../../lib/drawnArea'
import { decodeDrawnArea, encodeDrawnArea } from '../../lib/drawnAreaCode'
import { type LatLng } from '../../lib/mapMarkers'
import { mapPointSegment } from '../../lib/mapPoint'
import type { ViewBounds } from '../../lib/viewBounds'
import { polygonSet, selectPolygon, type PolygonState } from '../search'
import type { Store } from './mapStore'
import type { DrawMode, MapDraw, MapViewState } from './mapView'

/** The URL query key that carries a drawn search area (see lib/drawnArea for its spelling). */
export const DRAWN_KEY = 'drawn'

const drawnPolygon = (path: readonly LatLng[]): PolygonState => {
  const sum = path.reduce(
    (total, point) => ({
      latitude: total.latitude + point.latitude,
      longitude: total.longitude + point.longitude,
    }),
    { latitude: 0, longitude: 0 },
  )
  return {
    name: 'drawn',
    type: 'drawn',
    city: '',
    center: { latitude: sum.latitude / path.length, longitude: sum.longitude / path.length },
    path,
  }
}

/** The view's corners as an area, west to east along the south edge first. */
export const boundsRing = ({ north, south, east, west }: ViewBounds): LatLng[] => [
  { latitude: south, longitude: west },
  { latitude: south, longitude: east },
  { latitude: north, longitude: east },
  { latitude: north, longitude: west },
]

export interface DrawnAreaControls {
  /** Drawing now, and how; null when not drawing. */
  readonly mode: DrawMode | null
  readonly start: (mode: DrawMode) => void
  readonly cancel: () => void
  /** Why the last line was not searched, until the next one is drawn. */
  readonly problem: DrawnAreaProblem | null
  /** Takes the current view as the area (the keyboard's way to draw). */
  readonly searchView: () => void
  /** Whether a press on the map draws now (the drawing tools load when first asked for). */
  readonly ready: boolean
  /** What the map is given: drawing, or the drawn area to edit; null when neither. */
  readonly draw: MapDraw | null
}

/**
 * A search area drawn on the map. It lives in the URL (`drawn`, a new history entry each time,
 * so it is bookmarkable and Back undoes it) and from there becomes the search's polygon exactly
 * as a chosen city's does. A line that crosses itself, or has fewer than three corners, is not
 * searched: the screen says why and drawing starts over. The map's view is read when an area is
 * shown, so the controls do not change with each pan.
 */
export function useDrawnArea(view: Store<MapViewState | null>): DrawnAreaControls {
  const dispatch = useAppDispatch()
  const polygon = useAppSelector(selectPolygon)
  const navigate = useNavigate()
  const [query] = useSearchParams()
  const text = query.get(DRAWN_KEY)
  const [mode, setMode] = useState<DrawMode | null>(null)
  const [problem, setProblem] = useState<DrawnAreaProblem | null>(null)
  const [attempt, setAttempt] = useState(0)
  const [ready, setReady] = useState(false)

  // URL → polygon: on arrival, a reload, Back and Forward.
  const drawnPath = polygon?.type === 'drawn' ? polygon.path : null
  useEffect(() => {
    const path = decodeDrawnArea(text)
    if (path) {
      if (drawnPath && encodeDrawnArea(drawnPath) === text) return
      dispatch(polygonSet(drawnPolygon(path)))
    } else if (drawnPath) {
      dispatch(polygonSet(null))
    }
  }, [text, drawnPath, dispatch])

  const show = useCallback(
    (path: readonly LatLng[]) => {
      const shown = view.get()
      const center = shown?.center
      const next = new URLSearchParams(query)
      next.delete('neighborhood')
      next.delete('page')
      next.set(DRAWN_KEY, encodeDrawnArea(path))
      if (shown) next.set('z', String(shown.zoom))
      void navigate({
        pathname: center ? `/map/${mapPointSegment(center)}` : '/map',
        search: next.toString(),
      })
    },
    [navigate, query, view],
  )

  const onLine = useCallback(
    (line: readonly LatLng[]) => {
      // The simplification loads with the drawing tools, not with the map.
      void import('../../lib/drawnArea').then(({ drawnArea }) => {
        const result = drawnArea(line)
        setAttempt((count) => count + 1)
        if (result.problem) {
          setProblem(result.problem)
          return
        }
        setProblem(null)
        setMode(null)
        show(result.path)
      })
    },
    [show],
  )

  const start = useCallback((next: DrawMode) => {
    setProblem(null)
    setMode(next)
  }, [])
  const cancel = useCallback(() => {
    setProblem(null)
    setMode(null)
  }, [])
  const searchView = useCallback(() => {
    const shown = view.get()
    if (!shown) return
    setProblem(null)
    setMode(null)
    show(boundsRing(shown.bounds))
  }, [show, view])

  const draw = useMemo<MapDraw | null>(
    () =>
      mode || drawnPath
        ? { mode, area: mode ? null : drawnPath, onLine, attempt, onReady: setReady }
        : null,
    [mode, drawnPath, onLine, attempt],
  )
  return { mode, start, cancel, problem, searchView, ready, draw }
}
