import { HOME_TYPE_PROPERTY_TYPES, type NamedHomeType } from '../../../contract/homeTypes'
import { placeKey } from '../realty/placeNames'

/** What a saved search asks for, read from its app path and polygon. */
export interface SearchCriteria {
  readonly type: 'Sale' | 'Lease'
  readonly active: boolean
  readonly sold: boolean
  /** Empty: any residential or condo home. */
  readonly propertyTypes: readonly string[]
  readonly minPrice: number
  readonly maxPrice: number | undefined
  readonly minBeds: number
  readonly minBaths: number
  readonly minSqft: number
  readonly keywords: readonly string[]
  /** Place keys (see `placeKey`), from /list/{state}/{city}/{neighbourhood}. */
  readonly city: string | undefined
  readonly neighborhood: string | undefined
  readonly polygon: readonly (readonly [number, number])[] | undefined
}

/** The search screen's default maximum price; `maxPrice=none` lifts it. */
export const DEFAULT_MAX_PRICE = 6_000_000

const PROVINCES = new Set(['on', 'ontario'])

function whole(value: string | null, max: number, fallback: number): number {
  if (value === null || !/^\d{1,9}$/.test(value)) return fallback
  const number = Number(value)
  return number <= max ? number : fallback
}

/**
 * A saved search whose path cannot be read as the search screen reads its URL: no run could
 * ever decide it, so it is refused when saved and set aside when found among stored ones.
 */
export class UnreadableSearch extends Error {}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw new UnreadableSearch(`the path segment "${segment}" is not valid percent-encoded UTF-8`)
  }
}

function place(pathname: string): Pick<SearchCriteria, 'city' | 'neighborhood'> {
  const segments = pathname.split('/').filter(Boolean).map(decodeSegment)
  if (segments[0] !== 'list') return { city: undefined, neighborhood: undefined }
  const [first, second, third] = segments.slice(1)
  const key = (segment: string | undefined) => (segment ? placeKey(segment) : undefined)
  // A single segment that is not a province is a city (/list/toronto).
  if (first && !PROVINCES.has(first.toLowerCase()))
    return { city: key(first), neighborhood: undefined }
  return { city: key(second), neighborhood: key(third) }
}

function isHomeType(value: string): value is NamedHomeType {
  return Object.hasOwn(HOME_TYPE_PROPERTY_TYPES, value)
}

function appUrl(path: string): URL {
  try {
    return new URL(path, 'http://app.invalid')
  } catch {
    throw new UnreadableSearch('the path is not a URL path')
  }
}

/**
 * A saved search's criteria, read the way the search screen reads its URL: a missing or
 * malformed value takes the screen's default (sale, active, any home, up to $6,000,000). A path
 * that cannot be read at all (a place segment that is not valid percent-encoding) throws
 * `UnreadableSearch`.
 */
export function criteriaFromSavedSearch(
  path: string,
  polygon: readonly (readonly [number, number])[] | null,
): SearchCriteria {
  const url = appUrl(path)
  const query = url.searchParams
  const homes = query.getAll('home').filter(isHomeType)
  const rawMax = query.get('maxPrice')
  const active = query.get('active') !== '0'
  const sold = query.get('sold') === '1'
  return {
    type: query.get('type') === 'lease' ? 'Lease' : 'Sale',
    // Both off cannot happen on the screen: such a link shows active listings.
    active: active || !sold,
    sold,
    propertyTypes: homes.flatMap((home) => HOME_TYPE_PROPERTY_TYPES[home]),
    minPrice: whole(query.get('minPrice'), 100_000_000, 0),
    maxPrice: rawMax === 'none' ? undefined : whole(rawMax, 100_000_000, DEFAULT_MAX_PRICE),
    minBeds: whole(query.get('beds'), 5, 0),
    minBaths: whole(query.get('baths'), 5, 0),
    minSqft: whole(query.get('sqft'), 100_000, 0),
    keywords: (query.get('q') ?? '')
      .slice(0, 100)
      .toLowerCase()
      .split(/[^\p{L}\p{N}'#-]+/u)
      .filter(Boolean)
      .slice(0, 8),
    ...place(url.pathname),
    polygon: polygon ?? undefined,
  }
}

/** Why a saved search's path cannot be read as the alert job reads it, or undefined if it can. */
export function unreadableReason(path: string): string | undefined {
  try {
    criteriaFromSavedSearch(path, null)
    return undefined
  } catch (error) {
    if (error instanceof UnreadableSearch) return error.message
    throw error
  }
}
