import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  googleGeocode,
  googlePlacePredictions,
  type GeocodingLibraryLike,
  type PlacesLibraryLike,
} from '../../src/features/search/googlePlaces'
import { googleMapsLibrary, mapsScriptUrl } from '../../src/services/googleMaps'

const KEY = 'test-key'

/** A fake `google.maps.places.AutocompleteSuggestion` answering with the given texts. */
function newPlaces(texts: string[]) {
  const fetchAutocompleteSuggestions = vi.fn(() =>
    Promise.resolve({
      suggestions: texts.map((text, index) => ({
        placePrediction: {
          placeId: `place-${String(index)}`,
          text: { text },
          mainText: { text: text.split(', ')[0] ?? text },
          secondaryText: { text: text.split(', ').slice(1).join(', ') },
        },
      })),
    }),
  )
  const library: PlacesLibraryLike = { AutocompleteSuggestion: { fetchAutocompleteSuggestions } }
  return { library, fetchAutocompleteSuggestions }
}

/** A fake legacy `google.maps.places.AutocompleteService`. */
function legacyPlaces(
  answer: () => Promise<{ predictions: { description: string; place_id: string }[] }>,
) {
  const getPlacePredictions = vi.fn(answer)
  const library: PlacesLibraryLike = {
    AutocompleteService: class {
      getPlacePredictions = getPlacePredictions
    },
  }
  return { library, getPlacePredictions }
}

describe('Google place predictions for the search box (Search box: Locations)', () => {
  it('asks the Places API (New) for Canada and the geocode type, and keeps up to 3 without a bare Canada', async () => {
    const { library, fetchAutocompleteSuggestions } = newPlaces([
      'Canada',
      'King St W, Toronto, ON, Canada',
      'Kingston, ON, Canada',
      'King City, ON, Canada',
      'Kingsville, ON, Canada',
    ])
    const predictions = await googlePlacePredictions('King', KEY, () => Promise.resolve(library))
    expect(fetchAutocompleteSuggestions).toHaveBeenCalledWith({
      input: 'King',
      includedRegionCodes: ['ca'],
      includedPrimaryTypes: ['geocode'],
    })
    expect(predictions.map((prediction) => prediction.description)).toEqual([
      'King St W, Toronto, ON, Canada',
      'Kingston, ON, Canada',
      'King City, ON, Canada',
    ])
    expect(predictions[0]?.structured_formatting).toEqual({
      main_text: 'King St W',
      secondary_text: 'Toronto, ON, Canada',
    })
  })

  it('uses the legacy AutocompleteService where the new API is missing', async () => {
    const { library, getPlacePredictions } = legacyPlaces(() =>
      Promise.resolve({
        predictions: [
          { description: 'Canada', place_id: 'ca' },
          { description: 'Oakville, ON, Canada', place_id: 'oak' },
        ],
      }),
    )
    const predictions = await googlePlacePredictions('Oak', KEY, () => Promise.resolve(library))
    expect(getPlacePredictions).toHaveBeenCalledWith({
      input: 'Oak',
      componentRestrictions: { country: 'ca' },
      types: ['geocode'],
    })
    expect(predictions.map((prediction) => prediction.place_id)).toEqual(['oak'])
  })

  it('reads ZERO_RESULTS from the legacy service as no predictions, and passes other failures on', async () => {
    const empty = legacyPlaces(() =>
      Promise.reject(Object.assign(new Error('none'), { code: 'ZERO_RESULTS' })),
    )
    await expect(
      googlePlacePredictions('Zz', KEY, () => Promise.resolve(empty.library)),
    ).resolves.toEqual([])
    const denied = legacyPlaces(() =>
      Promise.reject(Object.assign(new Error('denied'), { code: 'REQUEST_DENIED' })),
    )
    await expect(
      googlePlacePredictions('Zz', KEY, () => Promise.resolve(denied.library)),
    ).rejects.toThrow('denied')
  })
})

describe('Google geocoding of a chosen place ("another place is geocoded")', () => {
  const latLng = (lat: number, lng: number) => ({ lat: () => lat, lng: () => lng })

  it('geocodes by place id and answers as the keyless geocoder does', async () => {
    const geocode = vi.fn(() =>
      Promise.resolve({
        results: [
          {
            place_id: 'ChIJ1',
            formatted_address: '100 King St W, Toronto, ON, Canada',
            types: ['street_address'],
            address_components: [
              { long_name: '100', short_name: '100', types: ['street_number'] },
              { long_name: 'King Street West', short_name: 'King St W', types: ['route'] },
              { long_name: 'Toronto', short_name: 'Toronto', types: ['locality', 'political'] },
              { long_name: 'Ontario', short_name: 'ON', types: ['administrative_area_level_1'] },
            ],
            geometry: { location: latLng(43.6487, -79.3817) },
          },
        ],
      }),
    )
    const library: GeocodingLibraryLike = {
      Geocoder: class {
        geocode = geocode
      },
    }
    const [result] = await googleGeocode('ChIJ1', KEY, () => Promise.resolve(library))
    expect(geocode).toHaveBeenCalledWith({ placeId: 'ChIJ1' })
    expect(result?.geometry.location).toEqual({ lat: 43.6487, lng: -79.3817 })
    expect(result?.address_components.map((part) => part.short_name)).toEqual([
      '100',
      'King St W',
      'Toronto',
      'ON',
    ])
  })

  it('reads ZERO_RESULTS as no result', async () => {
    const library: GeocodingLibraryLike = {
      Geocoder: class {
        geocode = () => Promise.reject(Object.assign(new Error('none'), { code: 'ZERO_RESULTS' }))
      },
    }
    await expect(googleGeocode('gone', KEY, () => Promise.resolve(library))).resolves.toEqual([])
  })
})

describe('loading the Maps JavaScript API outside the map', () => {
  afterEach(() => {
    delete (globalThis as { google?: unknown }).google
    document.head.querySelectorAll('script[src*="maps.googleapis.com"]').forEach((script) => {
      script.remove()
    })
  })

  it('builds the script address with the key, the weekly channel, the Canadian region and a callback', () => {
    const url = new URL(mapsScriptUrl('k 1'))
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: 'k 1',
      v: 'weekly',
      region: 'CA',
      loading: 'async',
      callback: 'google.maps.__hwMapsReady',
    })
  })

  it('adds the script once, then imports the library from the API it loaded', async () => {
    const places = { AutocompleteSuggestion: {} }
    const first = googleMapsLibrary('places', KEY)
    const second = googleMapsLibrary('places', KEY)
    await Promise.resolve()
    const scripts = document.head.querySelectorAll('script[src*="maps.googleapis.com"]')
    expect(scripts).toHaveLength(1)
    // What the real script does when it has loaded: install importLibrary, call back.
    const maps = (globalThis as { google: { maps: Record<string, unknown> } }).google.maps
    maps.importLibrary = vi.fn(() => Promise.resolve(places))
    ;(maps.__hwMapsReady as () => void)()
    await expect(first).resolves.toBe(places)
    await expect(second).resolves.toBe(places)
  })

  it('reuses an API the map already loaded', async () => {
    const geocoding = { Geocoder: 'the geocoding library' }
    const importLibrary = vi.fn(() => Promise.resolve(geocoding))
    ;(globalThis as { google?: unknown }).google = { maps: { importLibrary } }
    await expect(googleMapsLibrary('geocoding', KEY)).resolves.toBe(geocoding)
    expect(importLibrary).toHaveBeenCalledWith('geocoding')
    expect(document.head.querySelector('script[src*="maps.googleapis.com"]')).toBeNull()
  })
})
