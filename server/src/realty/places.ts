import type {
  LocationsQuery,
  LocationsResponse,
  PlaceArea,
  PlaceItem,
  PolygonQuery,
} from '../../../contract/realty'
import { PLACE_ALIASES, placeAliases } from '../data/geography/placeAliases'
import type { Db } from '../db/database'
import type { Position } from '../data/geometry'

interface PlaceRow {
  readonly name: string
  readonly city: string
  readonly lat: number
  readonly lng: number
}

interface AreaRow extends PlaceRow {
  readonly boundary: string
}

const toItem = (row: PlaceRow): PlaceItem => ({
  name: row.name,
  city: row.city,
  state: 'ON',
  location: { latitude: row.lat, longitude: row.lng },
})

function likePattern(text: string, prefix: boolean): string {
  const escaped = text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (char) => `\\${char}`)
  return prefix ? `${escaped}%` : `%${escaped}%`
}

/** The "City/Neighbourhood" keys of the places one of whose common names holds (or starts with) the text. */
function aliasKeys(text: string, prefix: boolean): string[] {
  const wanted = text.trim().toLowerCase()
  if (wanted === '') return []
  return Object.entries(PLACE_ALIASES)
    .filter(([, aliases]) =>
      aliases.some((alias) =>
        prefix ? alias.toLowerCase().startsWith(wanted) : alias.toLowerCase().includes(wanted),
      ),
    )
    .map(([key]) => key)
}

/**
 * GET /locations: neighbourhoods and cities whose names, or the names people commonly use for
 * them ("Downtown Toronto", "The Annex"), match; names that start with the text first ("Ann"
 * finds Annex before Cabbagetown's St. James Town).
 */
export function findLocations(db: Db, query: LocationsQuery): LocationsResponse {
  const limit = query.resultsPerPage ?? 10
  const text = query.search ?? query.neighborhood ?? ''
  const cityFilter = query.city?.trim()
  const neighbourhoods = db
    .prepare<[string, string, string | null, string | null, string, string, number], PlaceRow>(
      `SELECT name, city, lat, lng FROM neighbourhoods
       WHERE (lower(name) LIKE ? ESCAPE '\\' OR city || '/' || name IN (SELECT value FROM json_each(?)))
         AND (? IS NULL OR city = ?)
       ORDER BY (lower(name) LIKE ? ESCAPE '\\'
                 OR city || '/' || name IN (SELECT value FROM json_each(?))) DESC, name LIMIT ?`,
    )
    .all(
      likePattern(text, false),
      JSON.stringify(aliasKeys(text, false)),
      cityFilter ?? null,
      cityFilter ?? null,
      likePattern(text, true),
      JSON.stringify(aliasKeys(text, true)),
      limit,
    )
  const cities = db
    .prepare<[string, string, number], PlaceRow>(
      `SELECT name, name AS city, lat, lng FROM cities WHERE lower(name) LIKE ? ESCAPE '\\'
       ORDER BY lower(name) LIKE ? ESCAPE '\\' DESC, name LIMIT ?`,
    )
    .all(
      likePattern(query.search ?? query.city ?? '', false),
      likePattern(query.search ?? query.city ?? '', true),
      limit,
    )
  return { search: { neighborhoods: neighbourhoods.map(toItem), cities: cities.map(toItem) } }
}

function largestRing(geometry: { type: string; coordinates: unknown }): Position[] {
  const polygons = (
    geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates
  ) as Position[][][]
  let best: Position[] = []
  for (const polygon of polygons) {
    const outer = polygon[0] ?? []
    if (outer.length > best.length) best = outer
  }
  return best
}

function toArea(row: AreaRow, type: PlaceArea['type']): PlaceArea {
  const geometry = JSON.parse(row.boundary) as { type: string; coordinates: unknown }
  const aliases = type === 'neighbourhood' ? placeAliases(row.city, row.name) : []
  return {
    name: row.name,
    type,
    city: row.city,
    // The browser's own place search finds the place by these too.
    ...(aliases.length > 0 ? { aliases: [...aliases] } : {}),
    center: { latitude: row.lat, longitude: row.lng },
    path: largestRing(geometry).map(([lng, lat]) => ({ latitude: lat, longitude: lng })),
    geometry,
  }
}

/** GET /polygons: outlines by name and type, or every outline of a type (for the keyless map). */
export function findPolygons(db: Db, query: PolygonQuery): PlaceArea[] {
  if (query.type === 'city') {
    const rows = db
      .prepare<[string | null, string | null], AreaRow>(
        'SELECT name, name AS city, lat, lng, boundary FROM cities WHERE (? IS NULL OR name = ?) ORDER BY name',
      )
      .all(query.name ?? null, query.name ?? null)
    return rows.map((row) => toArea(row, 'city'))
  }
  const rows = db
    .prepare<[string | null, string | null, string | null, string | null], AreaRow>(
      `SELECT name, city, lat, lng, boundary FROM neighbourhoods
       WHERE (? IS NULL OR name = ?) AND (? IS NULL OR city = ?) ORDER BY city, name`,
    )
    .all(query.name ?? null, query.name ?? null, query.city ?? null, query.city ?? null)
  return rows.map((row) => toArea(row, 'neighbourhood'))
}
