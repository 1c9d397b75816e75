import { useMemo, useState } from 'react'
import type { RoadsResponse } from '../../../contract/geo'
import { useAppSelector } from '../../app/hooks'
import { selectChosenPlace } from '../search'
import { chosenStreetRoads } from './chosenStreet'
import { GEOMETRY_KEEP_MS, readRoads, roadsPath } from '../../services/geometryRequests'
import type { ChosenStreet, MapViewState } from './mapView'
import { roadQuery } from './roadView'
import { useServiceData } from '../../services/serviceCache'

/**
 * The street chosen in the search box, as the view's roads draw it, for either map adapter. It
 * asks the same roads request the keyless map's road layer asks for the view (one shared answer),
 * and nothing when no street is chosen.
 */
export function useChosenStreet(view: MapViewState | null): ChosenStreet | null {
  const chosen = useAppSelector(selectChosenPlace)
  const name = chosen?.kind === 'place' ? chosen.name : undefined
  const path =
    name === undefined || view === null ? undefined : roadsPath(roadQuery(view.bounds, view.zoom))
  const current = useServiceData(path, readRoads, GEOMETRY_KEEP_MS.roads)
  // While the next view's roads load, the street stays drawn from the last view's.
  const [last, setLast] = useState<RoadsResponse | undefined>(undefined)
  if (current !== undefined && current !== last) setLast(current)
  const roads = current ?? last
  return useMemo(() => {
    if (name === undefined || !roads) return null
    const street = chosenStreetRoads(roads.roads, name)
    return street.length === 0 ? null : { name, roads: street }
  }, [name, roads])
}
