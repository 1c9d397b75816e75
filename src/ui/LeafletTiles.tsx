import type { TileLayer as LeafletTileLayer } from 'leaflet'
import { TileLayer } from 'leaflet/src/layer/tile/TileLayer.js'
import { useEffect } from 'react'
import { useMap } from 'react-leaflet/hooks'

const Tiles = TileLayer as typeof LeafletTileLayer

/**
 * Raster tiles under a keyless Leaflet map, for builds with VITE_MAP_TILE_URL set. Fetched with
 * React.lazy by the maps that draw them: the tile and grid layers are about 4 kB gzip that a
 * build without a tile URL never runs, so they stay out of src/lib/leafletParts.ts.
 */
export default function LeafletTiles({ url }: { url: string }) {
  const map = useMap()
  useEffect(() => {
    const layer = new Tiles(url).addTo(map)
    return () => {
      layer.remove()
    }
  }, [map, url])
  return null
}
