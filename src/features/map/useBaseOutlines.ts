import { useMemo } from 'react'
import { useLakeOutlineQuery, usePlaceOutlinesQuery } from './mapApi'
import type { MapOutline } from './mapView'

/** The keyless base: the lake, then every city and neighbourhood outline over it. */
export function useBaseOutlines(): MapOutline[] {
  const { data: lake } = useLakeOutlineQuery(undefined)
  const { data: cities } = usePlaceOutlinesQuery({ type: 'city' })
  const { data: neighbourhoods } = usePlaceOutlinesQuery({ type: 'neighbourhood' })
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
