/// <reference types="google.maps" />
import { Polyline } from '@vis.gl/react-google-maps'
import { memo, useEffect, useMemo } from 'react'
import { mapColours } from '../../../app/theme/tokens'
import type { ChosenStreet } from '../mapView'

/** Over Google's own roads the chosen street is a wide band, as on the keyless map. */
const STREET_WEIGHT = 10

/**
 * The street chosen in the search box, marked over Google's base map in the chosen area's
 * colour, one line per road piece; the map's box names it in data-chosen-street while drawn.
 */
export const GoogleChosenStreet = memo(function GoogleChosenStreet({
  street,
  satellite,
  mapBox,
}: {
  street: ChosenStreet
  satellite: boolean
  mapBox: HTMLElement | null
}) {
  const lines = useMemo(
    () => street.roads.map((road) => road.path.map(([lng, lat]) => ({ lat, lng }))),
    [street.roads],
  )
  useEffect(() => {
    if (!mapBox) return undefined
    mapBox.dataset.chosenStreet = street.name
    return () => {
      delete mapBox.dataset.chosenStreet
    }
  }, [mapBox, street.name])
  const colour = (satellite ? mapColours.satellite : mapColours.plain).area
  return (
    <>
      {lines.map((path, index) => (
        <Polyline
          // The pieces of one street never reorder: their place in the list names them.
          key={`${street.name}:${String(index)}`}
          path={path}
          clickable={false}
          strokeColor={colour}
          strokeOpacity={0.75}
          strokeWeight={STREET_WEIGHT}
          zIndex={2}
        />
      ))}
    </>
  )
})
