import type { Dictionary } from './dictionary'

/**
 * The fields the monthly statistics and the map's clusters read, one typed array per field and
 * a slot per listing: a statistics question or a map view is then a scan of a few megabytes of
 * numbers in the service's memory instead of SQLite reads through an index of every listing.
 */
export interface ColumnData {
  /** Slots in use, removed listings' included (`alive` 0). */
  readonly length: number
  readonly alive: Uint8Array
  /** Numbers of the dictionaries' values. */
  readonly type: Uint16Array
  readonly status: Uint16Array
  readonly lastStatus: Uint16Array
  readonly listingClass: Uint16Array
  readonly propertyType: Uint16Array
  readonly city: Uint16Array
  readonly style: Uint16Array
  readonly area: Uint16Array
  readonly neighborhood: Uint16Array
  readonly boardId: Int32Array
  readonly beds: Float64Array
  readonly baths: Float64Array
  readonly listPrice: Float64Array
  /** NaN for a listing without a sold price. */
  readonly soldPrice: Float64Array
  /** The sold day as YYYYMMDD, 0 for a listing without a sold date. */
  readonly soldDay: Int32Array
  /** The sold date as stored (its order among a month's sales), null when unsold. */
  readonly soldDate: (string | null)[]
  /**
   * The listing's statistics month (its sold month, or its list month while unsold) counted
   * from year 0: year × 12 + month − 1.
   */
  readonly month: Int32Array
  /** Whole days from listing to sale, never negative; 0 for a listing not closed. */
  readonly days: Float64Array
  /** 1 when a guest may see the listing: it and every listing of its home are public. */
  readonly visible: Uint8Array
  /** The listing's own position, and its map tile at TILE_ZOOM. */
  readonly lat: Float64Array
  readonly lng: Float64Array
  readonly tileX: Int32Array
  readonly tileY: Int32Array
  /**
   * The position a guest is given (the guest columns as stored: a withheld listing's grid-cell
   * centre); NaN, and tiles -1, for a listing stored without one.
   */
  readonly guestLat: Float64Array
  readonly guestLng: Float64Array
  readonly guestTileX: Int32Array
  readonly guestTileY: Int32Array
  /** The listing's MLS number (with `boardId`, its key). */
  readonly mlsNumber: string[]
  readonly dictionaries: Readonly<Record<DictionaryColumn, Dictionary>>
}

/** The text columns, each held as numbers of its dictionary's values. */
export type DictionaryColumn =
  | 'type'
  | 'status'
  | 'lastStatus'
  | 'listingClass'
  | 'propertyType'
  | 'city'
  | 'style'
  | 'area'
  | 'neighborhood'
