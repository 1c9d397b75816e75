import type { ListingsQuery, ListingsResponse } from '../../../../contract/realty'
import { parseFields, project } from '../presentListing'
import { mergeStatistics } from './halfStatistics'
import { pageOf } from './statusHalves'

/**
 * One answer from the answers of the active half and the sold half of a search (see
 * statusHalves.ts). Each half was already presented for the viewer, board rules included, so
 * nothing here can show more than the two halves show on their own: counts are added, listings
 * merged in the search's order and cut to the page asked, figures combined only where the
 * combination is exact.
 */

type SortBy = NonNullable<ListingsQuery['sortBy']>
type Listing = Readonly<Record<string, unknown>>
type Key = number | string | null

const at = (listing: Listing, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        typeof value === 'object' && value !== null
          ? (value as Record<string, unknown>)[key]
          : undefined,
      listing,
    )

const numberAt = (listing: Listing, path: string): number | null => {
  const value = at(listing, path)
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

const textAt = (listing: Listing, path: string): string | null => {
  const value = at(listing, path)
  return typeof value === 'string' && value !== '' ? value : null
}

/** The top of a "1100-1500" size range, as the site sorts sizes. */
const sqftTop = (listing: Listing): number | null => {
  const range = textAt(listing, 'details.sqft')
  const top = range?.split('-').at(-1)
  return top === undefined || top === '' || !Number.isFinite(Number(top)) ? null : Number(top)
}

const yearBuilt = (listing: Listing): number | null => {
  const year = Number.parseInt(textAt(listing, 'details.yearBuilt') ?? '', 10)
  return Number.isFinite(year) ? year : null
}

interface Order {
  /** The listing path the order reads: asked of each half so its listings can be compared. */
  readonly path: string
  readonly key: (listing: Listing) => Key
  readonly descending: boolean
}

/**
 * Each sort of the contract as a key and a direction; a listing without the key comes last, as
 * on the site. `random` has no key to merge by: the active half comes first, then the sold one.
 */
const ORDERS: Readonly<Record<Exclude<SortBy, 'random'>, Order>> = {
  createdOnDesc: { path: 'listDate', key: (l) => textAt(l, 'listDate'), descending: true },
  updatedOnDesc: { path: 'updatedOn', key: (l) => textAt(l, 'updatedOn'), descending: true },
  yearBuiltAsc: { path: 'details.yearBuilt', key: yearBuilt, descending: false },
  listPriceDesc: { path: 'listPrice', key: (l) => numberAt(l, 'listPrice'), descending: true },
  listPriceAsc: { path: 'listPrice', key: (l) => numberAt(l, 'listPrice'), descending: false },
  bedsDesc: {
    path: 'details.numBedrooms',
    key: (l) => numberAt(l, 'details.numBedrooms'),
    descending: true,
  },
  bedsAsc: {
    path: 'details.numBedrooms',
    key: (l) => numberAt(l, 'details.numBedrooms'),
    descending: false,
  },
  bathsDesc: {
    path: 'details.numBathrooms',
    key: (l) => numberAt(l, 'details.numBathrooms'),
    descending: true,
  },
  bathsAsc: {
    path: 'details.numBathrooms',
    key: (l) => numberAt(l, 'details.numBathrooms'),
    descending: false,
  },
  sqftDesc: { path: 'details.sqft', key: sqftTop, descending: true },
  soldDateDesc: { path: 'soldDate', key: (l) => textAt(l, 'soldDate'), descending: true },
}

/** The provider's order when a search names none. */
const DEFAULT_SORT = 'updatedOnDesc'

const orderOf = (query: ListingsQuery): Order | undefined => {
  const sortBy = query.sortBy ?? DEFAULT_SORT
  return sortBy === 'random' ? undefined : ORDERS[sortBy]
}

/** The fields to ask of each half: the search's, plus what its order reads. */
export function halfFields(query: ListingsQuery): string | undefined {
  const order = orderOf(query)
  if (query.fields === undefined || query.fields.trim() === '' || !order) return query.fields
  const fields = query.fields.split(',').map((field) => field.trim())
  return fields.includes(order.path) ? query.fields : [...fields, order.path].join(',')
}

function compareKeys(a: Key, b: Key, descending: boolean): number {
  if (a === b) return 0
  if (a === null) return 1
  if (b === null) return -1
  const order = a < b ? -1 : 1
  return descending ? -order : order
}

/**
 * The two halves' listings in the search's order (each half is already in it): a stable merge,
 * the active half first among equal keys.
 */
export function mergeInOrder(
  query: ListingsQuery,
  active: readonly Listing[],
  sold: readonly Listing[],
): Listing[] {
  const order = orderOf(query)
  if (!order) return [...active, ...sold]
  const merged: Listing[] = []
  let a = 0
  let s = 0
  for (;;) {
    const fromActive = active[a]
    const fromSold = sold[s]
    if (!fromActive && !fromSold) break
    const activeFirst =
      !fromSold ||
      (fromActive !== undefined &&
        compareKeys(order.key(fromActive), order.key(fromSold), order.descending) <= 0)
    if (activeFirst && fromActive) {
      merged.push(fromActive)
      a++
    } else if (fromSold) {
      merged.push(fromSold)
      s++
    }
  }
  return merged
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Counts per value of the aggregated fields, added up; the map's clusters side by side. */
export function addAggregates(
  active: Readonly<Record<string, unknown>> | undefined,
  sold: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> | undefined {
  if (!active) return sold && { ...sold }
  if (!sold) return { ...active }
  const result: Record<string, unknown> = {}
  for (const key of new Set([...Object.keys(active), ...Object.keys(sold)])) {
    const a = active[key]
    const b = sold[key]
    if (key === 'map' && isRecord(a) && isRecord(b)) {
      const clusters = (side: Record<string, unknown>): unknown[] =>
        Array.isArray(side.clusters) ? (side.clusters as unknown[]) : []
      result.map = { ...a, ...b, clusters: [...clusters(a), ...clusters(b)] }
    } else if (typeof a === 'number' || typeof b === 'number') {
      result[key] = (typeof a === 'number' ? a : 0) + (typeof b === 'number' ? b : 0)
    } else if (isRecord(a) || isRecord(b)) {
      result[key] = addAggregates(isRecord(a) ? a : undefined, isRecord(b) ? b : undefined)
    }
  }
  return result
}

/**
 * The answer to `query` from its two halves, each read from the first listing up to the end of
 * the page asked: the page is cut from their merge, and the listings cut to the fields asked.
 */
export function mergeHalves(
  query: ListingsQuery,
  active: ListingsResponse,
  sold: ListingsResponse,
): ListingsResponse {
  const { pageNum, pageSize } = pageOf(query)
  const count = active.count + sold.count
  const paths = parseFields(query.fields)
  const listings =
    query.listings === false
      ? []
      : mergeInOrder(query, active.listings, sold.listings)
          .slice((pageNum - 1) * pageSize, pageNum * pageSize)
          .map((listing) => project(listing, paths))
  const response: ListingsResponse = {
    page: pageNum,
    numPages: Math.ceil(count / pageSize),
    pageSize,
    count,
    listings,
  }
  const statistics = mergeStatistics(active.statistics, sold.statistics, [active.count, sold.count])
  if (statistics) response.statistics = statistics
  const aggregates = addAggregates(active.aggregates, sold.aggregates)
  if (aggregates) response.aggregates = aggregates
  return response
}
