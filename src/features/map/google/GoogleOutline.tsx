/// <reference types="google.maps" />
import { Polygon, Polyline } from '@vis.gl/react-google-maps'
import { memo, useMemo } from 'react'
import type { LatLng } from '../../../lib/mapMarkers'
import { outlineLook } from '../mapLook'
import type { MapOutline } from '../mapView'

const toGoogle = ({ latitude, longitude }: LatLng): google.maps.LatLngLiteral => ({
  lat: latitude,
  lng: longitude,
})

/** A dashed edge: Google draws dashes as a repeated symbol on a line with no stroke of its own. */
const dashes = (color: string, weight: number): google.maps.IconSequence[] => [
  {
    icon: { path: 'M 0,-1 0,1', strokeColor: color, strokeOpacity: 1, strokeWeight: weight },
    offset: '0',
    repeat: '8px',
  },
]

/**
 * A city or neighbourhood outline, or the chosen polygon: a Polygon, or a closed Polyline when
 * the edge is dashed (Google polygons have no dashed stroke).
 */
export const Outline = memo(function Outline({
  outline,
  satellite,
}: {
  outline: MapOutline
  satellite: boolean
}) {
  const { stroke, fill } = outlineLook(outline.kind, satellite)
  const path = useMemo(() => outline.path.map(toGoogle), [outline.path])
  const closed = useMemo(() => {
    const [first] = path
    return first ? [...path, first] : path
  }, [path])
  if (stroke?.dashed && !fill) {
    return (
      <Polyline
        path={closed}
        clickable={false}
        strokeOpacity={0}
        icons={dashes(stroke.color, stroke.weight)}
      />
    )
  }
  return (
    <Polygon
      paths={path}
      clickable={false}
      strokeColor={stroke?.color}
      strokeWeight={stroke?.weight ?? 0}
      strokeOpacity={stroke ? 1 : 0}
      fillColor={fill?.color}
      fillOpacity={fill?.opacity ?? 0}
      zIndex={outline.kind === 'polygon' ? 1 : 0}
    />
  )
})
