import type { Db } from '../db/database'
import { CITIES } from './geography/cities'
import { closeRing, ringBounds, tileOf } from './geometry'
import type { ListingRecord } from './listingRecord'
import { neighbourhoodAreas } from './polygons'
import type { Road } from './roads'
import { guestPoint } from '../realty/boardRules/guestPosition'
import { guestSearchText } from '../realty/boardRules/guestSearchText'
import { homeKeyOf } from '../realty/boardRules/homeKey'
import { listingIsPublic } from '../realty/boardRules/withheldHomes'
import { listingSearchText } from '../realty/searchText'

const BATCH = 5000

/** A stable pseudo-random order for the 'Recommended' sort, fixed per listing. */
function randomKey(mlsNumber: string): number {
  let hash = 2_166_136_261
  for (let i = 0; i < mlsNumber.length; i += 1) {
    hash = Math.imul(hash ^ mlsNumber.charCodeAt(i), 16_777_619)
  }
  return hash >>> 0
}

/** What the search box matches: the address and the MLS number. */
function addressText({ address, mlsNumber }: ListingRecord): string {
  return [
    address.unitNumber,
    address.streetNumber,
    address.streetName,
    address.streetSuffix,
    address.city,
    address.zip,
    mlsNumber,
  ]
    .join(' ')
    .toLowerCase()
}

export function writePlaces(db: Db): void {
  const insertCity = db.prepare(
    'INSERT OR REPLACE INTO cities (name, area, lat, lng, boundary) VALUES (?, ?, ?, ?, ?)',
  )
  const insertArea = db.prepare(
    'INSERT OR REPLACE INTO neighbourhoods (name, city, lat, lng, boundary) VALUES (?, ?, ?, ?, ?)',
  )
  db.transaction(() => {
    for (const city of CITIES) {
      const boundary = JSON.stringify({ type: 'Polygon', coordinates: [closeRing(city.boundary)] })
      insertCity.run(city.name, city.area, city.center[1], city.center[0], boundary)
    }
    for (const area of neighbourhoodAreas()) {
      const boundary = JSON.stringify({ type: 'MultiPolygon', coordinates: area.boundary })
      insertArea.run(area.name, area.city, area.center[1], area.center[0], boundary)
    }
  })()
}

/** Inserts listings in batched transactions; returns how many were written. */
export function writeListings(db: Db, records: Iterable<ListingRecord>): number {
  const insert = db.prepare(`INSERT INTO listings (
    mls_number, board_id, class, type, status, last_status, list_price, sold_price, list_date,
    sold_date, updated_on, property_type, style, beds, beds_plus, baths, sqft_min, sqft_max,
    garage_spaces, year_built, city, area, neighborhood, street_number, street_name,
    street_suffix, unit_number, zip, lat, lng, tile_x, tile_y, display_public, random_key,
    search_text, guest_lat, guest_lng, guest_tile_x, guest_tile_y, guest_search_text,
    listing_public, home_key
  ) VALUES (${new Array(42).fill('?').join(', ')})`)
  const homeWithheld = db
    .prepare<[string], 1>(
      'SELECT 1 FROM listings WHERE home_key = ? AND listing_public = 0 LIMIT 1',
    )
    .pluck()
  const insertSearch = db.prepare(
    'INSERT INTO listing_search (mls_number, board_id, address) VALUES (?, ?, ?)',
  )
  const insertData = db.prepare(
    'INSERT INTO listing_data (mls_number, board_id, data) VALUES (?, ?, ?)',
  )
  const writeBatch = db.transaction((batch: ListingRecord[]) => {
    for (const record of batch) {
      const { address, details, map } = record
      const [sqftMin, sqftMax] = details.sqft ? details.sqft.split('-').map(Number) : []
      const tile = tileOf(map.longitude, map.latitude)
      const listingPublic = listingIsPublic(record)
      const home = homeKeyOf(record)
      // A guest sees the listing when it and every listing of its home are public (migration
      // 017's triggers then withhold its public twins if it is withheld itself).
      const isPublic = listingPublic && homeWithheld.get(home) === undefined
      // What a guest's searches read: the listing itself, or for a withheld one its cell centre
      // and its MLS number, city and neighbourhood (the board rules).
      const guest = isPublic ? map : guestPoint(map.latitude, map.longitude)
      const guestTile = isPublic ? tile : tileOf(guest.longitude, guest.latitude)
      const text = listingSearchText(record)
      insert.run(
        record.mlsNumber,
        record.boardId,
        record.class,
        record.type,
        record.status,
        record.lastStatus,
        record.listPrice,
        record.soldPrice,
        record.listDate,
        record.soldDate,
        record.updatedOn,
        details.propertyType,
        details.style,
        details.numBedrooms,
        details.numBedroomsPlus,
        details.numBathrooms,
        sqftMin ?? null,
        sqftMax ?? null,
        details.numGarageSpaces,
        details.yearBuilt === null ? null : Number(details.yearBuilt),
        address.city,
        // The columns hold "" where the listing has no value: the provider's null.
        address.area ?? '',
        address.neighborhood ?? '',
        address.streetNumber,
        address.streetName,
        address.streetSuffix ?? '',
        address.unitNumber ?? '',
        address.zip ?? '',
        map.latitude,
        map.longitude,
        tile.x,
        tile.y,
        isPublic ? 1 : 0,
        randomKey(record.mlsNumber),
        text,
        guest.latitude,
        guest.longitude,
        guestTile.x,
        guestTile.y,
        isPublic ? text : guestSearchText(record),
        listingPublic ? 1 : 0,
        home,
      )
      insertData.run(record.mlsNumber, record.boardId, JSON.stringify(record))
      insertSearch.run(record.mlsNumber, record.boardId, addressText(record))
    }
  })
  let written = 0
  let batch: ListingRecord[] = []
  for (const record of records) {
    batch.push(record)
    if (batch.length >= BATCH) {
      writeBatch(batch)
      written += batch.length
      batch = []
    }
  }
  if (batch.length > 0) writeBatch(batch)
  return written + batch.length
}

/** Stores the residential streets as lines with their boxes; coordinates to about a metre. */
export function writeStreets(db: Db, roads: readonly Road[]): void {
  const insert = db.prepare(
    'INSERT INTO streets (city, name, west, south, east, north, path) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  db.transaction(() => {
    for (const road of roads) {
      const path = road.path.map(([lng, lat]) => [round(lng), round(lat)])
      const box = ringBounds(road.path)
      insert.run(
        road.city ?? '',
        road.name,
        box.west,
        box.south,
        box.east,
        box.north,
        JSON.stringify(path),
      )
    }
  })()
}

const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5
