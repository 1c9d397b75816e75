import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MapViewProps } from '../../src/features/map/mapView'

const loaded = vi.hoisted(() => ({ google: 0, leaflet: 0 }))

vi.mock('../../src/features/map/google/GoogleMapView', () => {
  loaded.google += 1
  return {
    default: ({ label }: MapViewProps) => <div role="region" aria-label={`Google: ${label}`} />,
  }
})
vi.mock('../../src/features/map/leaflet/LeafletMapView', () => {
  loaded.leaflet += 1
  return {
    default: ({ label }: MapViewProps) => <div role="region" aria-label={`Leaflet: ${label}`} />,
  }
})

const props: MapViewProps = {
  center: { latitude: 43.65, longitude: -79.38 },
  zoom: 14,
  minZoom: 4,
  maxZoom: 18,
  onViewChange: () => undefined,
  markers: [],
  markerLabel: () => '',
  onMarkerSelect: () => undefined,
  outlines: [],
  polygon: null,
  streetPin: null,
  satellite: false,
  label: 'Map of listings',
}

/** The adapter module as a build with (or without) VITE_GOOGLE_MAPS_API_KEY would load it. */
async function adapterWithKey(googleMapsApiKey: string | undefined) {
  vi.resetModules()
  vi.doMock('../../src/app/config', async (original) => {
    const { config } = await original<typeof import('../../src/app/config')>()
    return { config: { ...config, googleMapsApiKey } }
  })
  const { MapViewAdapter } = await import('../../src/features/map/MapViewAdapter')
  render(
    <Suspense fallback={null}>
      <MapViewAdapter {...props} />
    </Suspense>,
  )
}

afterEach(() => {
  vi.doUnmock('../../src/app/config')
  loaded.google = 0
  loaded.leaflet = 0
})

describe('choosing the map adapter (ARCHITECTURE.md, Map)', () => {
  it('uses Google when a Maps key is configured, without loading the Leaflet chunk', async () => {
    await adapterWithKey('a-key')
    expect(await screen.findByRole('region', { name: 'Google: Map of listings' })).toBeVisible()
    expect(loaded).toEqual({ google: 1, leaflet: 0 })
  })

  it('uses the keyless Leaflet map without a key, and never loads the Google chunk', async () => {
    await adapterWithKey(undefined)
    expect(await screen.findByRole('region', { name: 'Leaflet: Map of listings' })).toBeVisible()
    expect(loaded).toEqual({ google: 0, leaflet: 1 })
  })
})
