import { tileOf } from '../data/geometry'

/** A WHERE clause being built: its conditions and their bound values, in the same order. */
export interface ClauseList {
  readonly clauses: string[]
  readonly params: (string | number)[]
  /** `column IN (?, …)`; nothing when there are no values. */
  readonly inList: (column: string, values: readonly (string | number)[] | undefined) => void
  /** `column >= ?` or `<= ?`; nothing when the value is absent. */
  readonly compare: (
    column: string,
    operator: '>=' | '<=',
    value: string | number | undefined,
  ) => void
}

export function clauseList(): ClauseList {
  const clauses: string[] = []
  const params: (string | number)[] = []
  return {
    clauses,
    params,
    inList(column, values) {
      if (!values || values.length === 0) return
      clauses.push(`${column} IN (${values.map(() => '?').join(', ')})`)
      params.push(...values)
    },
    compare(column, operator, value) {
      if (value === undefined) return
      clauses.push(`${column} ${operator} ?`)
      params.push(value)
    },
  }
}

/**
 * The listing filters the realty contract shares with the provider's `GET /listings` (same names,
 * same meaning), as the listings table's columns. Values are bound; column names come from here.
 */
export interface ListingFilters {
  readonly type?: readonly ('sale' | 'lease')[] | undefined
  readonly status?: readonly string[] | undefined
  readonly lastStatus?: readonly string[] | undefined
  /** Class values as stored (`ResidentialProperty`…). */
  readonly classes?: readonly string[] | undefined
  readonly propertyType?: readonly string[] | undefined
  readonly style?: readonly string[] | undefined
  readonly area?: readonly string[] | undefined
  readonly city?: readonly string[] | undefined
  readonly neighborhood?: readonly string[] | undefined
  readonly boardId?: readonly number[] | undefined
  readonly minPrice?: number | undefined
  readonly maxPrice?: number | undefined
  readonly minSoldPrice?: number | undefined
  readonly maxSoldPrice?: number | undefined
  readonly minBeds?: number | undefined
  readonly maxBeds?: number | undefined
  readonly minBaths?: number | undefined
  readonly maxBaths?: number | undefined
  readonly minSqft?: number | undefined
  readonly maxSqft?: number | undefined
  readonly minListDate?: string | undefined
  readonly maxListDate?: string | undefined
  readonly minSoldDate?: string | undefined
  readonly maxSoldDate?: string | undefined
  readonly minUpdatedOn?: string | undefined
}

/** A day's filter reaches to the end of that day. */
const endOf = (day: string | undefined) => day && `${day}T23:59:59.999Z`

/** A search that names no status may return listings of every status. */
const asks = (filters: ListingFilters, status: 'A' | 'U') =>
  filters.status === undefined || filters.status.includes(status)

/**
 * Which listings each date bound speaks of. An active listing has no sold date, so a sold-date
 * bound never excludes one: it filters the unavailable (sold or leased) listings only. A
 * list-date bound filters every listing, except in a search for both active and unavailable
 * listings, where it is the active listings' days on market and the sold ones keep their own
 * sold-date bound.
 */
export function dateBoundScope(filters: ListingFilters): {
  readonly soldDateSparesActive: boolean
  readonly listDateSparesUnavailable: boolean
} {
  const active = asks(filters, 'A')
  return {
    soldDateSparesActive: active,
    listDateSparesUnavailable: active && asks(filters, 'U'),
  }
}

/** The date bounds, each one leaving alone the listings of the status it does not speak of. */
function addDateBounds(list: ClauseList, filters: ListingFilters): void {
  const scope = dateBoundScope(filters)
  const bounds = (spare: string | undefined) => (spare ? clauseSparing(list, spare) : list)
  const listDates = bounds(scope.listDateSparesUnavailable ? 'U' : undefined)
  listDates.compare('list_date', '>=', filters.minListDate)
  listDates.compare('list_date', '<=', endOf(filters.maxListDate))
  const soldDates = bounds(scope.soldDateSparesActive ? 'A' : undefined)
  soldDates.compare('sold_date', '>=', filters.minSoldDate)
  soldDates.compare('sold_date', '<=', endOf(filters.maxSoldDate))
}

/** A clause list whose comparisons always let listings of status `spared` through. */
function clauseSparing(list: ClauseList, spared: string): Pick<ClauseList, 'compare'> {
  return {
    compare(column, operator, value) {
      if (value === undefined) return
      list.clauses.push(`(status = ? OR ${column} ${operator} ?)`)
      list.params.push(spared, value)
    },
  }
}

export function addListingFilters(list: ClauseList, filters: ListingFilters): void {
  const { inList, compare } = list
  inList(
    'type',
    filters.type?.map((type) => (type === 'sale' ? 'Sale' : 'Lease')),
  )
  inList('status', filters.status)
  inList('last_status', filters.lastStatus)
  inList('class', filters.classes)
  inList('property_type', filters.propertyType)
  inList('style', filters.style)
  inList('area', filters.area)
  inList('city', filters.city)
  inList('neighborhood', filters.neighborhood)
  inList('board_id', filters.boardId)
  compare('list_price', '>=', filters.minPrice)
  compare('list_price', '<=', filters.maxPrice)
  compare('sold_price', '>=', filters.minSoldPrice)
  compare('sold_price', '<=', filters.maxSoldPrice)
  compare('beds', '>=', filters.minBeds)
  compare('beds', '<=', filters.maxBeds)
  compare('baths', '>=', filters.minBaths)
  compare('baths', '<=', filters.maxBaths)
  // A home whose size range reaches the minimum qualifies, as the feed treats ranges.
  compare('sqft_max', '>=', filters.minSqft)
  compare('sqft_min', '<=', filters.maxSqft)
  addDateBounds(list, filters)
  compare('updated_on', '>=', filters.minUpdatedOn)
}

/**
 * The box of a map area as a search tests it: its tile range at TILE_ZOOM, widened by `margin`
 * tiles each way (the listing's own tile is tested, so the index narrows the scan), and the
 * bounds the position must lie within.
 */
export function areaBox(
  bounds: { west: number; south: number; east: number; north: number },
  margin = 0,
) {
  const { west, south, east, north } = bounds
  const northWest = tileOf(west, north)
  const southEast = tileOf(east, south)
  return {
    minTileX: northWest.x - margin,
    maxTileX: southEast.x + margin,
    minTileY: northWest.y - margin,
    maxTileY: southEast.y + margin,
    west,
    south,
    east,
    north,
  }
}

/** The box of a map area as tile and position conditions; `margin` widens the tile range. */
export function addAreaBox(
  list: ClauseList,
  bounds: { west: number; south: number; east: number; north: number },
  columns: { lat: string; lng: string },
  margin = 0,
): void {
  const box = areaBox(bounds, margin)
  // The tile range lets the index narrow the scan; the lat/lng test makes it exact.
  list.clauses.push('tile_x BETWEEN ? AND ?', 'tile_y BETWEEN ? AND ?')
  list.params.push(box.minTileX, box.maxTileX, box.minTileY, box.maxTileY)
  list.clauses.push(`${columns.lat} BETWEEN ? AND ?`, `${columns.lng} BETWEEN ? AND ?`)
  list.params.push(box.south, box.north, box.west, box.east)
}

export const whereSql = (list: ClauseList) =>
  list.clauses.length > 0 ? `WHERE ${list.clauses.join(' AND ')}` : ''
