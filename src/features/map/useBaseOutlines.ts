import { useMemo } from 'react'
import {
  GEOMETRY_KEEP_MS,
  LAKE_PATH,
  outlinesPath,
  readLake,
  readOutlines,
} from '../../services/geometryRequests'
import type { MapOutline } from './mapView'
import { useServiceData } from '../../services/serviceCache'

/** The keyless base: the lake, then every city and neighbourhood outline over it. */
export function useBaseOutlines(): MapOutline[] {
  const lake = useServiceData(LAKE_PATH, readLake, GEOMETRY_KEEP_MS.lake)
  const cities = useServiceData(
    outlinesPath({ type: 'city' }),
    readOutlines,
    GEOMETRY_KEEP_MS.outlines,
  )
  const neighbourhoods = useServiceData(
    outlinesPath({ type: 'neighbourhood' }),
    readOutlines,
    GEOMETRY_KEEP_MS.outlines,
  )
  return useMemo<MapOutline[]>(
    () => [
      ...(lake && lake.length > 2
        ? [{ key: 'lake:ontario', kind: 'lake' as const, name: 'Lake Ontario', path: lake }]
        : []),
      ...(cities ?? []).map((area) => ({
        key: `city:${area.name}`,
        kind: 'city' as const,
        name: area.name,
        path: area.path,
      })),
      ...(neighbourhoods ?? []).map((area) => ({
        key: `neighbourhood:${area.city}:${area.name}`,
        kind: 'neighbourhood' as const,
        name: area.name,
        path: area.path,
      })),
    ],
    [lake, cities, neighbourhoods],
  )
}
