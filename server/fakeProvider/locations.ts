import type { Db } from '../src/db/database'
import { FakeProviderError } from './errors'
import { parseFieldList, projectFields } from './fields'
import type { ProviderAutocompleteQuery, ProviderLocationsQuery } from './query'

type Json = Record<string, unknown>
type Ring = [number, number][]

/**
 * Where a place comes from. The provider keeps places of several sources, so without the
 * `source` filter a city is named once per source (here: the boards' data and public records).
 * Its published contract spells the boards' source `MSL` in the filter's enum and `MLS` in the
 * answer's list of sources present (Repliers-io/api-docs 58ceb5a, `docs/components.yml`
 * `LocationSource`, `docs/locations.yml`); the fake takes the filter spelling its settings name
 * (`locationSourceFilter`, the published `MSL` by default) and answers `MLS`.
 */
type PlaceSource = 'MLS' | 'PublicRecord'

interface PlaceRow {
  readonly source: PlaceSource
  readonly type: 'area' | 'city' | 'neighborhood'
  readonly name: string
  readonly area: string
  readonly city: string | null
  readonly lat: number
  readonly lng: number
  readonly boundary: string | null
}

/** Every place as one list: areas (no outline), cities and neighbourhoods, with their area. */
const PLACES_SQL = `
  SELECT 'area' AS type, area AS name, area, NULL AS city, avg(lat) AS lat, avg(lng) AS lng,
    NULL AS boundary FROM cities GROUP BY area
  UNION ALL
  SELECT 'city', name, area, name, lat, lng, boundary FROM cities
  UNION ALL
  SELECT 'neighborhood', n.name, c.area, n.city, n.lat, n.lng, n.boundary
    FROM neighbourhoods n JOIN cities c ON c.name = n.city`

/**
 * The provider's `map.boundary` is one polygon (rings of [lng, lat]); a neighbourhood made of
 * several parts is sent as its largest part.
 */
function boundaryOf(json: string | null): Ring[] | null {
  if (json === null) return null
  const geometry = JSON.parse(json) as { type: string; coordinates: unknown }
  const polygons = (
    geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates
  ) as Ring[][]
  let best: Ring[] = []
  for (const polygon of polygons) {
    if ((polygon[0]?.length ?? 0) > (best[0]?.length ?? 0)) best = polygon
  }
  return best
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-')

function toLocation(row: PlaceRow, withBoundary: boolean): Json {
  return {
    locationId: [row.type, row.city && row.type === 'neighborhood' ? row.city : '', row.name]
      .filter(Boolean)
      .map(slug)
      .join(':'),
    name: row.name,
    type: row.type,
    map: {
      latitude: String(row.lat),
      longitude: String(row.lng),
      point: `POINT (${String(row.lng)} ${String(row.lat)})`,
      ...(withBoundary && { boundary: boundaryOf(row.boundary) }),
    },
    address: {
      country: 'CA',
      state: 'ON',
      area: row.area,
      ...(row.city !== null && { city: row.city }),
      ...(row.type === 'neighborhood' && { neighborhood: row.name }),
    },
  }
}

const lower = (values: readonly string[] | undefined) => values?.map((value) => value.toLowerCase())

function matches(row: PlaceRow, filter: ProviderLocationsQuery | ProviderAutocompleteQuery) {
  const within = (value: string | null, wanted: string[] | undefined) =>
    !wanted || (value !== null && wanted.includes(value.toLowerCase()))
  return (
    (!filter.type || filter.type.includes(row.type)) &&
    within(row.area, lower(filter.area)) &&
    within(row.city, lower(filter.city)) &&
    (!filter.state || lower(filter.state)?.includes('on') === true)
  )
}

function places(db: Db): PlaceRow[] {
  const rows = db.prepare<[], Omit<PlaceRow, 'source'>>(PLACES_SQL).all()
  return [
    ...rows.map((row) => ({ ...row, source: 'MLS' as const })),
    ...rows
      .filter((row) => row.type === 'city')
      .map((row) => ({ ...row, source: 'PublicRecord' as const })),
  ]
}

const FILTER_SOURCES = ['UserDefined', 'LiveBy', 'PublicRecord'] as const

/** The sources a `source` filter asks for, in the answer's spelling; 400 on an unknown name. */
function sourcesAsked(
  source: readonly string[] | undefined,
  boardsSpelling: string,
): ReadonlySet<string> | undefined {
  if (!source) return undefined
  const asked = new Set<string>()
  for (const name of source) {
    if (name === boardsSpelling) asked.add('MLS')
    else if ((FILTER_SOURCES as readonly string[]).includes(name)) asked.add(name)
    else {
      throw new FakeProviderError(
        400,
        'source',
        `must be one of ${[boardsSpelling, ...FILTER_SOURCES].join(', ')}`,
      )
    }
  }
  return asked
}

const sourcesPresent = (rows: readonly PlaceRow[]) => [...new Set(rows.map((row) => row.source))]

/** `GET /locations`: places by type, area, city, neighbourhood or exact name, a page at a time. */
export function providerLocations(
  db: Db,
  query: ProviderLocationsQuery,
  boardsSpelling = 'MSL',
): Json {
  const neighborhoods = lower(query.neighborhood)
  const name = query.name?.toLowerCase()
  const sources = sourcesAsked(query.source, boardsSpelling)
  const found = places(db).filter(
    (row) =>
      (!sources || sources.has(row.source)) &&
      matches(row, query) &&
      (!neighborhoods ||
        (row.type === 'neighborhood' && neighborhoods.includes(row.name.toLowerCase()))) &&
      (name === undefined || row.name.toLowerCase() === name),
  )
  const pageSize = query.resultsPerPage ?? 100
  const pageNum = query.pageNum ?? 1
  const fields = parseFieldList(query.fields, 'fields')
  return {
    page: pageNum,
    numPages: Math.ceil(found.length / pageSize),
    pageSize,
    count: found.length,
    source: sourcesPresent(found),
    locations: found
      .slice((pageNum - 1) * pageSize, pageNum * pageSize)
      .map((row) => projectFields(toLocation(row, true), fields)),
  }
}

/**
 * `GET /locations/autocomplete`: places whose name holds the typed text, names that start with it
 * first, then larger places before smaller ones; outlines only with `boundary=true`.
 */
export function providerAutocomplete(
  db: Db,
  query: ProviderAutocompleteQuery,
  boardsSpelling = 'MSL',
): Json {
  const text = query.search.trim().toLowerCase()
  const sources = sourcesAsked(query.source, boardsSpelling)
  const rank = (row: PlaceRow) => (row.name.toLowerCase().startsWith(text) ? 0 : 1)
  const order = { area: 0, city: 1, neighborhood: 2 }
  const found = places(db)
    .filter(
      (row) =>
        (!sources || sources.has(row.source)) &&
        matches(row, query) &&
        row.name.toLowerCase().includes(text),
    )
    .sort(
      (a, b) => rank(a) - rank(b) || order[a.type] - order[b.type] || a.name.localeCompare(b.name),
    )
    .slice(0, query.resultsPerPage ?? 10)
  const fields = parseFieldList(query.fields, 'fields')
  return {
    locations: found.map((row) => projectFields(toLocation(row, query.boundary === true), fields)),
  }
}
