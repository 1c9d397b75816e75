import type { ListingsQuery } from '../../../../contract/realty'
import { areaBox } from '../filterClauses'
import { gridContainsAt } from '../areaGrid'
import type { MapArea } from '../mapPolygon'
import type { Viewer } from '../presentListing'
import type { ColumnData } from './columnTable'
import { filterMasks } from './filterMasks'
import { positionsFor, type ViewerPositions } from './viewerPositions'

/**
 * The query parameters whose filters the columns apply exactly as the listings' WHERE clause
 * does (listingFilters.ts, filterClauses.ts), and those that shape the answer only. A search
 * naming any other (text, dates, sold prices, sizes) is left to SQLite.
 */
const MATCHED_PARAMETERS: ReadonlySet<string> = new Set([
  'type',
  'status',
  'lastStatus',
  'class',
  'propertyType',
  'style',
  'area',
  'city',
  'neighborhood',
  'boardId',
  'minPrice',
  'maxPrice',
  'minBeds',
  'maxBeds',
  'minBaths',
  'maxBaths',
  'map',
  'sortBy',
  'resultsPerPage',
  'pageNum',
  'fields',
  'listings',
  'aggregates',
  'statistics',
  'aggregateStatistics',
  'cluster',
  'clusterPrecision',
  'clusterLimit',
  'clusterFields',
])

/** Whether every parameter the search carries is one the columns match (or that only shapes it). */
export function columnsMatchEvery(query: ListingsQuery): boolean {
  // The search fills names it did not receive with undefined (an unresolved place list).
  return Object.entries(query).every(
    ([name, value]) => (value as unknown) === undefined || MATCHED_PARAMETERS.has(name),
  )
}

/** The listings a map search matches, and the positions the viewer is given of them. */
export interface MapMatched {
  /** The columns the slots are slots of. */
  readonly columns: ColumnData
  readonly slots: Int32Array
  readonly positions: ViewerPositions
}

/**
 * The listings a map search matches, as slots of the columns: its filters as
 * `columnsMatchEvery` allows them, and its map area as SQLite decides it: the listing's own
 * tile within the area's tile range (widened for a guest), the viewer's position within the
 * area's bounds and, for an area that is not its box, inside the area by the same test the
 * SQL's condition makes (`gridContains`, areaFunction.ts). Every live slot is read: a map view
 * names no city or last status, and the grouped copy (partitions.ts) is made anew after writes.
 */
export function mapMatch(
  columns: ColumnData,
  query: ListingsQuery,
  mapArea: MapArea | undefined,
  viewer: Viewer,
): MapMatched {
  const masks = filterMasks(columns, query)
  const { type: typeMask, status: statusMask, lastStatus: lastStatusMask } = masks
  const { listingClass: classMask, propertyType: propertyTypeMask, style: styleMask } = masks
  const { city: cityMask, area: areaMask, neighborhood: neighborhoodMask } = masks
  const boards = query.boardId && query.boardId.length > 0 ? new Set(query.boardId) : undefined
  const { alive, type, status, lastStatus, listingClass, propertyType, style } = columns
  const { city, area, neighborhood, boardId, listPrice, beds, baths, tileX, tileY } = columns
  const positions = positionsFor(columns, viewer)
  const { lat, lng } = positions
  // Bounds not given are open: every number lies within them (a NaN position within none).
  const [minPrice, maxPrice] = [query.minPrice ?? -Infinity, query.maxPrice ?? Infinity]
  const [minBeds, maxBeds] = [query.minBeds ?? -Infinity, query.maxBeds ?? Infinity]
  const [minBaths, maxBaths] = [query.minBaths ?? -Infinity, query.maxBaths ?? Infinity]
  const box = mapArea
    ? areaBox(mapArea.bounds, positions.tileMargin)
    : { minTileX: -Infinity, maxTileX: Infinity, minTileY: -Infinity, maxTileY: Infinity }
  const { minTileX, maxTileX, minTileY, maxTileY } = box
  const { south, north, west, east } = mapArea?.bounds ?? {}
  const inside = mapArea?.polygons && gridContainsAt(mapArea.polygons)
  const slots = new Int32Array(columns.length)
  let matched = 0
  for (let slot = 0; slot < columns.length; slot += 1) {
    if (alive[slot] !== 1) continue
    if (statusMask && statusMask[status[slot] ?? 0] !== 1) continue
    if (typeMask && typeMask[type[slot] ?? 0] !== 1) continue
    if (lastStatusMask && lastStatusMask[lastStatus[slot] ?? 0] !== 1) continue
    if (classMask && classMask[listingClass[slot] ?? 0] !== 1) continue
    if (propertyTypeMask && propertyTypeMask[propertyType[slot] ?? 0] !== 1) continue
    if (styleMask && styleMask[style[slot] ?? 0] !== 1) continue
    if (cityMask && cityMask[city[slot] ?? 0] !== 1) continue
    if (areaMask && areaMask[area[slot] ?? 0] !== 1) continue
    if (neighborhoodMask && neighborhoodMask[neighborhood[slot] ?? 0] !== 1) continue
    if (boards && !boards.has(boardId[slot] ?? 0)) continue
    const price = listPrice[slot] ?? 0
    if (price < minPrice || price > maxPrice) continue
    const bedrooms = beds[slot] ?? 0
    if (bedrooms < minBeds || bedrooms > maxBeds) continue
    const bathrooms = baths[slot] ?? 0
    if (bathrooms < minBaths || bathrooms > maxBaths) continue
    const x = tileX[slot] ?? 0
    const y = tileY[slot] ?? 0
    if (x < minTileX || x > maxTileX || y < minTileY || y > maxTileY) continue
    if (south !== undefined && north !== undefined && west !== undefined && east !== undefined) {
      const latitude = lat[slot] ?? NaN
      const longitude = lng[slot] ?? NaN
      if (!(latitude >= south && latitude <= north && longitude >= west && longitude <= east)) {
        continue
      }
      if (inside && !inside(longitude, latitude)) continue
    }
    slots[matched] = slot
    matched += 1
  }
  return { columns, slots: slots.subarray(0, matched), positions }
}
