import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SearchBox } from '../../src/features/search'
import { resetLocationStore } from '../../src/features/search/locationStore'
import { predictionsFromSuggestions } from '../../src/lib/googlePlaces'
import { predictionsUrl, geocodeUrl, searchHandlers } from '../msw/searchHandlers'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'

// A build with a Google Maps key: predictions and geocoding come from Google Places (faked here,
// as Google cannot be reached from the tests), not from the keyless /geo service.
vi.mock('../../src/app/config', async (original) => {
  const { config } = await original<typeof import('../../src/app/config')>()
  return { config: { ...config, googleMapsApiKey: 'a-key' } }
})

const google = vi.hoisted(() => ({
  googlePlacePredictions: vi.fn(),
  googleGeocode: vi.fn(),
}))
vi.mock('../../src/features/search/googlePlaces', () => google)

const text = (value: string) => ({ text: value })
const suggestion = (placeId: string, main: string, secondary: string) => ({
  placePrediction: {
    placeId,
    text: text(`${main}, ${secondary}`),
    mainText: text(main),
    secondaryText: text(secondary),
  },
})

const routes = [
  { path: '/about', element: <SearchBox /> },
  { path: '/map/*', element: <p>map screen</p> },
]

afterEach(() => {
  resetLocationStore()
})

describe('search box with Google Places (Search box)', { timeout: 20_000 }, () => {
  it('shows Google place predictions and geocodes the chosen street address to zoom 17 with the street pin', async () => {
    const asked: URL[] = []
    server.use(
      ...searchHandlers(asked),
      http.get(predictionsUrl, () =>
        HttpResponse.json({ message: 'not with a key' }, { status: 500 }),
      ),
      http.get(geocodeUrl, () => HttpResponse.json({ message: 'not with a key' }, { status: 500 })),
    )
    google.googlePlacePredictions.mockResolvedValue(
      predictionsFromSuggestions([
        {
          placePrediction: {
            placeId: 'ca',
            text: text('Canada'),
            mainText: text('Canada'),
            secondaryText: null,
          },
        },
        suggestion('ChIJking', '100 King St W', 'Toronto, ON, Canada'),
      ]),
    )
    google.googleGeocode.mockResolvedValue([
      {
        place_id: 'ChIJking',
        formatted_address: '100 King St W, Toronto, ON M5X 1A9, Canada',
        types: ['street_address'],
        geometry: { location: { lat: 43.6487, lng: -79.3817 } },
        address_components: [
          { long_name: '100', short_name: '100', types: ['street_number'] },
          { long_name: 'King Street West', short_name: 'King St W', types: ['route'] },
          { long_name: 'Toronto', short_name: 'Toronto', types: ['locality', 'political'] },
          { long_name: 'Ontario', short_name: 'ON', types: ['administrative_area_level_1'] },
        ],
      },
    ])
    const { user, router, store } = await renderWithProviders(undefined, {
      route: '/about',
      routes,
    })
    const box = screen.getByRole('combobox', { name: 'Search by city, address or MLS number' })
    await user.type(box, '100 King')

    const option = await screen.findByRole('option', { name: /100 King St W/ }, { timeout: 5000 })
    expect(google.googlePlacePredictions).toHaveBeenCalledWith('100 King', 'a-key')
    expect(screen.queryByRole('option', { name: /^Canada/ })).toBeNull()
    await user.click(option)

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/map/43.6487;-79.3817')
    })
    expect(router.state.location.search).toBe('?z=17')
    expect(google.googleGeocode).toHaveBeenCalledWith('ChIJking', 'a-key')
    const state = store.getState() as unknown as {
      settings: { city: string | null; area: string | null }
      streetAddressPin: { visible: boolean; location: unknown }
    }
    expect(state.settings).toMatchObject({ city: 'Toronto', area: 'ON' })
    expect(state.streetAddressPin).toMatchObject({
      visible: true,
      location: { latitude: 43.6487, longitude: -79.3817 },
    })
    expect(asked.some((url) => url.pathname.startsWith('/geo/'))).toBe(false)
  })
})
