import type { ListingsQuery } from '../../../contract/realty'
import type { Db } from '../db/database'
import { restrictToArea } from './areaFunction'
import { columnsFor } from './boardRules'
import { buildWhere } from './listingFilters'
import { parseMapArea } from './mapPolygon'
import { resolvePlaceNames } from './placeNames'
import { parseFields, type Viewer } from './presentListing'
import { parseAggregates } from './aggregateFields'
import { parseStatistics } from './statistics'

const DEFAULT_STATUS: ListingsQuery['status'] = ['A']

/** The request as every way of answering it reads it: its defaults, places and parsed parts. */
export function prepareSearch(db: Db, request: ListingsQuery, viewer: Viewer) {
  const columns = columnsFor(viewer)
  const query: ListingsQuery = {
    ...request,
    // As the provider: a search that names no status finds active listings.
    status: request.status ?? DEFAULT_STATUS,
    city: resolvePlaceNames(db, 'city', request.city),
    neighborhood: resolvePlaceNames(db, 'neighborhood', request.neighborhood),
  }
  const area = query.map === undefined ? undefined : parseMapArea(query.map)
  const fields = parseFields(query.fields)
  let where = buildWhere(query, area, columns)
  if (area) where = restrictToArea(db, where, area, columns)
  return {
    query,
    fields,
    where,
    aggregateFields: parseAggregates(query.aggregates),
    asked: parseStatistics(query.statistics),
  }
}

export type PreparedSearch = ReturnType<typeof prepareSearch>
