import { useEffect, type RefObject } from 'react'
import { useAppDispatch } from '../../app/hooks'
import { fitInRoom } from '../../lib/mapFrame'
import { pathBounds } from '../../lib/viewBounds'
import { zoomToFit } from '../../lib/mapFrame'
import { MAX_ZOOM, MIN_ZOOM } from '../../lib/mapRules'
import { placeFromSlug } from '../../lib/placeSlug'
import { placeChosen, placeNamed, polygonSet, viewChanged } from '../search'
import { GEOMETRY_KEEP_MS, outlinesPath, readOutlines } from '../../services/geometryRequests'
import { useServiceData } from '../../services/serviceCache'
import { measureRoom } from './useMapRoom'

/** The map's size before it has one (a desktop window's map). */
const FALLBACK_MAP_SIZE = { width: 1024, height: 700 }

/**
 * /map/{city} (and ?neighborhood=): the place's polygon bounds the search, the place is the
 * chosen city, and the view fits the polygon in the map's box, clear of its controls.
 */
export function useCityArea(
  cityName: string | undefined,
  neighbourhoodSlug: string | undefined,
  mapBox: RefObject<HTMLElement | null>,
): void {
  const dispatch = useAppDispatch()
  const cityAreas = useServiceData(
    cityName === undefined || cityName === ''
      ? undefined
      : outlinesPath(
          neighbourhoodSlug
            ? { type: 'neighbourhood', city: cityName }
            : { type: 'city', name: cityName },
        ),
    readOutlines,
    GEOMETRY_KEEP_MS.outlines,
  )
  useEffect(() => {
    if (!cityAreas || !cityName) return
    const area = neighbourhoodSlug
      ? cityAreas.find(
          (candidate) => placeFromSlug(neighbourhoodSlug, [candidate.name]) !== undefined,
        )
      : cityAreas[0]
    if (!area) return
    dispatch(
      polygonSet({
        name: area.name,
        type: area.type,
        city: area.city,
        center: area.center,
        path: area.path,
      }),
    )
    dispatch(placeChosen({ area: 'ON', city: area.city }))
    // The box names the place the address opened, as it does a place chosen in it.
    dispatch(placeNamed({ name: area.name, kind: neighbourhoodSlug ? 'neighbourhood' : 'city' }))
    const bounds = pathBounds(area.path)
    const box = mapBox.current
    if (!bounds) return
    // Measured now rather than followed: the view fits the place once, as it opens.
    const room = box ? measureRoom(box) : null
    if (room && room.width > 0 && room.height > 0) {
      dispatch(viewChanged(fitInRoom(bounds, room, MIN_ZOOM, MAX_ZOOM)))
      return
    }
    dispatch(
      viewChanged({
        center: {
          latitude: (bounds.north + bounds.south) / 2,
          longitude: (bounds.east + bounds.west) / 2,
        },
        zoom: zoomToFit(
          bounds,
          box?.clientWidth ?? FALLBACK_MAP_SIZE.width,
          box?.clientHeight ?? FALLBACK_MAP_SIZE.height,
          MIN_ZOOM,
          MAX_ZOOM,
        ),
      }),
    )
  }, [cityAreas, cityName, neighbourhoodSlug, dispatch, mapBox])
}
