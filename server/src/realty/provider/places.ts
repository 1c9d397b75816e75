import type {
  LocationsQuery,
  LocationsResponse,
  PlaceArea,
  PlaceItem,
  PolygonQuery,
} from '../../../../contract/realty'
import type { ProviderClient } from './client'
import { getPlaces } from './locationSource'
import { toNumber, toText } from './normalise'
import type { ProviderLocation, ProviderLocationsResponse } from './providerTypes'

/** How long the provider's places (names and outlines) are kept before they are asked again. */
export const PLACES_TTL_MS = 3_600_000
const DEFAULT_LIMIT = 10
/** The provider's autocomplete needs three characters and answers ten places at most. */
const AUTOCOMPLETE_MIN_LENGTH = 3
const AUTOCOMPLETE_MAX_RESULTS = 10
/** The provider's largest locations page; outlines of every place of a type take a few. */
export const LOCATIONS_PAGE_SIZE = 300
const MAX_PAGES = 20

type PlaceType = 'city' | 'neighborhood'

const toPlace = (location: ProviderLocation): PlaceItem => ({
  name: location.name,
  city: toText(location.address.city) || location.name,
  state: toText(location.address.state) || 'ON',
  location: {
    latitude: toNumber(location.map.latitude),
    longitude: toNumber(location.map.longitude),
  },
})

/** Every place of a type (in a city), page by page; places change rarely, so kept an hour. */
async function allLocations(
  client: ProviderClient,
  params: Record<string, string | number | readonly string[] | undefined>,
): Promise<ProviderLocation[]> {
  const found: ProviderLocation[] = []
  for (let pageNum = 1; pageNum <= MAX_PAGES; pageNum += 1) {
    const answer = await getPlaces<ProviderLocationsResponse>(
      client,
      '/locations',
      { ...params, resultsPerPage: LOCATIONS_PAGE_SIZE, pageNum },
      PLACES_TTL_MS,
    )
    found.push(...answer.locations)
    if (pageNum >= (answer.numPages ?? 1)) break
  }
  return found
}

/** Names holding the text, names that start with it first, then alphabetical. */
function bestMatches(locations: readonly ProviderLocation[], text: string, limit: number) {
  const wanted = text.trim().toLowerCase()
  const starts = (name: string) => (name.toLowerCase().startsWith(wanted) ? 0 : 1)
  return locations
    .filter((location) => location.name.toLowerCase().includes(wanted))
    .sort((a, b) => starts(a.name) - starts(b.name) || a.name.localeCompare(b.name))
    .slice(0, limit)
}

async function placesOf(
  client: ProviderClient,
  type: PlaceType,
  text: string,
  city: string | undefined,
  limit: number,
): Promise<PlaceItem[]> {
  const cityFilter = city ? [city] : undefined
  if (text.trim().length >= AUTOCOMPLETE_MIN_LENGTH && limit <= AUTOCOMPLETE_MAX_RESULTS) {
    const answer = await getPlaces<ProviderLocationsResponse>(
      client,
      '/locations/autocomplete',
      { search: text.trim(), type: [type], city: cityFilter, resultsPerPage: limit },
      PLACES_TTL_MS,
    )
    return bestMatches(answer.locations, text, limit).map(toPlace)
  }
  const every = await allLocations(client, { type: [type], city: cityFilter })
  return bestMatches(every, text, limit).map(toPlace)
}

/**
 * The search box's places from the provider's locations calls: its autocomplete for three
 * characters or more, otherwise its list of places of the type, matched here.
 */
export async function locationsFromProvider(
  client: ProviderClient,
  query: LocationsQuery,
): Promise<LocationsResponse> {
  const limit = query.resultsPerPage ?? DEFAULT_LIMIT
  const [neighborhoods, cities] = await Promise.all([
    placesOf(client, 'neighborhood', query.search ?? query.neighborhood ?? '', query.city, limit),
    placesOf(client, 'city', query.search ?? query.city ?? '', undefined, limit),
  ])
  return { search: { neighborhoods, cities } }
}

type Ring = readonly (readonly [number, number])[]

function toArea(location: ProviderLocation, type: PlaceArea['type']): PlaceArea {
  const rings = (location.map.boundary ?? []) as readonly Ring[]
  const outer = rings[0] ?? []
  return {
    name: location.name,
    type,
    city: toText(location.address.city) || location.name,
    center: {
      latitude: toNumber(location.map.latitude),
      longitude: toNumber(location.map.longitude),
    },
    path: outer.map(([longitude, latitude]) => ({ latitude, longitude })),
    geometry: { type: 'Polygon', coordinates: rings },
  }
}

/** Outlines from the provider's locations: by name, or every one of a type (in a city). */
export async function polygonsFromProvider(
  client: ProviderClient,
  query: PolygonQuery,
): Promise<PlaceArea[]> {
  const type = query.type === 'city' ? 'city' : 'neighborhood'
  const locations = await allLocations(client, {
    type: [type],
    name: query.name,
    city: type === 'neighborhood' && query.city ? [query.city] : undefined,
  })
  return locations
    .filter((location) => (location.map.boundary?.length ?? 0) > 0)
    .map((location) => toArea(location, query.type))
}
