import type { SuggestionsResponse } from '../../../../contract/realty'
import type { ListingRecord } from '../../data/listingRecord'
import { homeKeyOf, siteListings } from '../boardRules'
import { CARD_FIELDS, forViewer, listingCard, type Viewer } from '../presentListing'
import { getPlaces } from './locationSource'
import type { ProviderClient } from './client'
import { withHomesChecked, withPageHomesChecked } from './homes'
import { normaliseListing, toNumber } from './normalise'
import { LOCATIONS_PAGE_SIZE, PLACES_TTL_MS } from './places'
import { providerFieldsFor } from './providerFields'
import type { ProviderLocationsResponse, ProviderSearchResponse } from './providerTypes'
import { relatedListings } from './relatedAnswers'

const SIMILAR_LIMIT = 4
const SUGGESTION_LIMIT = 10
/** How far the provider looks for similar homes, in km; the nearest four are kept. */
const SIMILAR_RADIUS_KM = 10
/** Similar homes are priced within this share of the listing's price. */
const SIMILAR_PRICE_SHARE = 0.2
const TTL_MS = 60_000
/**
 * What a card needs of the provider: its fields (the board rules' permissions among them) and
 * what similar homes are chosen by (number, deal, home type, city, position), all card fields.
 */
const CARD_PROVIDER_FIELDS = providerFieldsFor(CARD_FIELDS).join(',')

const squaredDistance = (a: ListingRecord['map'], b: ListingRecord['map']) =>
  (a.latitude - b.latitude) ** 2 + (a.longitude - b.longitude) ** 2

/**
 * Similar homes from the provider's similar call: active, within 10 km and 20 percent of the
 * price; of those, another home (never another listing of this address) of the same kind of
 * deal, home and city, nearest first, four at most. For a guest each is checked for a withheld
 * listing of its home.
 */
export async function similarFromProvider(
  client: ProviderClient,
  listing: ListingRecord,
  viewer: Viewer,
): Promise<Record<string, unknown>[]> {
  const answer = await client.get<unknown>(
    `/listings/${encodeURIComponent(listing.mlsNumber)}/similar`,
    {
      boardId: [listing.boardId],
      radius: SIMILAR_RADIUS_KM,
      listPriceRange: Math.round(listing.listPrice * SIMILAR_PRICE_SHARE),
      fields: CARD_PROVIDER_FIELDS,
    },
    TTL_MS,
  )
  // A guest's nearness is measured from the position a guest is given of this listing.
  const from = forViewer(listing, viewer).map
  const home = homeKeyOf(listing)
  // Asked of this listing's board only, so an entry that names no board is of it.
  const nearest = siteListings(relatedListings('similar', answer))
    .map((entry) => normaliseListing(entry, { boardId: listing.boardId }))
    .filter(
      (other) =>
        other.mlsNumber !== listing.mlsNumber &&
        homeKeyOf(other) !== home &&
        other.type === listing.type &&
        other.details.propertyType === listing.details.propertyType &&
        other.address.city === listing.address.city,
    )
    .sort((a, b) => squaredDistance(a.map, from) - squaredDistance(b.map, from))
    .slice(0, SIMILAR_LIMIT)
  const checked = viewer.signedIn ? nearest : await withHomesChecked(client, nearest)
  return checked.map((other) => listingCard(other, viewer))
}

/** Counts per value of one aggregate, largest first. */
function countsOf(answer: ProviderSearchResponse, path: readonly string[]): [string, number][] {
  let node: unknown = answer.aggregates
  for (const key of path) node = (node as Record<string, unknown> | undefined)?.[key]
  return Object.entries((node ?? {}) as Record<string, number | string>)
    .map(([name, count]): [string, number] => [name, toNumber(count)])
    .sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
}

const NO_LISTINGS: ProviderSearchResponse = {
  page: 1,
  numPages: 0,
  pageSize: 0,
  count: 0,
  listings: [],
}
const NO_LOCATIONS: ProviderLocationsResponse = { locations: [] }

/**
 * The parts of a composed answer, each standing alone: a part that fails is answered empty so the
 * others still show, unless every part failed, when the first failure is the answer (a provider
 * that is down or refuses our key is then a 502, 503 or 504, not an empty page).
 */
class PartFailures {
  private readonly failures: unknown[] = []
  private parts = 0

  async orElse<T>(part: Promise<T>, empty: T): Promise<T> {
    this.parts += 1
    try {
      return await part
    } catch (error) {
      this.failures.push(error)
      return empty
    }
  }

  throwIfAllFailed(): void {
    if (this.parts > 0 && this.failures.length === this.parts) throw this.failures[0]
  }
}

/**
 * The detail page's suggestions, composed from provider searches: the city's neighbourhoods with
 * the most active listings of this deal type, the ten nearest other cities (their centres from
 * the provider's locations) with their counts, the city's newest listings, and similar homes.
 */
export async function suggestionsFromProvider(
  client: ProviderClient,
  listing: ListingRecord,
  viewer: Viewer,
): Promise<SuggestionsResponse> {
  const { city } = listing.address
  const type = listing.type === 'Sale' ? 'sale' : 'lease'
  const kind = listing.type === 'Sale' ? 'for Sale' : 'for Lease'
  const active = { status: ['A'], type: [type] }
  const failures = new PartFailures()
  const [byNeighbourhood, byCity, cities, recent, similarListings] = await Promise.all([
    failures.orElse(
      client.get<ProviderSearchResponse>(
        '/listings',
        { ...active, city: [city], listings: false, aggregates: 'address.neighborhood' },
        TTL_MS,
      ),
      NO_LISTINGS,
    ),
    failures.orElse(
      client.get<ProviderSearchResponse>(
        '/listings',
        { ...active, listings: false, aggregates: 'address.city' },
        TTL_MS,
      ),
      NO_LISTINGS,
    ),
    failures.orElse(
      getPlaces<ProviderLocationsResponse>(
        client,
        '/locations',
        { type: ['city'], resultsPerPage: LOCATIONS_PAGE_SIZE },
        PLACES_TTL_MS,
      ),
      NO_LOCATIONS,
    ),
    failures.orElse(
      client.get<ProviderSearchResponse>(
        '/listings',
        {
          ...active,
          city: [city],
          sortBy: 'createdOnDesc',
          resultsPerPage: SUGGESTION_LIMIT,
          fields: CARD_PROVIDER_FIELDS,
        },
        TTL_MS,
      ),
      NO_LISTINGS,
    ),
    failures.orElse(similarFromProvider(client, listing, viewer), []),
  ])
  failures.throwIfAllFailed()
  const recentRecords = recent.listings.map((item) => normaliseListing(item))
  const recentChecked = viewer.signedIn
    ? recentRecords
    : await withPageHomesChecked(client, recentRecords)
  const popular = countsOf(byNeighbourhood, ['address', 'neighborhood'])
    .slice(0, SUGGESTION_LIMIT)
    .map(([neighborhood, count]) => ({
      label: `${neighborhood} Homes ${kind}`,
      city,
      neighborhood,
      count,
    }))
  const counts = new Map(countsOf(byCity, ['address', 'city']))
  const centre = (location: ProviderLocationsResponse['locations'][number]) => ({
    latitude: toNumber(location.map.latitude),
    longitude: toNumber(location.map.longitude),
  })
  const here = cities.locations.find((location) => location.name === city)
  const from = here ? centre(here) : listing.map
  const nearby = cities.locations
    .filter((location) => location.name !== city)
    .map((location) => ({ name: location.name, distance: squaredDistance(centre(location), from) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, SUGGESTION_LIMIT)
    .map(({ name }) => ({
      label: `${name} Homes ${kind}`,
      city: name,
      count: counts.get(name) ?? 0,
    }))
  return {
    suggestions: {
      popular,
      nearby,
      recent: recentChecked.map((record) => listingCard(record, viewer)),
    },
    similarListings,
  }
}
