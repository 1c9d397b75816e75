import { render, waitFor } from '@testing-library/react'
import { Suspense, lazy } from 'react'
import { MapContainer } from 'react-leaflet/MapContainer'
import { describe, expect, it } from 'vitest'

const LeafletTiles = lazy(() => import('../../src/ui/LeafletTiles'))

describe('raster tiles under a keyless map', () => {
  it('adds the tile layer and its attribution once its chunk arrives, and removes them', async () => {
    const { container, rerender } = render(
      <MapContainer center={[43.65, -79.38]} zoom={14} style={{ width: 400, height: 300 }}>
        <Suspense fallback={null}>
          <LeafletTiles url="https://tiles.test/{z}/{x}/{y}.png" />
        </Suspense>
      </MapContainer>,
    )
    await waitFor(() => {
      expect(container.querySelector('.leaflet-tile-pane .leaflet-layer')).not.toBeNull()
    })
    expect(container.querySelector('.leaflet-control-attribution')).toHaveTextContent('Leaflet')
    rerender(
      <MapContainer center={[43.65, -79.38]} zoom={14} style={{ width: 400, height: 300 }} />,
    )
    expect(container.querySelector('.leaflet-tile-pane .leaflet-layer')).toBeNull()
    expect(container.querySelector('.leaflet-control-attribution')).toBeNull()
  })
})
