import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useNamespace } from '../../src/app/useNamespace'
import { useMarkerLabel } from '../../src/features/map/markerLabels'
import { mapStrings } from '../../src/features/map/strings'
import type { MapMarker, PinListing } from '../../src/lib/mapMarkers'
import { renderWithProviders } from '../renderWithProviders'

const listing = {
  mlsNumber: 'C1',
  boardId: 1,
  type: 'Sale',
  lastStatus: 'New',
  listPrice: 659900,
  soldPrice: null,
  map: { latitude: 43.65, longitude: -79.38 },
  address: { streetNumber: '12', streetName: 'King', streetSuffix: 'St' },
} as unknown as PinListing

const position = { latitude: 43.65, longitude: -79.38 }

function Names({ markers }: { markers: readonly MapMarker[] }) {
  // The map screen joins its strings as it does.
  useNamespace('map', mapStrings)
  const nameOf = useMarkerLabel()
  return (
    <ul>
      {markers.map((marker) => (
        <li key={marker.key}>{nameOf(marker)}</li>
      ))}
    </ul>
  )
}

describe("a marker's accessible name", () => {
  it.each([
    // A pin shows a short price: the name starts with it, then says the price and street in full.
    [
      { key: 'pin', variant: 'active', label: '$660K', count: 1, listings: [listing] },
      '$660K, $659,900, 12 King St',
    ],
    // A cluster's count is in its name already.
    [
      { key: 'c', variant: 'cluster', label: '120', count: 120, listings: [] },
      '120 listings here, zoom in',
    ],
    // A large cluster shows a short count, which its name then starts with, then the count grouped.
    [
      { key: 'k', variant: 'cluster', label: '1.2k', count: 1234, listings: [] },
      '1.2k, 1,234 listings here, zoom in',
    ],
  ] as const)('contains the text the marker shows (%j)', async (marker, name) => {
    await renderWithProviders(<Names markers={[{ ...marker, position }]} />)
    expect(await screen.findByText(name)).toBeInTheDocument()
  })
})
