import {
  MAX_AGGREGATES,
  type Cluster,
  type ListingsQuery,
  type ListingsResponse,
} from '../../../contract/realty'
import type { Db } from '../db/database'
import { badRequest } from '../httpErrors'
import { restrictToArea } from './areaFunction'
import { columnsFor } from './boardRules'
import { cellBox, groupByCell, singleListings } from './mapCells'
import { buildWhere, ORDER_BY, type Where } from './listingFilters'
import { parseMapArea } from './mapPolygon'
import { resolvePlaceNames } from './placeNames'
import { readRecords, type ListingKey } from './records'
import { computeStatistics, parseStatistics, statisticsByPropertyType } from './statistics'
import { forViewer, parseFields, project, type Viewer } from './presentListing'
import { answerFromSummary } from './summary/summaryAnswer'
import { SUMMARY_AGGREGATES, summaryCanAnswer } from './summary/summaryRequest'

const DEFAULT_PAGE_SIZE = 100
const DEFAULT_CLUSTER_LIMIT = 200
const DEFAULT_CLUSTER_PRECISION = 16
/** The provider's default order when a search names none. */
const DEFAULT_SORT = 'updatedOnDesc'
const DEFAULT_STATUS: ListingsQuery['status'] = ['A']

/**
 * Dotted listing fields that may be aggregated, and the column that holds each. A Map, so only
 * these names are found (never `constructor` or `__proto__`).
 */
const AGGREGATABLE: ReadonlyMap<string, string> = new Map([
  ['class', 'class'],
  ['type', 'type'],
  ['status', 'status'],
  ['lastStatus', 'last_status'],
  ['boardId', 'board_id'],
  ['details.propertyType', 'property_type'],
  ['details.style', 'style'],
  ['details.numBedrooms', 'beds'],
  ['details.numBathrooms', 'baths'],
  ['address.city', 'city'],
  ['address.area', 'area'],
  ['address.neighborhood', 'neighborhood'],
])

/**
 * `aggregates=`: the asked fields, each once, at most MAX_AGGREGATES. `map` is the provider's
 * name for the clusters, which `cluster=true` asks for, so it adds nothing here.
 */
export function parseAggregates(value: string | undefined): string[] {
  const fields = [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== '' && name !== 'map'),
    ),
  ]
  const unknown = fields.find((field) => !AGGREGATABLE.has(field))
  if (unknown !== undefined) throw badRequest(`querystring/aggregates cannot group by "${unknown}"`)
  if (fields.length > MAX_AGGREGATES) {
    throw badRequest(
      `querystring/aggregates asks for ${String(fields.length)} fields; at most ${String(MAX_AGGREGATES)}`,
    )
  }
  return fields
}

/** Each field's counts of matching listings per value, added to `result` (a new object by default). */
function aggregates(
  db: Db,
  where: Where,
  fields: readonly string[],
  result: Record<string, unknown> = {},
): Record<string, unknown> {
  for (const field of fields) {
    const column = AGGREGATABLE.get(field) ?? 'class'
    const rows = db
      .prepare<(string | number)[], { value: string | number | null; n: number }>(
        `SELECT ${column} AS value, count(*) AS n FROM listings ${where.sql} GROUP BY ${column} ORDER BY n DESC`,
      )
      .all(...where.params)
    const counts = Object.fromEntries(rows.map((row) => [String(row.value), row.n]))
    // "details.propertyType" nests as { details: { propertyType: {...} } }, as the provider does.
    const path = field.split('.')
    let into = result
    for (const key of path.slice(0, -1)) {
      into = (into[key] ??= {}) as Record<string, unknown>
    }
    into[path.at(-1) ?? field] = counts
  }
  return result
}

function clusters(
  db: Db,
  where: Where,
  precision: number,
  limit: number,
  viewer: Viewer,
  fields: string[][] | undefined,
): { clusters: Cluster[]; total: number } {
  // A guest's clusters group, centre and bound withheld listings by their grid-cell centres.
  const { rows, total } = groupByCell(db, where, precision, limit, columnsFor(viewer))
  const singleOf = singleListings(db, rows)
  const clusters = rows.map((row) => {
    const box = cellBox(row, precision)
    const cluster: Cluster = {
      count: row.n,
      location: { latitude: row.lat, longitude: row.lng },
      bounds: {
        top_left: { latitude: box.north, longitude: box.west },
        bottom_right: { latitude: box.south, longitude: box.east },
      },
    }
    const single = singleOf(row)
    if (!single) return cluster
    const listing = forViewer(single, viewer)
    // A single withheld listing's cluster sits, for a guest, at its grid-cell centre, as its pin.
    return {
      ...cluster,
      location: { ...listing.map },
      listing: project(listing, fields),
    }
  })
  return { clusters, total }
}

/**
 * GET /listings: one search, with its page, count, clusters and aggregates. `fromSummary: false`
 * reads the listings even when the monthly summary could answer (to compare the two).
 */
export function searchListings(
  db: Db,
  request: ListingsQuery,
  viewer: Viewer,
  { fromSummary = true }: { readonly fromSummary?: boolean } = {},
): ListingsResponse {
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

  const aggregateFields = parseAggregates(query.aggregates)
  const asked = parseStatistics(query.statistics)
  // Statistics over whole months are summed ahead; the summary says when it cannot answer.
  if (fromSummary && summaryCanAnswer(query, asked)) {
    const summed = answerFromSummary(db, query, asked, aggregateFields, viewer)
    if (summed) {
      // Fields the summary does not keep (style, neighbourhood...) are counted from the listings.
      const unsummed = aggregateFields.filter((field) => !SUMMARY_AGGREGATES.has(field))
      if (unsummed.length > 0) {
        summed.aggregates = aggregates(db, where, unsummed, summed.aggregates ?? {})
      }
      return summed
    }
  }
  // As the provider: clusters only when asked with cluster=true.
  const grouped =
    query.cluster === true
      ? clusters(
          db,
          where,
          query.clusterPrecision ?? DEFAULT_CLUSTER_PRECISION,
          query.clusterLimit ?? DEFAULT_CLUSTER_LIMIT,
          viewer,
          parseFields(query.clusterFields),
        )
      : undefined
  // Clustering already counted every match; otherwise count on its own.
  const count =
    grouped?.total ??
    (
      db
        .prepare<(string | number)[], { n: number }>(
          `SELECT count(*) AS n FROM listings ${where.sql}`,
        )
        .get(...where.params) ?? { n: 0 }
    ).n
  const pageSize = query.resultsPerPage ?? DEFAULT_PAGE_SIZE
  const page = query.pageNum ?? 1
  const numPages = Math.ceil(count / pageSize)

  let listings: Record<string, unknown>[] = []
  if (query.listings !== false && (page - 1) * pageSize < count) {
    const order = ORDER_BY[query.sortBy ?? DEFAULT_SORT]
    const keys = db
      .prepare<(string | number)[], ListingKey>(
        `SELECT mls_number, board_id FROM listings ${where.sql} ORDER BY ${order}, mls_number LIMIT ? OFFSET ?`,
      )
      .all(...where.params, pageSize, (page - 1) * pageSize)
    listings = readRecords(db, keys).map((record) => project(forViewer(record, viewer), fields))
  }

  const response: ListingsResponse = { page, numPages, pageSize, count, listings }
  const stats = asked.size > 0 ? computeStatistics(db, where, asked, viewer) : undefined
  if (stats) response.statistics = stats.result
  if (grouped || aggregateFields.length > 0) {
    const result = aggregates(db, where, aggregateFields)
    if (grouped) result.map = { clusters: grouped.clusters }
    if (
      stats &&
      query.aggregateStatistics === true &&
      aggregateFields.includes('details.propertyType')
    ) {
      result.details = {
        ...(result.details as Record<string, unknown> | undefined),
        propertyType: statisticsByPropertyType(stats.rows, viewer),
      }
    }
    response.aggregates = result
  }
  return response
}
