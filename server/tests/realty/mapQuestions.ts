import { AGGREGATABLE } from '../../src/realty/aggregateFields'
import { MAX_AGGREGATES, type ListingsQuery } from '../../../contract/realty'
import { someOf } from './seededRandom'

/** The fields a map pin asks of a one-listing cluster and of the page (the map's own list). */
export const PIN_FIELDS =
  'mlsNumber,boardId,type,lastStatus,listPrice,soldPrice,map,address.unitNumber,address.streetNumber,address.streetName,address.streetSuffix'

type Ring = [number, number][]

/** A closed ring of `corners` corners around a centre, radii in degrees. */
export function ellipse(lng: number, lat: number, rx: number, ry: number, corners: number): Ring {
  return Array.from({ length: corners + 1 }, (_, i) => {
    const angle = (2 * Math.PI * (i % corners)) / corners
    return [lng + rx * Math.cos(angle), lat + ry * Math.sin(angle)]
  })
}

export const box = (west: number, south: number, east: number, north: number): Ring => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
]

/**
 * The map as the SPA asks it at a zoom (its map rules: precision the zoom plus 2, 100 clusters,
 * pages of 30 pins, 200 from zoom 16): the view around downtown Toronto, where the map starts.
 */
export function downtownView(zoom: number, polygon?: Ring[]): ListingsQuery {
  // About the screen's extent at the zoom: 360° over 2^zoom tiles, four tiles wide, three high.
  const half = 360 / 2 ** zoom
  const [latitude, longitude] = [43.6532, -79.3832]
  return {
    status: ['A'],
    map: JSON.stringify(
      polygon ?? [
        box(
          longitude - 2 * half,
          latitude - 1.1 * half,
          longitude + 2 * half,
          latitude + 1.1 * half,
        ),
      ],
    ),
    fields: PIN_FIELDS,
    resultsPerPage: zoom >= 16 ? 200 : 30,
    cluster: true,
    clusterPrecision: zoom + 2,
    clusterLimit: 100,
    clusterFields: PIN_FIELDS,
  }
}

const CITIES = ['Toronto', 'Mississauga', 'Ajax', 'Brampton', 'Markham', 'Nowhere']
const NEIGHBOURHOODS = ['Cooksville', 'Streetsville', 'Mineola', 'Meadowvale', 'Castlemore']
const LAST_STATUSES = ['Sld', 'Lsd', 'New', 'Sc', 'Ter'] as const
const PROPERTY_TYPES = ['Detached', 'Condo Apartment', 'Semi-Detached', 'Att/Row/Townhouse']
const STYLES = ['Apartment', '2-Storey', 'Bungalow', 'Loft']
const SUMMED = ['avg-soldPrice', 'avg-listPrice', 'avg-daysOnMarket', 'cnt-closed', 'grp-mth']

/** A random map area over the GTA: a box, a drawn ring, one with a hole, or two apart. */
function mapOf(next: () => number): string | undefined {
  const roll = next()
  if (roll < 0.15) return undefined
  const lng = -79.85 + next() * 0.9
  const lat = 43.35 + next() * 0.6
  const rx = 0.003 + next() * 0.5
  const ry = 0.003 + next() * 0.4
  const corners = 3 + Math.floor(next() * 40)
  if (roll < 0.45) return JSON.stringify([box(lng - rx, lat - ry, lng + rx, lat + ry)])
  if (roll < 0.7) return JSON.stringify([ellipse(lng, lat, rx, ry, corners)])
  const hole = ellipse(lng, lat, rx / 2, ry / 3, 12).reverse()
  if (roll < 0.85) return JSON.stringify([ellipse(lng, lat, rx, ry, corners), hole])
  return JSON.stringify([
    [ellipse(lng, lat, rx / 2, ry / 2, corners)],
    [box(lng + rx, lat + ry, lng + 2 * rx, lat + 2 * ry)],
  ])
}

const maybe = <T>(next: () => number, chance: number, value: () => T): T | undefined =>
  next() < chance ? value() : undefined

/** A random cluster search: the map's filters, an area, a precision and what comes beside. */
export function clusterQuestion(next: () => number): ListingsQuery {
  const minBeds = maybe(next, 0.25, () => Math.floor(next() * 4))
  const price = () => Math.round(100_000 + next() * 2_500_000)
  const aggregates = [...AGGREGATABLE.keys()].filter(() => next() < 0.15).slice(0, MAX_AGGREGATES)
  const statistics = SUMMED.filter(() => next() < 0.3)
  if (next() < 0.1) statistics.push('med-listPrice')
  const listings = next() < 0.5 ? false : undefined
  return {
    status: someOf(next, ['A', 'U'] as const),
    type: someOf(next, ['sale', 'lease'] as const),
    lastStatus: maybe(next, 0.15, () => someOf(next, LAST_STATUSES)),
    class: maybe(next, 0.2, () => someOf(next, ['residential', 'condo', 'commercial'] as const)),
    propertyType: maybe(next, 0.2, () => someOf(next, PROPERTY_TYPES)),
    style: maybe(next, 0.06, () => someOf(next, STYLES)),
    area: maybe(next, 0.06, () => someOf(next, ['Toronto', 'Peel', 'York'])),
    city: maybe(next, 0.15, () => someOf(next, CITIES)),
    neighborhood: maybe(next, 0.05, () => someOf(next, NEIGHBOURHOODS)),
    boardId: maybe(next, 0.1, () => someOf(next, [2, 91, 35, 86, 7])),
    minBeds,
    maxBeds: maybe(next, 0.2, () => (minBeds ?? 0) + Math.floor(next() * 3)),
    minBaths: maybe(next, 0.15, () => 1 + Math.floor(next() * 2)),
    maxBaths: maybe(next, 0.1, () => 1 + Math.floor(next() * 4)),
    minPrice: maybe(next, 0.2, price),
    maxPrice: maybe(next, 0.3, () => (next() < 0.5 ? 999_999_999 : price())),
    map: mapOf(next),
    cluster: true,
    clusterPrecision: maybe(next, 0.9, () => Math.floor(next() * 30)),
    clusterLimit: maybe(next, 0.8, () => 1 + Math.floor(next() * 200)),
    clusterFields: maybe(next, 0.5, () => PIN_FIELDS),
    aggregates: aggregates.length > 0 ? aggregates.join(',') : undefined,
    statistics: statistics.length > 0 ? statistics.join(',') : undefined,
    aggregateStatistics: maybe(next, 0.3, () => true),
    listings,
    fields: listings === false ? undefined : PIN_FIELDS,
    resultsPerPage: maybe(next, 0.5, () => 1 + Math.floor(next() * 50)),
    pageNum: maybe(next, 0.2, () => 1 + Math.floor(next() * 3)),
    sortBy: maybe(next, 0.3, () => (next() < 0.5 ? 'listPriceDesc' : 'createdOnDesc')),
  }
}
