import type { GeocodeQuery, GeocodeResponse, GeocodeResult } from '../../../contract/geo'
import type { Position } from '../data/geometry'
import type { Db } from '../db/database'
import { badRequest, notFound } from '../httpErrors'
import { nearestAddress, readAddress, streetPositions } from './addresses'
import { areaContains, gazetteerOf } from './gazetteer'
import { decodePlaceId, type PlaceRef } from './placeId'
import { addressResult, localityResult, neighbourhoodResult, routeResult } from './results'

/** How far from a listing a point may be and still be taken for its address. */
export const ADDRESS_RADIUS_METRES = 150

function resultFor(db: Db, ref: PlaceRef): GeocodeResult | undefined {
  const { cities, neighbourhoods } = gazetteerOf(db)
  switch (ref.kind) {
    case 'locality': {
      const city = cities.find(({ name }) => name === ref.city)
      return city && localityResult(city)
    }
    case 'neighborhood': {
      const area = neighbourhoods.find(({ name, city }) => name === ref.name && city === ref.city)
      return area && neighbourhoodResult(area)
    }
    case 'route': {
      const positions = streetPositions(db, ref)
      return positions.length > 0 ? routeResult(ref, positions) : undefined
    }
    case 'street_address': {
      const row = readAddress(db, ref)
      return row && addressResult(row)
    }
  }
}

const LATLNG_HELP = 'querystring/latlng must be latitude,longitude in degrees, e.g. 43.65,-79.38'
const NUMBER = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/

/** `43.65,-79.38` as a GeoJSON position; plain decimals only, within the globe. */
export function parseLatLng(text: string): Position {
  const parts = text.split(',')
  if (parts.length !== 2 || !parts.every((part) => NUMBER.test(part))) throw badRequest(LATLNG_HELP)
  const [lat, lng] = parts.map(Number) as [number, number]
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) throw badRequest(LATLNG_HELP)
  return [lng, lat]
}

/**
 * Reverse geocoding as Google orders it, most precise first: the listing address within 150 m,
 * then the neighbourhood and the city whose outlines hold the point. Outside every city (the
 * lake, beyond the dataset's area) there is nothing to name, however near a listing is.
 */
function reverse(db: Db, point: Position): GeocodeResult[] {
  const { cities, neighbourhoods } = gazetteerOf(db)
  const city = cities.find((area) => areaContains(area, point))
  if (!city) return []
  const address = nearestAddress(db, point, ADDRESS_RADIUS_METRES)
  const neighbourhood = neighbourhoods.find(
    (area) => area.city === city.name && areaContains(area, point),
  )
  return [
    ...(address ? [addressResult(address)] : []),
    ...(neighbourhood ? [neighbourhoodResult(neighbourhood)] : []),
    localityResult(city),
  ]
}

/** GET /geo/geocode: a place id from a prediction, or a point to name (exactly one of them). */
export function geocode(db: Db, query: GeocodeQuery): GeocodeResponse {
  const { place_id: placeId, latlng } = query
  if ((placeId === undefined) === (latlng === undefined)) {
    throw badRequest('querystring must have exactly one of place_id or latlng')
  }
  if (placeId !== undefined) {
    const result = resultFor(db, decodePlaceId(placeId))
    if (!result) throw notFound('NOT_FOUND: no place has that place_id in this dataset')
    return { results: [result], status: 'OK' }
  }
  const results = reverse(db, parseLatLng(latlng ?? ''))
  return { results, status: results.length > 0 ? 'OK' : 'ZERO_RESULTS' }
}
