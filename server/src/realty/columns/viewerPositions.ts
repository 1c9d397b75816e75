import { columnsFor } from '../boardRules'
import { areaTileMargin } from '../listingFilters'
import type { Viewer } from '../presentListing'
import type { ColumnData } from './columnData'

/** The columns' arrays by the listings table's name of the position field each one holds. */
const DEGREES: ReadonlyMap<string, 'lat' | 'lng' | 'guestLat' | 'guestLng'> = new Map([
  ['lat', 'lat'],
  ['lng', 'lng'],
  ['guest_lat', 'guestLat'],
  ['guest_lng', 'guestLng'],
])

const TILES: ReadonlyMap<string, 'tileX' | 'tileY' | 'guestTileX' | 'guestTileY'> = new Map([
  ['tile_x', 'tileX'],
  ['tile_y', 'tileY'],
  ['guest_tile_x', 'guestTileX'],
  ['guest_tile_y', 'guestTileY'],
])

/** The positions a viewer's search reads, as the board rules name them for SQLite. */
export interface ViewerPositions {
  readonly lat: Float64Array
  readonly lng: Float64Array
  readonly tileX: Int32Array
  readonly tileY: Int32Array
  /** How many tiles a map area's tile range (read from the listing's own tile) is widened by. */
  readonly tileMargin: number
}

function held<T>(arrays: ReadonlyMap<string, T>, name: string): T {
  const array = arrays.get(name)
  if (array === undefined) throw new Error(`the columns hold no "${name}"`)
  return array
}

/**
 * The columns' arrays of the positions the board rules give this viewer (`columnsFor`): a
 * guest's are the withheld listings' grid-cell centres, so nothing read from them for a guest
 * rests on a withheld listing's own position.
 */
export function positionsFor(columns: ColumnData, viewer: Viewer): ViewerPositions {
  const names = columnsFor(viewer)
  return {
    lat: columns[held(DEGREES, names.lat)],
    lng: columns[held(DEGREES, names.lng)],
    tileX: columns[held(TILES, names.tileX)],
    tileY: columns[held(TILES, names.tileY)],
    tileMargin: areaTileMargin(names),
  }
}
