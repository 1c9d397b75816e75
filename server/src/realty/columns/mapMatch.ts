import type { ListingsQuery } from '../../../../contract/realty'
import { areaBox } from '../filterClauses'
import { gridContains } from '../areaGrid'
import type { MapArea } from '../mapPolygon'
import { CLASS_VALUES } from '../summary/summaryFigures'
import { rangesOf } from './partitions'
import type { Viewer } from '../presentListing'
import type { ColumnData, Columns } from './columnTable'
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

/** The bounds' test: a number within [min, max], either side open when not given. */
const within = (value: number, min = -Infinity, max = Infinity) => value >= min && value <= max

/** The listings a map search matches, and the positions the viewer is given of them. */
export interface MapMatched {
  /** The grouped columns (`partitions()`) the slots are positions in. */
  readonly columns: ColumnData
  readonly slots: Int32Array
  readonly positions: ViewerPositions
}

/**
 * The listings a map search matches, as positions in the grouped columns (`partitions()`): its
 * filters as `columnsMatchEvery` allows them, and its map area as SQLite decides it: the
 * listing's own tile within the area's tile range (widened for a guest), the viewer's position
 * within the area's bounds and, for an area that is not its box, inside the area by the same
 * test the SQL's condition makes (`gridContains`, areaFunction.ts).
 */
export function mapMatch(
  columns: Columns,
  query: ListingsQuery,
  mapArea: MapArea | undefined,
  viewer: Viewer,
): MapMatched {
  const names = columns.dictionaries
  const typeMask = names.type.maskOf(query.type?.map((t) => (t === 'sale' ? 'Sale' : 'Lease')))
  const statusMask = names.status.maskOf(query.status)
  const classMask = names.listingClass.maskOf(query.class?.map((name) => CLASS_VALUES[name]))
  const propertyTypeMask = names.propertyType.maskOf(query.propertyType)
  const styleMask = names.style.maskOf(query.style)
  const areaMask = names.area.maskOf(query.area)
  const neighborhoodMask = names.neighborhood.maskOf(query.neighborhood)
  const boards = query.boardId && query.boardId.length > 0 ? new Set(query.boardId) : undefined
  const partitions = columns.partitions()
  const grouped = partitions.columns
  const { type, status, listingClass, propertyType, style, area, neighborhood } = grouped
  const { boardId, listPrice, beds, baths, tileX, tileY } = grouped
  const positions = positionsFor(grouped, viewer)
  const { lat, lng } = positions
  const box = mapArea && areaBox(mapArea.bounds, positions.tileMargin)
  const inside = mapArea?.polygons && gridContains(mapArea.polygons)
  const ranges = rangesOf(
    partitions,
    names.city.maskOf(query.city),
    names.lastStatus.maskOf(query.lastStatus),
  )
  const matched: number[] = []
  for (let range = 0; range < ranges.length; range += 2) {
    const end = ranges[range + 1] ?? 0
    for (let slot = ranges[range] ?? 0; slot < end; slot += 1) {
      if (statusMask && statusMask[status[slot] ?? 0] !== 1) continue
      if (typeMask && typeMask[type[slot] ?? 0] !== 1) continue
      if (classMask && classMask[listingClass[slot] ?? 0] !== 1) continue
      if (propertyTypeMask && propertyTypeMask[propertyType[slot] ?? 0] !== 1) continue
      if (styleMask && styleMask[style[slot] ?? 0] !== 1) continue
      if (areaMask && areaMask[area[slot] ?? 0] !== 1) continue
      if (neighborhoodMask && neighborhoodMask[neighborhood[slot] ?? 0] !== 1) continue
      if (boards && !boards.has(boardId[slot] ?? 0)) continue
      if (!within(listPrice[slot] ?? 0, query.minPrice, query.maxPrice)) continue
      if (!within(beds[slot] ?? 0, query.minBeds, query.maxBeds)) continue
      if (!within(baths[slot] ?? 0, query.minBaths, query.maxBaths)) continue
      if (box) {
        if (!within(tileX[slot] ?? 0, box.minTileX, box.maxTileX)) continue
        if (!within(tileY[slot] ?? 0, box.minTileY, box.maxTileY)) continue
        // A position stored as NULL (NaN here) is within no bounds, as in SQL.
        const y = lat[slot] ?? NaN
        const x = lng[slot] ?? NaN
        if (!within(y, box.south, box.north) || !within(x, box.west, box.east)) continue
        if (inside && !inside([x, y])) continue
      }
      matched.push(slot)
    }
  }
  return { columns: grouped, slots: Int32Array.from(matched), positions }
}
