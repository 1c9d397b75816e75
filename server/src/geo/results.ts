import type { GeocodeResult, Viewport } from '../../../contract/geo'
import type { Bounds, Position } from '../data/geometry'
import type { AddressRow } from './addresses'
import type { Area } from './gazetteer'
import { COUNTRY, PROVINCE, addressComponents, cityLine, streetShort } from './names'
import { encodePlaceId, type StreetRef } from './placeId'

/** Micro-degrees, as the listing feed gives coordinates: no float noise in the JSON. */
const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6

const viewportOf = ({ west, south, east, north }: Bounds): Viewport => ({
  northeast: { lat: round(north), lng: round(east) },
  southwest: { lat: round(south), lng: round(west) },
})

/** About 150 m each way: the box a map fits to show one building and its street. */
const ADDRESS_SPAN = 0.0014

function boxAround([lng, lat]: Position, span: number): Bounds {
  const lngSpan = span / Math.cos((lat * Math.PI) / 180)
  return { west: lng - lngSpan, south: lat - span, east: lng + lngSpan, north: lat + span }
}

/** The box around every point, each padded as an address would be. */
function paddedBounds(points: readonly Position[]): Bounds {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity]
  for (const point of points) {
    const box = boxAround(point, ADDRESS_SPAN / 2)
    west = Math.min(west, box.west)
    south = Math.min(south, box.south)
    east = Math.max(east, box.east)
    north = Math.max(north, box.north)
  }
  return { west, south, east, north }
}

export function localityResult(city: Area): GeocodeResult {
  return {
    place_id: encodePlaceId({ kind: 'locality', city: city.name }),
    formatted_address: cityLine(city.name),
    geometry: {
      location: { lat: city.center[1], lng: city.center[0] },
      viewport: viewportOf(city.bounds),
    },
    address_components: addressComponents({ city: city.name }),
    types: ['locality', 'political'],
  }
}

export function neighbourhoodResult(area: Area): GeocodeResult {
  return {
    place_id: encodePlaceId({ kind: 'neighborhood', city: area.city, name: area.name }),
    formatted_address: `${area.name}, ${cityLine(area.city)}`,
    geometry: {
      location: { lat: area.center[1], lng: area.center[0] },
      viewport: viewportOf(area.bounds),
    },
    address_components: addressComponents({ neighbourhood: area.name, city: area.city }),
    types: ['neighborhood', 'political'],
  }
}

/**
 * A street as the span of its listings. Its location is the listing nearest their mean: a
 * point on the street itself, where the mean of a winding or scattered street need not be.
 */
export function routeResult(street: StreetRef, positions: readonly Position[]): GeocodeResult {
  const mean: Position = [
    positions.reduce((sum, [lng]) => sum + lng, 0) / positions.length,
    positions.reduce((sum, [, lat]) => sum + lat, 0) / positions.length,
  ]
  const distance = ([lng, lat]: Position) => (lng - mean[0]) ** 2 + (lat - mean[1]) ** 2
  const centre = positions.reduce((best, point) =>
    distance(point) < distance(best) ? point : best,
  )
  return {
    place_id: encodePlaceId(street),
    formatted_address: `${streetShort(street)}, ${cityLine(street.city)}`,
    geometry: {
      location: { lat: centre[1], lng: centre[0] },
      viewport: viewportOf(paddedBounds(positions)),
    },
    address_components: addressComponents({ street, city: street.city }),
    types: ['route'],
  }
}

export function addressResult(row: AddressRow): GeocodeResult {
  const { ref } = row
  return {
    place_id: encodePlaceId(ref),
    // Google's Canadian form: the postal code follows the province.
    formatted_address: `${ref.number} ${streetShort(ref)}, ${ref.city}, ${PROVINCE.short} ${row.zip}, ${COUNTRY.long}`,
    geometry: {
      location: { lat: row.lat, lng: row.lng },
      viewport: viewportOf(boxAround([row.lng, row.lat], ADDRESS_SPAN)),
    },
    address_components: addressComponents({
      number: ref.number,
      street: ref,
      city: ref.city,
      neighbourhood: row.neighbourhood,
      postalCode: row.zip,
    }),
    types: ['street_address'],
  }
}
