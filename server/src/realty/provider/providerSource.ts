import type {
  AutocompleteQuery,
  HistoryEntry,
  HistoryQuery,
  ListingsQuery,
  ListingsResponse,
  Statistics,
} from '../../../../contract/realty'
import type { ListingsSourceConfig } from '../../config'
import type { ListingRecord } from '../../data/listingRecord'
import { HttpError } from '../../httpErrors'
import {
  guestTextSearchFilters,
  isBackOfficeOnly,
  PUBLIC_LISTINGS_ONLY,
  SITE_LISTINGS_ONLY,
  publicSalesQuestion,
  soldPriceStatistics,
  withPublicSoldPrices,
} from '../boardRules'
import { parseFields, type Viewer } from '../presentListing'
import { parseAggregates } from '../aggregateFields'
import { parseStatistics } from '../statistics'
import type { ListingSource } from '../source'
import { ProviderClient, type ParamValue, type ProviderClientOptions } from './client'
import { similarFromProvider, suggestionsFromProvider } from './composed'
import { normaliseListing } from './normalise'
import { toProviderSearch, wantsClusters } from './params'
import { locationsFromProvider, polygonsFromProvider } from './places'
import { addressNumber } from './addressNumbers'
import { historyFromProvider } from './historyEntries'
import { withHomesChecked, withPageHomesChecked } from './homes'
import { presentCluster, presentListings } from './present'
import type { ProviderCluster, ProviderListing, ProviderSearchResponse } from './providerTypes'
import { HALF_PAGE_SIZE, pageOf, statusHalves } from './statusHalves'
import { halfFields, mergeHalves } from './mergeHalves'
import { AUTOCOMPLETE_SEARCH_FIELDS, DEFAULT_AUTOCOMPLETE_SIZE, TTL_MS } from './providerSettings'

export { AUTOCOMPLETE_SEARCH_FIELDS, TTL_MS } from './providerSettings'

export type ProviderSource = ListingSource & { readonly client: ProviderClient }

/**
 * The provider's parameters for a search: a guest's text matches public listings only, and a
 * guest gets no statistics per aggregate (the provider's per-type sold prices would include
 * withheld sales, with no count to hold the 10-sale rule to).
 */
function searchParams(query: ListingsQuery, viewer: Viewer): Record<string, ParamValue> {
  const params: Record<string, ParamValue> = {
    ...toProviderSearch(query, viewer.signedIn),
    ...guestTextSearchFilters(query, viewer.signedIn),
  }
  if (!viewer.signedIn) delete params.aggregateStatistics
  return params
}

/**
 * A guest's statistics: sold prices asked again of public sales only (the provider hides
 * nothing itself), then the 10-sale rule on those; every other figure as the provider answered.
 */
async function guestStatistics(
  client: ProviderClient,
  query: ListingsQuery,
  full: Statistics,
): Promise<Statistics> {
  const sold = soldPriceStatistics(query.statistics)
  if (sold === undefined) return full
  const publicSales = await client.get<ProviderSearchResponse>(
    '/listings',
    {
      ...toProviderSearch(publicSalesQuestion(query, sold), false),
      ...PUBLIC_LISTINGS_ONLY,
    },
    TTL_MS.statistics,
  )
  return withPublicSoldPrices(full, publicSales.statistics ?? {})
}

/**
 * An answer's listings and its clusters' listings, normalised; for a guest each marked when its
 * home has a withheld listing (one home check for them all, see withPageHomesChecked), so no
 * card, pin or cluster gives a guest a withheld home's street, position or sold price.
 */
async function answerRecords(
  client: ProviderClient,
  listings: readonly ProviderListing[] | undefined,
  clusters: readonly ProviderCluster[],
  viewer: Viewer,
): Promise<{ listings: ListingRecord[]; clusters: (ListingRecord | undefined)[] }> {
  const records = (listings ?? []).map((listing) => normaliseListing(listing))
  const clustered = clusters.map((cluster) => cluster.listing && normaliseListing(cluster.listing))
  if (viewer.signedIn) return { listings: records, clusters: clustered }
  const single = clustered.filter((record): record is ListingRecord => record !== undefined)
  const checked = await withPageHomesChecked(client, [...records, ...single])
  const checkedSingles = checked.slice(records.length)
  return {
    listings: checked.slice(0, records.length),
    clusters: clustered.map((record) => record && checkedSingles.shift()),
  }
}

/** GET /listings through the provider: its answer presented for the viewer. */
async function searchThrough(
  client: ProviderClient,
  query: ListingsQuery,
  viewer: Viewer,
): Promise<ListingsResponse> {
  // The same names are refused (400) as by the SQLite source, before the provider is asked.
  parseStatistics(query.statistics)
  parseAggregates(query.aggregates)
  const onlyFigures = query.listings === false && query.statistics !== undefined
  const answer = await client.get<ProviderSearchResponse>(
    '/listings',
    searchParams(query, viewer),
    onlyFigures ? TTL_MS.statistics : TTL_MS.search,
  )
  const clusters = wantsClusters(query) ? (answer.aggregates?.map?.clusters ?? []) : []
  const records = await answerRecords(client, answer.listings, clusters, viewer)
  const response: ListingsResponse = {
    page: answer.page,
    numPages: answer.numPages,
    pageSize: answer.pageSize,
    count: answer.count,
    listings: presentListings(records.listings, viewer, query.fields),
  }
  if (answer.statistics) {
    // The provider hides nothing: a guest's sold prices are the public sales', 10 at least.
    response.statistics = viewer.signedIn
      ? { ...answer.statistics }
      : await guestStatistics(client, query, answer.statistics)
  }
  if (answer.aggregates) {
    const result: Record<string, unknown> = { ...answer.aggregates }
    delete result.map
    if (wantsClusters(query)) {
      const paths = parseFields((query as { clusterFields?: string }).clusterFields ?? query.fields)
      result.map = {
        clusters: clusters.map((cluster, at) =>
          presentCluster(cluster, viewer, paths, records.clusters[at]),
        ),
      }
    }
    response.aggregates = result
  }
  return response
}

/**
 * One half of a split search (statusHalves.ts), read from its first listing to `depth`: in one
 * provider page when it fits, else page after page; its figures are the first page's.
 */
async function readHalf(
  client: ProviderClient,
  half: ListingsQuery,
  depth: number,
  viewer: Viewer,
): Promise<ListingsResponse> {
  const resultsPerPage = Math.min(Math.max(depth, 1), HALF_PAGE_SIZE)
  const first = await searchThrough(client, { ...half, pageNum: 1, resultsPerPage }, viewer)
  const listings = [...first.listings]
  for (let pageNum = 2; listings.length < depth && pageNum <= first.numPages; pageNum++) {
    const page = await searchThrough(client, { ...half, pageNum, resultsPerPage }, viewer)
    if (page.listings.length === 0) break
    listings.push(...page.listings)
  }
  return { ...first, listings: listings.slice(0, depth) }
}

/** A search through the provider: as one search, or as its active and sold halves merged. */
async function searchInHalves(
  client: ProviderClient,
  query: ListingsQuery,
  viewer: Viewer,
): Promise<ListingsResponse> {
  const halves = statusHalves(query)
  if ('whole' in halves) return searchThrough(client, halves.whole, viewer)
  const { pageNum, pageSize } = pageOf(query)
  const depth = query.listings === false ? 0 : pageNum * pageSize
  const fields = halfFields(query)
  const read = (half: ListingsQuery) =>
    readHalf(client, { ...half, ...(fields !== undefined && { fields }) }, depth, viewer)
  const [active, sold] = await Promise.all([read(halves.active), read(halves.sold)])
  return mergeHalves(query, active, sold)
}

export function createProviderSource(
  config: Pick<ListingsSourceConfig, 'providerUrl' | 'providerKey' | 'providerTimeoutMs'>,
  options: Partial<ProviderClientOptions> = {},
): ProviderSource {
  const client = new ProviderClient({
    baseUrl: config.providerUrl,
    apiKey: config.providerKey,
    timeoutMs: config.providerTimeoutMs,
    everySearch: SITE_LISTINGS_ONLY,
    ...options,
  })

  const search = (query: ListingsQuery, viewer: Viewer) => searchInHalves(client, query, viewer)

  /** One listing, marked when another listing of its home is withheld (see withHomesChecked). */
  async function listing(mlsNumber: string, boardId: number | undefined) {
    try {
      const answer = await client.get<ProviderListing>(
        `/listings/${encodeURIComponent(mlsNumber)}`,
        { boardId },
        TTL_MS.listing,
      )
      if (isBackOfficeOnly(answer)) return undefined
      const [record] = await withHomesChecked(client, [normaliseListing(answer, { boardId })])
      return record
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return undefined
      throw error
    }
  }

  async function history(query: HistoryQuery): Promise<HistoryEntry[]> {
    // The provider's history call takes no board or province: its entries are matched here.
    // The street's direction tells 10 King St E from 10 King St W; numbers as the provider keeps them.
    const { city, streetName, streetSuffix, streetDirection, zip } = query
    const answer = await client.get<unknown>(
      '/listings/history',
      {
        city,
        streetName,
        streetNumber: addressNumber(query.streetNumber),
        streetSuffix,
        streetDirection,
        unitNumber: query.unitNumber === undefined ? undefined : addressNumber(query.unitNumber),
        zip,
      },
      TTL_MS.listing,
    )
    return historyFromProvider(answer, query)
  }

  /**
   * The provider matches every listing's street and cannot match a withheld one by its MLS
   * number, city and neighbourhood alone, so a guest's suggestions are public listings only
   * (as a guest's text search): whether a withheld listing is suggested can then never depend on
   * its hidden street.
   */
  async function autocomplete(query: AutocompleteQuery, viewer: Viewer) {
    const pageSize = query.resultsPerPage ?? DEFAULT_AUTOCOMPLETE_SIZE
    const answer = await client.get<ProviderSearchResponse>(
      '/listings',
      {
        ...toProviderSearch(
          {
            search: query.search,
            searchFields: query.searchFields ?? AUTOCOMPLETE_SEARCH_FIELDS,
            type: query.type,
            // Both active and sold homes, the active ones first, as the SQLite source answers.
            status: query.status ?? ['A', 'U'],
            sortBy: 'statusAscListDateDesc',
            resultsPerPage: pageSize,
            fields: query.fields,
            aggregates: query.aggregates,
          },
          viewer.signedIn,
        ),
        ...guestTextSearchFilters(query, viewer.signedIn),
      },
      TTL_MS.search,
    )
    const records = await answerRecords(client, answer.listings, [], viewer)
    return {
      page: 1,
      numPages: Math.ceil(answer.count / pageSize),
      pageSize,
      count: answer.count,
      listings: presentListings(records.listings, viewer, query.fields),
    }
  }

  return {
    kind: 'provider',
    client,
    search,
    listing,
    similar: (record: ListingRecord, viewer: Viewer) => similarFromProvider(client, record, viewer),
    suggestions: (record: ListingRecord, viewer: Viewer) =>
      suggestionsFromProvider(client, record, viewer),
    history,
    autocomplete,
    locations: (query) => locationsFromProvider(client, query),
    polygons: (query) => polygonsFromProvider(client, query),
  }
}
