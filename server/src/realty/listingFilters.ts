import type { ListingsQuery } from '../../../contract/realty'
import { tileOf } from '../data/geometry'
import { badRequest } from '../httpErrors'
import { columnsFor, type PositionColumns } from './boardRules'
import type { MapArea } from './mapPolygon'

export interface Where {
  readonly sql: string
  readonly params: (string | number)[]
}

const CLASS_VALUES = {
  residential: 'ResidentialProperty',
  condo: 'CondoProperty',
  commercial: 'CommercialProperty',
} as const

/** Code injected into a search box reads like this; addresses and keywords never do. */
const SQL_LOOKING =
  /;|--|\/\*|\*\/|\b(select|union|insert|update|delete|drop|alter)\b[\s\S]*\b(from|into|table|set|select|where)\b/i

/** The words of a keyword or address search, lower-cased; refuses what looks like code. */
export function searchWords(search: string | undefined): string[] {
  if (search === undefined) return []
  if (SQL_LOOKING.test(search)) {
    throw badRequest('querystring/search looks like code, not an address or keywords')
  }
  return search
    .toLowerCase()
    .split(/[^\p{L}\p{N}'#-]+/u)
    .filter(Boolean)
    .slice(0, 8)
}

function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/**
 * A guest's map test reads the listing's guest position, which lies within ~110 m of its own;
 * the index narrows by its own tile, so the tile range widens by 16 zoom-20 tiles (over 160 m
 * south of 69 degrees north) to keep every guest position inside the box in the scan.
 */
const GUEST_TILE_MARGIN = 16

/**
 * The WHERE clause for a search. Every value is a bound parameter; column names come only from
 * this file and the board rules' column sets, never from the request. Text and position are
 * read from the viewer's columns: a guest never matches a withheld listing's street or door.
 */
export function buildWhere(
  query: ListingsQuery,
  area: MapArea | undefined,
  columns: PositionColumns = columnsFor({ signedIn: true }),
): Where {
  const clauses: string[] = []
  const params: (string | number)[] = []
  const inList = (column: string, values: readonly (string | number)[] | undefined) => {
    if (!values || values.length === 0) return
    clauses.push(`${column} IN (${values.map(() => '?').join(', ')})`)
    params.push(...values)
  }
  const compare = (column: string, operator: '>=' | '<=', value: string | number | undefined) => {
    if (value === undefined) return
    clauses.push(`${column} ${operator} ?`)
    params.push(value)
  }

  inList(
    'type',
    query.type?.map((type) => (type === 'sale' ? 'Sale' : 'Lease')),
  )
  inList('status', query.status)
  inList('last_status', query.lastStatus)
  inList(
    'class',
    query.class?.map((value) => CLASS_VALUES[value]),
  )
  inList('property_type', query.propertyType)
  inList('style', query.style)
  inList('area', query.area)
  inList('city', query.city)
  inList('neighborhood', query.neighborhood)
  inList('board_id', query.boardId)
  compare('list_price', '>=', query.minPrice)
  compare('list_price', '<=', query.maxPrice)
  compare('sold_price', '>=', query.minSoldPrice)
  compare('sold_price', '<=', query.maxSoldPrice)
  compare('beds', '>=', query.minBeds)
  compare('beds', '<=', query.maxBeds)
  compare('baths', '>=', query.minBaths)
  compare('baths', '<=', query.maxBaths)
  // A home whose size range reaches the minimum qualifies, as the feed treats ranges.
  compare('sqft_max', '>=', query.minSqft)
  compare('sqft_min', '<=', query.maxSqft)
  compare('list_date', '>=', query.minListDate)
  compare('list_date', '<=', query.maxListDate && `${query.maxListDate}T23:59:59.999Z`)
  compare('sold_date', '>=', query.minSoldDate)
  compare('sold_date', '<=', query.maxSoldDate && `${query.maxSoldDate}T23:59:59.999Z`)
  compare('updated_on', '>=', query.minUpdatedOn)
  for (const word of searchWords(query.search)) {
    clauses.push(`${columns.searchText} LIKE ? ESCAPE '\\'`)
    params.push(`%${escapeLike(word)}%`)
  }
  if (area) {
    const { west, south, east, north } = area.bounds
    const northWest = tileOf(west, north)
    const southEast = tileOf(east, south)
    const margin = columns.lat === 'lat' ? 0 : GUEST_TILE_MARGIN
    // The tile range lets the index narrow the scan; the lat/lng test makes it exact.
    clauses.push('tile_x BETWEEN ? AND ?', 'tile_y BETWEEN ? AND ?')
    params.push(
      northWest.x - margin,
      southEast.x + margin,
      northWest.y - margin,
      southEast.y + margin,
    )
    clauses.push(`${columns.lat} BETWEEN ? AND ?`, `${columns.lng} BETWEEN ? AND ?`)
    params.push(south, north, west, east)
  }
  return { sql: clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '', params }
}

export const ORDER_BY: Readonly<Record<NonNullable<ListingsQuery['sortBy']>, string>> = {
  random: 'random_key',
  createdOnDesc: 'list_date DESC',
  updatedOnDesc: 'updated_on DESC',
  yearBuiltAsc: 'year_built IS NULL, year_built ASC',
  listPriceDesc: 'list_price DESC',
  listPriceAsc: 'list_price ASC',
  bedsDesc: 'beds DESC',
  bedsAsc: 'beds ASC',
  bathsDesc: 'baths DESC',
  bathsAsc: 'baths ASC',
  sqftDesc: 'sqft_max IS NULL, sqft_max DESC',
  soldDateDesc: 'sold_date IS NULL, sold_date DESC',
}
