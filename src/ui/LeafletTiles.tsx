import type { Control, TileLayer as LeafletTileLayer } from 'leaflet'
import { Attribution } from 'leaflet/src/control/Control.Attribution.js'
import { TileLayer } from 'leaflet/src/layer/tile/TileLayer.js'
import { useEffect } from 'react'
import { useMap } from 'react-leaflet/hooks'

const Tiles = TileLayer as typeof LeafletTileLayer
const AttributionControl = Attribution as typeof Control.Attribution

/**
 * Raster tiles under a keyless Leaflet map, with Leaflet's attribution control (what
 * attributionControl: true would add), for builds with VITE_MAP_TILE_URL set. Fetched with
 * React.lazy by the maps that draw them: the tile and grid layers and the control are about 5 kB
 * gzip that a build without a tile URL never runs, so they stay out of src/lib/leafletParts.ts.
 */
export default function LeafletTiles({ url }: { url: string }) {
  const map = useMap()
  useEffect(() => {
    const layer = new Tiles(url).addTo(map)
    const attribution = new AttributionControl().addTo(map)
    return () => {
      attribution.remove()
      layer.remove()
    }
  }, [map, url])
  return null
}
