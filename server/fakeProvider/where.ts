import { addAreaBox, addListingFilters, clauseList, whereSql } from '../src/realty/filterClauses'
import { parseMapArea, type MapArea } from '../src/realty/mapPolygon'
import { PROVIDER_CLASSES, type ProviderSearchQuery, type ProviderSort } from './query'
import { IN_AREA_FUNCTION } from './areaFilter'
import { FakeProviderError } from './errors'

export interface Where {
  readonly sql: string
  readonly params: (string | number)[]
  /** The exact drawn area, when it is not a plain box: the caller tests points with it. */
  readonly area?: MapArea
}

/**
 * Where `search` looks when `searchFields` names fields: the provider's dotted listing fields and
 * the column holding each. Without `searchFields` it looks at the whole listing text.
 */
const SEARCH_FIELDS: Readonly<Record<string, string>> = {
  mlsNumber: 'mls_number',
  'address.streetNumber': 'street_number',
  'address.streetName': 'street_name',
  'address.streetSuffix': 'street_suffix',
  'address.unitNumber': 'unit_number',
  'address.city': 'city',
  'address.zip': 'zip',
  'address.neighborhood': 'neighborhood',
}

/** The provider sorts; the distance sorts need lat/long/radius, which the fake does not take. */
export const SORT_SQL: Readonly<Partial<Record<ProviderSort, string>>> = {
  createdOnDesc: 'list_date DESC',
  createdOnAsc: 'list_date ASC',
  updatedOnDesc: 'updated_on DESC',
  updatedOnAsc: 'updated_on ASC',
  repliersUpdatedOnDesc: 'updated_on DESC',
  repliersUpdatedOnAsc: 'updated_on ASC',
  soldDateDesc: 'sold_date IS NULL, sold_date DESC',
  soldDateAsc: 'sold_date IS NULL, sold_date ASC',
  soldPriceDesc: 'sold_price IS NULL, sold_price DESC',
  soldPriceAsc: 'sold_price IS NULL, sold_price ASC',
  sqftDesc: 'sqft_max IS NULL, sqft_max DESC',
  sqftAsc: 'sqft_min IS NULL, sqft_min ASC',
  listPriceDesc: 'list_price DESC',
  listPriceAsc: 'list_price ASC',
  bedsDesc: 'beds DESC',
  bedsAsc: 'beds ASC',
  bathsDesc: 'baths DESC',
  bathsAsc: 'baths ASC',
  yearBuiltDesc: 'year_built IS NULL, year_built DESC',
  yearBuiltAsc: 'year_built IS NULL, year_built ASC',
  random: 'random_key',
  statusAscListDateAsc: 'status ASC, list_date ASC',
  statusAscListDateDesc: 'status ASC, list_date DESC',
  statusAscListPriceAsc: 'status ASC, list_price ASC',
  statusAscListPriceDesc: 'status ASC, list_price DESC',
}

export function orderBy(sort: ProviderSort | undefined): string {
  // The provider's default order is the most recently updated first.
  const sql = SORT_SQL[sort ?? 'updatedOnDesc']
  if (!sql) throw new FakeProviderError(400, 'sortBy', `${String(sort)} needs lat, long and radius`)
  return sql
}

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (char) => `\\${char}`)

function searchClauses(search: string, searchFields: string | undefined) {
  const words = search
    .toLowerCase()
    .split(/[^\p{L}\p{N}'#-]+/u)
    .filter(Boolean)
    .slice(0, 8)
  const columns = searchFields
    ?.split(',')
    .map((field) => field.trim())
    .filter(Boolean)
    .map((field) => {
      const column = SEARCH_FIELDS[field]
      if (!column) throw new FakeProviderError(400, 'searchFields', `cannot search ${field}`)
      return column
    })
  const clauses: string[] = []
  const params: string[] = []
  for (const word of words) {
    if (!columns) {
      clauses.push("search_text LIKE ? ESCAPE '\\'")
      params.push(`%${escapeLike(word)}%`)
      continue
    }
    // Field searches match a word at the start of a field, as the provider's prefix search does.
    clauses.push(`(${columns.map((column) => `lower(${column}) LIKE ? ESCAPE '\\'`).join(' OR ')})`)
    params.push(...columns.map(() => `${escapeLike(word)}%`))
  }
  return { clauses, params }
}

/**
 * The WHERE clause of a provider search; values are bound, column names come from this file.
 * `backOfficeOnly` names the listings whose `displayInternetEntireListing` is 'N' (see app.ts).
 */
export function buildProviderWhere(
  query: ProviderSearchQuery,
  backOfficeOnly: readonly string[] = [],
): Where {
  const list = clauseList()
  const { clauses, params, inList } = list
  const { minListDate, maxListDate, minSoldDate, maxSoldDate, ...filters } = query
  addListingFilters(list, {
    ...filters,
    // The provider answers only active listings unless asked otherwise.
    status: query.status ?? ['A'],
    classes: query.class?.map((value) => PROVIDER_CLASSES[value as keyof typeof PROVIDER_CLASSES]),
    minBeds: query.minBedrooms ?? query.minBeds,
    maxBeds: query.maxBedrooms ?? query.maxBeds,
  })
  inList('mls_number', query.mlsNumber)
  // The provider matches a street name or number whatever its case; each list is one of its values.
  for (const [column, values] of [
    ['street_name', query.streetName],
    ['street_number', query.streetNumber],
  ] as const) {
    if (values === undefined || values.length === 0) continue
    clauses.push(`${column} COLLATE NOCASE IN (${values.map(() => '?').join(', ')})`)
    params.push(...values)
  }
  // The provider applies each date bound to every listing, whatever its status: an active
  // listing has no sold date, so a sold-date bound leaves none of them.
  const endOfDay = (day: string | undefined) => day && `${day}T23:59:59.999Z`
  list.compare('list_date', '>=', minListDate)
  list.compare('list_date', '<=', endOfDay(maxListDate))
  list.compare('sold_date', '>=', minSoldDate)
  list.compare('sold_date', '<=', endOfDay(maxSoldDate))
  if (query.displayPublic) inList('display_public', [query.displayPublic === 'Y' ? 1 : 0])
  if (query.displayAddressOnInternet) {
    // The listings table keeps only whether both permissions are 'Y'; this one is in the record.
    clauses.push(
      `(SELECT json_extract(d.data, '$.permissions.displayAddressOnInternet') FROM listing_data d
        WHERE d.mls_number = listings.mls_number AND d.board_id = listings.board_id) = ?`,
    )
    params.push(query.displayAddressOnInternet)
  }
  if (query.displayInternetEntireListing && backOfficeOnly.length > 0) {
    const not = query.displayInternetEntireListing === 'Y' ? 'NOT ' : ''
    clauses.push(`mls_number ${not}IN (${backOfficeOnly.map(() => '?').join(', ')})`)
    params.push(...backOfficeOnly)
  } else if (query.displayInternetEntireListing === 'N') {
    clauses.push('0')
  }
  if (query.search !== undefined) {
    const search = searchClauses(query.search, query.searchFields)
    clauses.push(...search.clauses)
    params.push(...search.params)
  }
  let area: MapArea | undefined
  if (query.map !== undefined) {
    try {
      area = parseMapArea(query.map)
    } catch (error) {
      throw new FakeProviderError(
        400,
        'map',
        (error as Error).message.replace(/^querystring\//, ''),
      )
    }
    addAreaBox(list, area.bounds, { lat: 'lat', lng: 'lng' })
    // A drawn shape that is not a box is tested point by point (see areaFilter.ts).
    if (area.polygons) clauses.push(`${IN_AREA_FUNCTION}(lng, lat) = 1`)
  }
  return {
    sql: whereSql(list),
    params,
    ...(area?.polygons && { area }),
  }
}
