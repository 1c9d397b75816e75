import type { ListingsQuery } from '../../../contract/realty'
import { badRequest } from '../httpErrors'
import { columnsFor, type PositionColumns } from './boardRules'
import { addAreaBox, addListingFilters, clauseList, whereSql } from './filterClauses'
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

/**
 * The distinct words of a keyword or address search, lower-cased, eight at most: each is a scan
 * of every listing's text, and a repeated word matches nothing more. Refuses what looks like code.
 */
export function searchWords(search: string | undefined): string[] {
  if (search === undefined) return []
  if (SQL_LOOKING.test(search)) {
    throw badRequest('querystring/search looks like code, not an address or keywords')
  }
  const words = search
    .toLowerCase()
    .split(/[^\p{L}\p{N}'#-]+/u)
    .filter(Boolean)
  return [...new Set(words)].slice(0, 8)
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

/** How many tiles a map area's tile range is widened by for a viewer reading `columns`. */
export const areaTileMargin = (columns: PositionColumns) =>
  columns.lat === 'lat' ? 0 : GUEST_TILE_MARGIN

/**
 * A text search reads each candidate's search text, so reaching the rows through the status
 * indexes (a status matches a large share of all listings) costs a random read per row where a
 * plain scan of the table reads them in order: measured at 100,000 listings, 200-800 ms against
 * about 100 ms. The same holds for a price bound (the price indexes reach every listing under
 * it). `+status` and `+list_price` keep the conditions and leave those indexes out; more
 * selective indexes (city, neighbourhood, map tiles) stay usable.
 */
function scanForText(clauses: string[]): void {
  clauses.forEach((clause, at) => {
    if (clause.startsWith('status IN') || clause.startsWith('list_price ')) {
      clauses[at] = `+${clause}`
    }
  })
}

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
  const list = clauseList()
  addListingFilters(list, {
    ...query,
    classes: query.class?.map((value) => CLASS_VALUES[value]),
  })
  const words = searchWords(query.search)
  for (const word of words) {
    list.clauses.push(`${columns.searchText} LIKE ? ESCAPE '\\'`)
    list.params.push(`%${escapeLike(word)}%`)
  }
  if (words.length > 0) scanForText(list.clauses)
  if (area) addAreaBox(list, area.bounds, columns, areaTileMargin(columns))
  return { sql: whereSql(list), params: list.params }
}

type SortBy = NonNullable<ListingsQuery['sortBy']>

/** Each sort's ORDER BY terms; a sort by year built reads the viewer's columns (see orderBy). */
const ORDER_BY: Readonly<Record<Exclude<SortBy, 'yearBuiltAsc'>, string>> = {
  random: 'random_key',
  createdOnDesc: 'list_date DESC',
  updatedOnDesc: 'updated_on DESC',
  listPriceDesc: 'list_price DESC',
  listPriceAsc: 'list_price ASC',
  bedsDesc: 'beds DESC',
  bedsAsc: 'beds ASC',
  bathsDesc: 'baths DESC',
  bathsAsc: 'baths ASC',
  sqftDesc: 'sqft_max IS NULL, sqft_max DESC',
  soldDateDesc: 'sold_date IS NULL, sold_date DESC',
}

/** A sort's ORDER BY terms, reading the viewer's columns (a guest's year built, see columnsFor). */
export function orderBy(sortBy: SortBy, columns: PositionColumns): string {
  if (sortBy === 'yearBuiltAsc') return `${columns.yearBuilt} IS NULL, ${columns.yearBuilt} ASC`
  return ORDER_BY[sortBy]
}
