import {
  MAX_ROADS_VIEW_PIXELS,
  PLACE_LABEL_ZOOMS,
  ROAD_MIN_ZOOM,
  type PlaceLabel,
  type RoadFeature,
  type RoadsQuery,
  type RoadsResponse,
} from '../../../contract/geo'
import { CITIES } from '../data/geography/cities'
import { NEIGHBOURHOODS } from '../data/geography/neighbourhoods'
import { ringBounds, type Bounds, type Position } from '../data/geometry'
import { MAIN_ROADS } from '../data/roads'
import type { Db } from '../db/database'
import { badRequest } from '../httpErrors'
import { prepared } from '../realty/summary/statements'

/** `west,south,east,north` in degrees, a real box; a 400 with the reason otherwise. */
export function parseBbox(text: string): Bounds {
  const parts = text.split(',').map((part) => Number(part.trim()))
  if (parts.length !== 4 || parts.some((part) => !Number.isFinite(part))) {
    throw badRequest('querystring/bbox must be four numbers: west,south,east,north')
  }
  const [west = 0, south = 0, east = 0, north = 0] = parts
  if ([west, east].some((lng) => lng < -180 || lng > 180)) {
    throw badRequest('querystring/bbox longitudes must be between -180 and 180')
  }
  if ([south, north].some((lat) => lat < -90 || lat > 90)) {
    throw badRequest('querystring/bbox latitudes must be between -90 and 90')
  }
  if (west >= east || south >= north) {
    throw badRequest('querystring/bbox must have west < east and south < north')
  }
  return { west, south, east, north }
}

/** Degrees of longitude a screen `pixels` wide spans at `zoom` (256-pixel Web-Mercator tiles). */
const degreesAcross = (pixels: number, zoom: number) => (360 * pixels) / (256 * 2 ** zoom)

const overlaps = (a: Bounds, b: Bounds) =>
  a.west <= b.east && a.east >= b.west && a.south <= b.north && a.north >= b.south

const inside = ([lng, lat]: Position, box: Bounds) =>
  lng >= box.west && lng <= box.east && lat >= box.south && lat <= box.north

const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5

const toFeature = (road: (typeof MAIN_ROADS)[number]): RoadFeature => ({
  kind: road.kind,
  name: road.name,
  path: road.path.map(([lng, lat]): [number, number] => [round(lng), round(lat)]),
})

const MAIN_ROAD_BOXES = MAIN_ROADS.map((road) => ({
  road,
  box: ringBounds(road.path),
  feature: toFeature(road),
}))

const CITY_LABELS: PlaceLabel[] = CITIES.map((city) => ({
  kind: 'city',
  name: city.name,
  position: [city.center[0], city.center[1]],
}))

const NEIGHBOURHOOD_LABELS: PlaceLabel[] = NEIGHBOURHOODS.map((seed) => ({
  kind: 'neighbourhood',
  name: seed.name,
  position: [seed.center[0], seed.center[1]],
}))

/** The place names worth showing at a zoom: cities first, so they win a crowded spot. */
function placesFor(box: Bounds, zoom: number): PlaceLabel[] {
  const cities = zoom <= PLACE_LABEL_ZOOMS.cityUntil ? CITY_LABELS : []
  const neighbourhoods =
    zoom >= PLACE_LABEL_ZOOMS.neighbourhoodFrom && zoom <= PLACE_LABEL_ZOOMS.neighbourhoodUntil
      ? NEIGHBOURHOOD_LABELS
      : []
  return [...cities, ...neighbourhoods].filter((label) => inside(label.position, box))
}

interface StreetRow {
  readonly name: string
  readonly path: string
}

/** The residential streets whose boxes meet the view's (the statement is compiled once). */
function streetsIn(db: Db, box: Bounds): RoadFeature[] {
  const query = prepared<[number, number, number, number], StreetRow>(
    db,
    `SELECT name, path FROM streets
     WHERE west <= ? AND east >= ? AND south <= ? AND north >= ? ORDER BY id`,
  )
  return query.all(box.east, box.west, box.north, box.south).map((row): RoadFeature => ({
    kind: 'street',
    name: row.name,
    path: JSON.parse(row.path) as [number, number][],
  }))
}

/**
 * Roads and names for a view at a zoom, by level of detail: highways from zoom 9, arterials
 * from 11, residential streets from 14, each only where its box meets the view's.
 */
export function roadsForView(db: Db, query: RoadsQuery): RoadsResponse {
  const box = parseBbox(query.bbox)
  const { zoom } = query
  const across = degreesAcross(MAX_ROADS_VIEW_PIXELS, zoom)
  if (box.east - box.west > across || box.north - box.south > across) {
    throw badRequest(`querystring/bbox is wider than a view at zoom ${String(zoom)}`)
  }
  const main = MAIN_ROAD_BOXES.filter(
    (entry) => zoom >= ROAD_MIN_ZOOM[entry.road.kind] && overlaps(entry.box, box),
  ).map((entry) => entry.feature)
  const streets = zoom >= ROAD_MIN_ZOOM.street ? streetsIn(db, box) : []
  return { roads: [...main, ...streets], places: placesFor(box, zoom) }
}
