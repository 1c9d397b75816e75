import type { Viewer } from '../presentListing'

/** The SQLite columns a viewer's search reads for position and text (see migration 010). */
export interface PositionColumns {
  readonly lat: string
  readonly lng: string
  readonly tileX: string
  readonly tileY: string
  readonly searchText: string
  /** What a sort by year built reads: a withheld home's year is unknown to a guest. */
  readonly yearBuilt: string
}

const EXACT: PositionColumns = {
  lat: 'lat',
  lng: 'lng',
  tileX: 'tile_x',
  tileY: 'tile_y',
  searchText: 'search_text',
  yearBuilt: 'year_built',
}

/** A withheld listing's guest columns hold its cell centre and its MLS number, city and area. */
const GUEST: PositionColumns = {
  lat: 'guest_lat',
  lng: 'guest_lng',
  tileX: 'guest_tile_x',
  tileY: 'guest_tile_y',
  searchText: 'guest_search_text',
  // Else a guest's sort by year built would place a withheld home among homes of known years.
  yearBuilt: 'CASE WHEN display_public = 1 THEN year_built END',
}

export const columnsFor = (viewer: Viewer): PositionColumns => (viewer.signedIn ? EXACT : GUEST)
