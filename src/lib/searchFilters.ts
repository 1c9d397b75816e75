/**
 * The search state the filter bar edits, the realty query it becomes, and the URL query it is
 * mirrored in.
 */
import type { QueryParams } from './queryString'
import {
  ACTIVE_LAST_STATUSES,
  LEASED_LAST_STATUSES,
  SOLD_LAST_STATUSES,
} from '../../contract/listing'
import { MAX_SEARCH_LENGTH } from '../../contract/searchLimits'
import {
  DEFAULT_SEARCH_MAX_PRICE,
  HOME_TYPES,
  homeTypeParams,
  minDateForDays,
  type DealType,
  type HomeType,
} from './searchRules'

export const SEARCH_SORTS = [
  'random',
  'createdOnDesc',
  'yearBuiltAsc',
  'listPriceDesc',
  'listPriceAsc',
  'bedsDesc',
  'bedsAsc',
  'bathsDesc',
  'bathsAsc',
  'sqftDesc',
] as const
export type SearchSort = (typeof SEARCH_SORTS)[number]

/** searchParams: what the filter bar sets for the active search. */
export interface SearchFilters {
  readonly type: DealType
  readonly minPrice: number
  /** Undefined: no maximum. */
  readonly maxPrice: number | undefined
  /** Active days on market; 0 is All. */
  readonly activeDays: number
  readonly homeTypes: readonly HomeType[]
  readonly minBeds: number
  readonly minBaths: number
  readonly minSqft: number
  readonly keywords: string
  readonly sortBy: SearchSort
}

/** searchParamsSold: the sold (or leased) search's own choice. */
export interface SoldFilters {
  /** Sold days on market; 0 is All. */
  readonly soldDays: number
}

export interface StatusFlags {
  /** showActiveListings */
  readonly active: boolean
  /** showSoldListings */
  readonly sold: boolean
}

/**
 * Default search: for sale, status A, lastStatus New or Pc, class condo and residential, price
 * 0 to 6,000,000.
 */
export const DEFAULT_FILTERS: SearchFilters = {
  type: 'sale',
  minPrice: 0,
  maxPrice: DEFAULT_SEARCH_MAX_PRICE,
  activeDays: 0,
  homeTypes: ['Any'],
  minBeds: 0,
  minBaths: 0,
  minSqft: 0,
  keywords: '',
  sortBy: 'createdOnDesc',
}
export const DEFAULT_SOLD: SoldFilters = { soldDays: 0 }
export const DEFAULT_STATUS: StatusFlags = { active: true, sold: false }

/**
 * The realty query for a search. Active adds status A and the active lastStatus set with the
 * minimum list date; Sold (or Leased) adds status U, the sold (or leased) lastStatuses and the
 * minimum sold date (0 means all). Empty, zero and null values are dropped when the query is
 * written (queryString.toQueryString).
 */
export function listingsQuery(
  filters: SearchFilters,
  sold: SoldFilters,
  flags: StatusFlags,
  today: Date,
): Record<string, QueryParams[string]> {
  const status: string[] = []
  const lastStatus: string[] = []
  if (flags.active) {
    status.push('A')
    lastStatus.push(...ACTIVE_LAST_STATUSES)
  }
  if (flags.sold) {
    status.push('U')
    lastStatus.push(...(filters.type === 'lease' ? LEASED_LAST_STATUSES : SOLD_LAST_STATUSES))
  }
  const homes = homeTypeParams(filters.homeTypes)
  return {
    type: filters.type,
    status,
    lastStatus,
    class: homes.class,
    propertyType: homes.propertyType,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    minListDate: flags.active ? minDateForDays(filters.activeDays, today) : undefined,
    minSoldDate: flags.sold ? minDateForDays(sold.soldDays, today) : undefined,
    minBeds: filters.minBeds,
    minBaths: filters.minBaths,
    minSqft: filters.minSqft,
    search: filters.keywords.trim(),
  }
}

/** The URL query keys a search is mirrored in. */
const KEYS = [
  'type',
  'minPrice',
  'maxPrice',
  'days',
  'soldDays',
  'active',
  'sold',
  'home',
  'beds',
  'baths',
  'sqft',
  'q',
  'sortBy',
] as const

export interface MirroredSearch {
  readonly filters: SearchFilters
  readonly sold: SoldFilters
  readonly flags: StatusFlags
}

/**
 * Writes a search into `base` (other keys, such as page or z, are kept): only what differs
 * from the default search appears, so the plain URL means the default search.
 */
export function writeSearchQuery(
  { filters, sold, flags }: MirroredSearch,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base)
  for (const key of KEYS) next.delete(key)
  if (filters.type !== DEFAULT_FILTERS.type) next.set('type', filters.type)
  if (filters.minPrice > 0) next.set('minPrice', String(filters.minPrice))
  if (filters.maxPrice !== DEFAULT_FILTERS.maxPrice) {
    next.set('maxPrice', filters.maxPrice === undefined ? 'none' : String(filters.maxPrice))
  }
  if (filters.activeDays > 0) next.set('days', String(filters.activeDays))
  if (sold.soldDays > 0) next.set('soldDays', String(sold.soldDays))
  if (!flags.active) next.set('active', '0')
  if (flags.sold) next.set('sold', '1')
  if (!filters.homeTypes.includes('Any')) {
    for (const home of filters.homeTypes) next.append('home', home)
  }
  if (filters.minBeds > 0) next.set('beds', String(filters.minBeds))
  if (filters.minBaths > 0) next.set('baths', String(filters.minBaths))
  if (filters.minSqft > 0) next.set('sqft', String(filters.minSqft))
  if (filters.keywords.trim() !== '') next.set('q', filters.keywords.trim())
  if (filters.sortBy !== DEFAULT_FILTERS.sortBy) next.set('sortBy', filters.sortBy)
  return next
}

function whole(value: string | null, { min, max }: { min: number; max: number }, fallback: number) {
  if (value === null || !/^\d{1,9}$/.test(value)) return fallback
  const number = Number(value)
  return number >= min && number <= max ? number : fallback
}

const isHomeType = (value: string): value is HomeType =>
  (HOME_TYPES as readonly string[]).includes(value)
const isSort = (value: string | null): value is SearchSort =>
  value !== null && (SEARCH_SORTS as readonly string[]).includes(value)

/**
 * Reads a search back from a URL query. Anything missing or malformed takes the default, so a
 * hand-edited or stale link still opens a valid search.
 */
export function readSearchQuery(query: URLSearchParams): MirroredSearch {
  const type: DealType = query.get('type') === 'lease' ? 'lease' : 'sale'
  const rawMax = query.get('maxPrice')
  const homes = query.getAll('home').filter(isHomeType)
  const active = query.get('active') !== '0'
  const soldOn = query.get('sold') === '1'
  return {
    filters: {
      type,
      minPrice: whole(query.get('minPrice'), { min: 0, max: 100_000_000 }, 0),
      maxPrice:
        rawMax === 'none'
          ? undefined
          : whole(rawMax, { min: 1, max: 100_000_000 }, DEFAULT_FILTERS.maxPrice ?? 0),
      activeDays: whole(query.get('days'), { min: 0, max: 3650 }, 0),
      homeTypes: homes.length === 0 || homes.includes('Any') ? ['Any'] : [...new Set(homes)],
      minBeds: whole(query.get('beds'), { min: 0, max: 5 }, 0),
      minBaths: whole(query.get('baths'), { min: 0, max: 5 }, 0),
      minSqft: whole(query.get('sqft'), { min: 0, max: 100_000 }, 0),
      keywords: (query.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH),
      sortBy: isSort(query.get('sortBy')) ? (query.get('sortBy') as SearchSort) : 'createdOnDesc',
    },
    sold: { soldDays: whole(query.get('soldDays'), { min: 0, max: 3650 }, 0) },
    // Active and Sold cannot both be off: a link that says so shows active listings.
    flags: active || soldOn ? { active, sold: soldOn } : DEFAULT_STATUS,
  }
}

/** Sold days-on-market choices past 180 days read as years (a year counted as 360 days: 360, 720, 1080…). */
export function daysLabel(days: number): { unit: 'all' | 'days' | 'years'; count: number } {
  if (days <= 0) return { unit: 'all', count: 0 }
  if (days >= 360 && days % 360 === 0) return { unit: 'years', count: days / 360 }
  return { unit: 'days', count: days }
}
