import { pointInRing, polygonsBounds, type Bounds, type Position } from '../data/geometry'
import { placeAliases } from '../data/geography/placeAliases'
import type { Db } from '../db/database'
import { streetRef, type StreetRef } from './placeId'

/** A city or neighbourhood with its outline parsed once: GeoJSON MultiPolygon coordinates. */
export interface Area {
  readonly name: string
  readonly city: string
  /** The other names people know it by ("The Annex", "Downtown Toronto"). */
  readonly aliases: readonly string[]
  readonly center: Position
  readonly polygons: readonly (readonly (readonly Position[])[])[]
  readonly bounds: Bounds
}

/** The places predictions and reverse geocoding search, read from the database once. */
export interface Gazetteer {
  readonly cities: readonly Area[]
  readonly neighbourhoods: readonly Area[]
  /** Every distinct street of each city that has a listing on it. */
  readonly streets: readonly StreetRef[]
}

interface AreaRow {
  readonly name: string
  readonly city: string
  readonly lat: number
  readonly lng: number
  readonly boundary: string
}

function polygonsOf(boundary: string): Position[][][] {
  const geometry = JSON.parse(boundary) as { type: string; coordinates: unknown }
  return (
    geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates
  ) as Position[][][]
}

function toArea(row: AreaRow): Area {
  const polygons = polygonsOf(row.boundary)
  return {
    name: row.name,
    city: row.city,
    aliases: placeAliases(row.city, row.name),
    center: [row.lng, row.lat],
    polygons,
    bounds: polygonsBounds(polygons),
  }
}

/** Inside an outer ring and none of its holes, in any of the polygons. */
export function areaContains(area: Area, point: Position): boolean {
  const { west, south, east, north } = area.bounds
  const [lng, lat] = point
  if (lng < west || lng > east || lat < south || lat > north) return false
  return area.polygons.some(
    ([outer, ...holes]) =>
      outer !== undefined &&
      pointInRing(point, outer) &&
      !holes.some((hole) => pointInRing(point, hole)),
  )
}

interface StreetRow {
  readonly city: string
  readonly name: string
  readonly suffix: string
  readonly direction: string | null
}

/**
 * Each street once per city, with its direction ("Bloor St W" and "Bloor St E" are two). The
 * direction is kept only in the full record, and reading every record takes a second per 30,000
 * listings; the search text the writer builds holds it too, right after the street ("12 bloor st
 * w toronto …"), so it is read there, and from the record only where that text does not parse.
 */
const STREETS_SQL = `
  WITH heads AS (
    SELECT mls_number, board_id, city, street_name, street_suffix, search_text,
      lower(
        CASE WHEN unit_number != '' THEN unit_number || ' ' ELSE '' END ||
        CASE WHEN street_number != '' THEN street_number || ' ' ELSE '' END ||
        street_name || ' ' ||
        CASE WHEN street_suffix != '' THEN street_suffix || ' ' ELSE '' END
      ) AS head
    FROM listings
    -- Streets named only by withheld listings stay out, so no prediction points at one.
    WHERE display_public = 1
  ),
  parsed AS (
    SELECT *, substr(search_text, length(head) + 1) AS tail,
      substr(search_text, 1, length(head)) = head AS parses
    FROM heads
  )
  SELECT DISTINCT city, street_name AS name, street_suffix AS suffix,
    CASE
      WHEN parses AND substr(tail, 1, length(city)) = lower(city) THEN ''
      WHEN parses AND substr(tail, 1, 2) IN ('e ', 'w ', 'n ', 's ')
        AND substr(tail, 3, length(city)) = lower(city) THEN upper(substr(tail, 1, 1))
      ELSE (SELECT json_extract(d.data, '$.address.streetDirection') FROM listing_data d
            WHERE d.mls_number = parsed.mls_number AND d.board_id = parsed.board_id)
    END AS direction
  FROM parsed
  ORDER BY name, city`

function readGazetteer(db: Db): Gazetteer {
  const cities = db
    .prepare<[], AreaRow>('SELECT name, name AS city, lat, lng, boundary FROM cities ORDER BY name')
    .all()
    .map(toArea)
  const neighbourhoods = db
    .prepare<[], AreaRow>('SELECT name, city, lat, lng, boundary FROM neighbourhoods ORDER BY name')
    .all()
    .map(toArea)
  const streets = db
    .prepare<[], StreetRow>(STREETS_SQL)
    .all()
    .map((row) => streetRef(row.city, row.name, row.suffix, row.direction ?? ''))
  return { cities, neighbourhoods, streets }
}

/**
 * The dataset is written before the routes start and never changes while the process runs, so
 * each database's places are read on first use and kept.
 */
const cache = new WeakMap<Db, Gazetteer>()

export function gazetteerOf(db: Db): Gazetteer {
  let gazetteer = cache.get(db)
  if (!gazetteer) {
    gazetteer = readGazetteer(db)
    cache.set(db, gazetteer)
  }
  return gazetteer
}
