import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import GoogleMapView, { DEMO_MAP_ID } from '../../src/features/map/google/GoogleMapView'
import type { MapOutline, MapViewProps } from '../../src/features/map/mapView'
import { mapColours } from '../../src/app/theme/tokens'
import { markersFromClusters, pinsFromListings, type PinListing } from '../../src/lib/mapMarkers'
import { expectConsoleErrors } from '../consoleErrors'
import { fakeGoogle } from './fakeGoogleMaps'

vi.mock('@vis.gl/react-google-maps', () => import('./fakeGoogleMaps'))
vi.mock('../../src/features/map/leaflet/LeafletMapView', () => ({
  default: ({ label, markers }: MapViewProps) => (
    <div role="region" aria-label={`Keyless: ${label}`} data-markers={markers.length} />
  ),
}))

const listing = (mlsNumber: string, overrides: Partial<PinListing> = {}): PinListing => ({
  mlsNumber,
  boardId: 1,
  type: 'Sale',
  lastStatus: 'New',
  listPrice: 1_250_000,
  soldPrice: null,
  map: { latitude: 43.65, longitude: -79.38 + Number(mlsNumber.slice(1)) / 1000 },
  ...overrides,
})

const warn = () => undefined
const pins = pinsFromListings(
  [
    listing('C1'),
    listing('C2', { type: 'Lease', listPrice: 2450 }),
    listing('C3', { lastStatus: 'Sld', soldPrice: 990_000 }),
    listing('C4', { listPrice: 875_000 }),
  ],
  new Set(['C4']),
  warn,
  'en',
)
const clusters = markersFromClusters(
  [{ count: 42, location: { latitude: 43.7, longitude: -79.4 } }],
  12,
  new Set(),
  warn,
  'en',
)

const square = [
  { latitude: 43.6, longitude: -79.5 },
  { latitude: 43.7, longitude: -79.5 },
  { latitude: 43.7, longitude: -79.3 },
]
const outlines: MapOutline[] = [
  { key: 'lake', kind: 'lake', name: 'Lake Ontario', path: square },
  { key: 'city:Toronto', kind: 'city', name: 'Toronto', path: square },
  { key: 'nb:Annex', kind: 'neighbourhood', name: 'The Annex', path: square },
]

function props(overrides: Partial<MapViewProps> = {}): MapViewProps {
  return {
    center: { latitude: 43.65, longitude: -79.38 },
    zoom: 14,
    minZoom: 4,
    maxZoom: 18,
    onViewChange: vi.fn(),
    markers: [...pins, ...clusters],
    markerLabel: (marker) =>
      marker.variant === 'cluster' ? `${marker.label} homes` : `${marker.label} home`,
    onMarkerSelect: vi.fn(),
    outlines,
    polygon: null,
    streetPin: null,
    satellite: false,
    label: 'Map of listings',
    ...overrides,
  }
}

const mapEvents = () =>
  fakeGoogle.mapProps as {
    onCameraChanged: (event: object) => void
    onIdle: (event: object) => void
  }

beforeEach(() => {
  fakeGoogle.loadError = undefined
  fakeGoogle.map.moveCamera.mockClear()
  fakeGoogle.map.center = { lat: 43.65, lng: -79.38 }
  fakeGoogle.map.zoom = 14
})

describe('the Google map adapter', () => {
  it('draws each marker with its accessible name, label and variant (active, lease, sold, visited, cluster)', () => {
    render(<GoogleMapView {...props()} />)
    const region = screen.getByRole('region', { name: 'Map of listings' })
    const named = (name: string) => within(region).getByRole('button', { name })
    expect(named('$1.25M home')).toHaveClass('hw-marker', 'hw-marker--active')
    expect(named('$2,450 home')).toHaveClass('hw-marker--lease')
    expect(named('$990K home')).toHaveClass('hw-marker--sold')
    expect(within(named('$1.25M home')).getByText('$1.25M')).toHaveAttribute('aria-hidden', 'true')
    expect(named('$875K home')).toHaveClass('hw-marker--visited')
    const cluster = named('42 homes')
    expect(cluster).toHaveClass('hw-marker--cluster')
    expect(within(cluster).getByText('42')).toBeInTheDocument()
    // Pins point down at their spot; clusters sit centred on theirs.
    expect(named('$2,450 home')).toHaveAttribute('data-anchor-top', '-100%')
    expect(cluster).toHaveAttribute('data-anchor-top', '-50%')
    expect(named('$2,450 home').querySelector('.hw-marker__body')).toHaveAttribute(
      'data-listing',
      'C2/1',
    )
  })

  it('selects a marker from the keyboard and by click', async () => {
    const onMarkerSelect = vi.fn()
    const user = userEvent.setup()
    render(<GoogleMapView {...props({ onMarkerSelect })} />)
    await user.tab()
    expect(screen.getByRole('button', { name: '$1.25M home' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onMarkerSelect).toHaveBeenLastCalledWith(pins[0])
    await user.click(screen.getByRole('button', { name: '42 homes' }))
    expect(onMarkerSelect).toHaveBeenLastCalledWith(clusters[0])
  })

  it('reports the view when it stops moving, from the last camera event', () => {
    const onViewChange = vi.fn()
    render(<GoogleMapView {...props({ onViewChange })} />)
    act(() => {
      mapEvents().onCameraChanged({
        detail: {
          center: { lat: 43.7, lng: -79.4 },
          zoom: 15,
          bounds: { north: 43.72, south: 43.68, east: -79.37, west: -79.43 },
          heading: 0,
          tilt: 0,
        },
      })
    })
    expect(onViewChange).not.toHaveBeenCalled()
    act(() => {
      mapEvents().onIdle({ map: fakeGoogle.map })
    })
    expect(onViewChange).toHaveBeenCalledExactlyOnceWith({
      center: { latitude: 43.7, longitude: -79.4 },
      zoom: 15,
      bounds: { north: 43.72, south: 43.68, east: -79.37, west: -79.43 },
    })
  })

  it('reports the first view once the map is ready, read from the map', () => {
    const onViewChange = vi.fn()
    render(<GoogleMapView {...props({ onViewChange })} />)
    act(() => {
      mapEvents().onIdle({ map: fakeGoogle.map })
    })
    expect(onViewChange).toHaveBeenCalledWith({
      center: { latitude: 43.65, longitude: -79.38 },
      zoom: 14,
      bounds: { north: 43.67, south: 43.63, east: -79.35, west: -79.41 },
    })
  })

  it('moves the camera when the screen asks for another centre or zoom, not for the one it has', () => {
    const { rerender } = render(<GoogleMapView {...props()} />)
    expect(fakeGoogle.map.moveCamera).not.toHaveBeenCalled()
    rerender(
      <GoogleMapView {...props({ center: { latitude: 43.8, longitude: -79.2 }, zoom: 16 })} />,
    )
    expect(fakeGoogle.map.moveCamera).toHaveBeenCalledWith({
      center: { lat: 43.8, lng: -79.2 },
      zoom: 16,
    })
  })

  it('keeps the zoom within 4 to 18 and uses the configured map id, else the demo one', () => {
    render(<GoogleMapView {...props()} />)
    const map = screen.getByTestId('google-map')
    expect(map).toHaveAttribute('data-min-zoom', '4')
    expect(map).toHaveAttribute('data-max-zoom', '18')
    expect(map).toHaveAttribute('data-map-id', DEMO_MAP_ID)
    expect(fakeGoogle.mapProps).toMatchObject({
      isFractionalZoomEnabled: false,
      disableDefaultUI: true,
      defaultCenter: { lat: 43.65, lng: -79.38 },
      defaultZoom: 14,
    })
  })

  it('shows satellite imagery as the hybrid map type, else the roadmap', () => {
    const { rerender } = render(<GoogleMapView {...props()} />)
    expect(screen.getByTestId('google-map')).toHaveAttribute('data-map-type-id', 'roadmap')
    rerender(<GoogleMapView {...props({ satellite: true })} />)
    expect(screen.getByTestId('google-map')).toHaveAttribute('data-map-type-id', 'hybrid')
  })

  it('draws city outlines as polygons, neighbourhoods dashed, the chosen polygon filled, and no lake over Google water', () => {
    render(
      <GoogleMapView
        {...props({ polygon: { key: 'polygon', kind: 'polygon', name: 'Toronto', path: square } })}
      />,
    )
    const polygons = screen.getAllByTestId('polygon')
    expect(polygons).toHaveLength(2)
    expect(polygons[0]).toHaveAttribute('data-fill-opacity', '0')
    expect(polygons[1]).toHaveAttribute('data-fill', '#147BC9')
    expect(polygons[1]).toHaveAttribute('data-fill-opacity', '0.08')
    expect(JSON.parse(polygons[0]?.getAttribute('data-path') ?? '[]')).toEqual([
      { lat: 43.6, lng: -79.5 },
      { lat: 43.7, lng: -79.5 },
      { lat: 43.7, lng: -79.3 },
    ])
    const dashed = screen.getByTestId('polyline')
    expect(dashed).toHaveAttribute('data-dashed', 'true')
    // A closed ring: the line returns to its first point.
    expect(JSON.parse(dashed.getAttribute('data-path') ?? '[]')).toHaveLength(4)
  })

  it('draws the street pin when the search found a street address', () => {
    const { rerender } = render(<GoogleMapView {...props()} />)
    expect(screen.queryByTestId('fixed-marker')).toBeNull()
    rerender(
      <GoogleMapView {...props({ streetPin: { latitude: 43.6487, longitude: -79.3817 } })} />,
    )
    const pin = screen.getByTestId('fixed-marker')
    expect(pin).toHaveClass('hw-street-pin')
    expect(pin).toHaveAttribute('data-position', JSON.stringify({ lat: 43.6487, lng: -79.3817 }))
  })

  it('marks the chosen street over the base map, one line per piece, and names it on the map', () => {
    const kingStreet = {
      name: 'King St W',
      roads: [
        {
          name: 'King St W',
          kind: 'arterial' as const,
          path: [
            [-79.41, 43.64],
            [-79.39, 43.645],
          ] as [number, number][],
        },
        {
          name: 'King St W',
          kind: 'arterial' as const,
          path: [
            [-79.39, 43.645],
            [-79.38, 43.648],
          ] as [number, number][],
        },
      ],
    }
    const { rerender } = render(<GoogleMapView {...props({ outlines: [] })} />)
    expect(screen.queryByTestId('polyline')).toBeNull()
    rerender(<GoogleMapView {...props({ outlines: [], chosenStreet: kingStreet })} />)
    const lines = screen.getAllByTestId('polyline')
    expect(lines).toHaveLength(2)
    expect(JSON.parse(lines[0]?.getAttribute('data-path') ?? '[]')).toEqual([
      { lat: 43.64, lng: -79.41 },
      { lat: 43.645, lng: -79.39 },
    ])
    expect(lines[0]).toHaveAttribute('data-stroke', mapColours.plain.area)
    expect(screen.getByRole('region', { name: 'Map of listings' })).toHaveAttribute(
      'data-chosen-street',
      'King St W',
    )
    rerender(<GoogleMapView {...props({ outlines: [], chosenStreet: null })} />)
    expect(screen.queryByTestId('polyline')).toBeNull()
    expect(screen.getByRole('region', { name: 'Map of listings' })).not.toHaveAttribute(
      'data-chosen-street',
    )
  })

  it('tells the screen when a new set of markers is painted', async () => {
    const onMarkersPainted = vi.fn()
    const { rerender } = render(<GoogleMapView {...props({ onMarkersPainted })} />)
    await waitFor(() => {
      expect(onMarkersPainted).toHaveBeenCalledTimes(1)
    })
    rerender(<GoogleMapView {...props({ onMarkersPainted, markers: clusters })} />)
    await waitFor(() => {
      expect(onMarkersPainted).toHaveBeenCalledTimes(2)
    })
  })

  it('falls back to the keyless map when Google cannot load', async () => {
    expectConsoleErrors()
    fakeGoogle.loadError = new Error('The Google Maps JavaScript API could not load.')
    render(<GoogleMapView {...props()} />)
    const keyless = await screen.findByRole('region', { name: 'Keyless: Map of listings' })
    expect(keyless).toHaveAttribute('data-markers', String(pins.length + clusters.length))
    expect(screen.queryByTestId('google-map')).toBeNull()
  })

  it('falls back to the keyless map when Google rejects the key', async () => {
    expectConsoleErrors()
    render(<GoogleMapView {...props()} />)
    expect(screen.getByTestId('google-map')).toBeInTheDocument()
    act(() => {
      ;(window as { gm_authFailure?: () => void }).gm_authFailure?.()
    })
    expect(await screen.findByRole('region', { name: 'Keyless: Map of listings' })).toBeVisible()
  })
})
