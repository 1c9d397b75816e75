/// <reference types="google.maps" />
import { useMap } from '@vis.gl/react-google-maps'
import { useCallback } from 'react'
import { TerraDrawGoogleMapsAdapter } from 'terra-draw-google-maps-adapter'
import { useDrawSession } from '../draw/useDrawSession'
import type { MapDraw } from '../mapView'

/**
 * Drawing a search area on the Google map, with the same terra-draw session as the keyless map,
 * in a chunk of its own that loads the first time the screen asks for drawing.
 */
export default function GoogleDrawLayer({ draw }: { readonly draw: MapDraw }) {
  const map = useMap()
  const makeAdapter = useCallback(() => {
    if (!map) throw new Error('The Google map is not ready.')
    // terra-draw finds the map's element by its id.
    const element = map.getDiv()
    if (!element.id) element.id = 'hw-google-map'
    return new TerraDrawGoogleMapsAdapter({ lib: google.maps, map, coordinatePrecision: 6 })
  }, [map])
  useDrawSession(map ? makeAdapter : null, draw)
  return null
}
