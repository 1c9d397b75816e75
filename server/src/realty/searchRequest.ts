import type { ListingsQuery } from '../../../contract/realty'
import type { Db } from '../db/database'
import { restrictToArea } from './areaFunction'
import { columnsFor } from './boardRules'
import { buildWhere } from './listingFilters'
import { mapAreaOf, type MapArea } from './mapPolygon'
import { resolvePlaceNames } from './placeNames'
import { parseFields, type Viewer } from './presentListing'
import { parseAggregates } from './aggregateFields'
import { parseStatistics } from './statistics'

const DEFAULT_STATUS: ListingsQuery['status'] = ['A']
const DEFAULT_CLUSTER_LIMIT = 200
const DEFAULT_CLUSTER_PRECISION = 16

/** The clusters a search asks for: their precision (a map zoom) and how many at most. */
export const clusterShape = (query: ListingsQuery) => ({
  precision: query.clusterPrecision ?? DEFAULT_CLUSTER_PRECISION,
  limit: query.clusterLimit ?? DEFAULT_CLUSTER_LIMIT,
})

/**
 * The request as every way of answering it reads it: its defaults, places and parsed parts. The
 * map area is the one the caller already parsed from `request.map` when given: an outline is
 * repaired once per request, where it arrives.
 */
export function prepareSearch(
  db: Db,
  request: ListingsQuery,
  viewer: Viewer,
  area: MapArea | undefined = mapAreaOf(request),
) {
  const columns = columnsFor(viewer)
  const query: ListingsQuery = {
    ...request,
    // As the provider: a search that names no status finds active listings.
    status: request.status ?? DEFAULT_STATUS,
    city: resolvePlaceNames(db, 'city', request.city),
    neighborhood: resolvePlaceNames(db, 'neighborhood', request.neighborhood),
  }
  const fields = parseFields(query.fields)
  let where = buildWhere(query, area, columns)
  if (area) where = restrictToArea(db, where, area, columns)
  return {
    query,
    fields,
    where,
    area,
    aggregateFields: parseAggregates(query.aggregates),
    asked: parseStatistics(query.statistics),
  }
}

export type PreparedSearch = ReturnType<typeof prepareSearch>
