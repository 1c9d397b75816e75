import { http, HttpResponse } from 'msw'
import type { ListingRecord } from '../../contract/listing'
import { activeSales } from '../fixtures/listings'

const REALTY = 'http://127.0.0.1:8787'

export const locationsUrl = `${REALTY}/locations`
export const predictionsUrl = `${REALTY}/geo/predictions`
export const geocodeUrl = `${REALTY}/geo/geocode`
export const autocompleteUrl = `${REALTY}/autocomplete`
export const polygonsUrl = `${REALTY}/polygons`

const area = (name: string, type: 'city' | 'neighbourhood', city: string) => ({
  name,
  type,
  city,
  center: { latitude: 43.6, longitude: -79.6 },
  path: [
    { latitude: 43.5, longitude: -79.7 },
    { latitude: 43.7, longitude: -79.7 },
    { latitude: 43.6, longitude: -79.5 },
  ],
  geometry: { type: 'Polygon', coordinates: [] },
})

/**
 * The areas the in-browser location store loads: Mississauga, with Port Credit and Mississauga
 * Valleys; `down` answers 503 so lookups fall back to `/locations`.
 */
export function polygonsHandler(asked: URL[] = [], down = false) {
  return http.get(polygonsUrl, ({ request }) => {
    const url = new URL(request.url)
    asked.push(url)
    if (down) return HttpResponse.json({ message: 'unavailable' }, { status: 503 })
    return HttpResponse.json({
      polygons:
        url.searchParams.get('type') === 'city'
          ? [area('Mississauga', 'city', 'Mississauga')]
          : [
              area('Port Credit', 'neighbourhood', 'Mississauga'),
              area('Mississauga Valleys', 'neighbourhood', 'Mississauga'),
            ],
    })
  })
}

const place = (name: string, city: string) => ({
  name,
  city,
  state: 'ON',
  location: { latitude: 43.6, longitude: -79.6 },
})

/**
 * The search box's calls: Mississauga as a city, Port Credit as a neighbourhood (in the location
 * store's areas and from `/locations`), two place
 * predictions (one of them just 'Canada', which the box drops) and the fixture listings by MLS
 * number or street.
 */
export function searchHandlers(asked: URL[] = [], { storeDown = false } = {}) {
  return [
    polygonsHandler(asked, storeDown),
    http.get(locationsUrl, ({ request }) => {
      const url = new URL(request.url)
      asked.push(url)
      const text = (url.searchParams.get('search') ?? '').toLowerCase()
      const match = 'mississauga'.startsWith(text) || text.startsWith('miss')
      return HttpResponse.json({
        search: {
          cities: match ? [place('Mississauga', 'Mississauga')] : [],
          neighborhoods: match ? [place('Port Credit', 'Mississauga')] : [],
        },
      })
    }),
    http.get(predictionsUrl, ({ request }) => {
      const url = new URL(request.url)
      asked.push(url)
      const text = (url.searchParams.get('input') ?? '').toLowerCase()
      if (!text.startsWith('miss'))
        return HttpResponse.json({ predictions: [], status: 'ZERO_RESULTS' })
      return HttpResponse.json({
        status: 'OK',
        predictions: [
          {
            description: 'Canada',
            place_id: 'country:ca',
            structured_formatting: { main_text: 'Canada', secondary_text: '' },
            types: ['geocode'],
          },
          {
            description: 'Mississauga Road, Mississauga, ON',
            place_id: 'route:mississauga-road',
            structured_formatting: {
              main_text: 'Mississauga Road',
              secondary_text: 'Mississauga, ON',
            },
            types: ['route', 'geocode'],
          },
        ],
      })
    }),
    http.get(geocodeUrl, ({ request }) => {
      asked.push(new URL(request.url))
      return HttpResponse.json({
        status: 'OK',
        results: [
          {
            place_id: 'route:mississauga-road',
            formatted_address: 'Mississauga Road, Mississauga, ON',
            geometry: { location: { lat: 43.55, lng: -79.66 } },
            address_components: [
              { long_name: 'Mississauga Road', short_name: 'Mississauga Rd', types: ['route'] },
              { long_name: 'Mississauga', short_name: 'Mississauga', types: ['locality'] },
              { long_name: 'Ontario', short_name: 'ON', types: ['administrative_area_level_1'] },
            ],
            types: ['route'],
          },
        ],
      })
    }),
    http.get(autocompleteUrl, ({ request }) => {
      const url = new URL(request.url)
      asked.push(url)
      const text = (url.searchParams.get('search') ?? '').toLowerCase()
      const listings: ListingRecord[] = activeSales.filter(
        (listing) =>
          listing.mlsNumber.toLowerCase().startsWith(text) ||
          listing.address.streetName.toLowerCase().startsWith(text),
      )
      return HttpResponse.json({ listings: listings.slice(0, 5), count: listings.length })
    }),
  ]
}
