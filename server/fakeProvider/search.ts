import type { Db } from '../src/db/database'
import { cellBox, groupByCell, singleListings } from '../src/realty/mapCells'
import { withArea } from './areaFilter'
import { FakeProviderError } from './errors'
import { parseFieldList, projectFields } from './fields'
import type { ProviderSearchQuery } from './query'
import { readListings, type ListingKey } from './records'
import { toProviderListing, type ResponseVersion } from './shape'
import { parseProviderStatistics, providerStatistics } from './statistics'
import { buildProviderWhere, orderBy, type Where } from './where'

/** The provider's page size when none is asked for. */
const DEFAULT_PAGE_SIZE = 100
const DEFAULT_CLUSTER_LIMIT = 200
/** What precision a cluster request without clusterPrecision gets. */
const DEFAULT_CLUSTER_PRECISION = 10

/** Aggregatable provider fields (its AggregatesValues) and the column holding each. */
const AGGREGATES: Readonly<Record<string, string>> = {
  class: 'class',
  type: 'type',
  status: 'status',
  lastStatus: 'last_status',
  'address.area': 'area',
  'address.city': 'city',
  'address.neighborhood': 'neighborhood',
  'details.propertyType': 'property_type',
  'details.style': 'style',
  'details.numBathrooms': 'baths',
}

type Json = Record<string, unknown>

function aggregates(db: Db, where: Where, fields: string): Json {
  const result: Json = {}
  for (const field of fields
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)) {
    const column = AGGREGATES[field]
    if (!column) throw new FakeProviderError(400, 'aggregates', `cannot aggregate ${field}`)
    const rows = db
      .prepare<(string | number)[], { value: string | number; n: number }>(
        `SELECT ${column} AS value, count(*) AS n FROM listings ${where.sql}
         GROUP BY value ORDER BY n DESC`,
      )
      .all(...where.params)
    const path = field.split('.')
    let into = result
    for (const key of path.slice(0, -1)) into = (into[key] ??= {}) as Json
    into[path.at(-1) ?? field] = Object.fromEntries(rows.map((row) => [String(row.value), row.n]))
  }
  return result
}

/**
 * `cluster=true`: listings grouped by map cell at `clusterPrecision` (a Web-Mercator zoom, as map
 * libraries count it), the largest `clusterLimit` cells, each with its count, centre and bounds;
 * a cell holding one listing carries that listing, cut to `clusterFields`.
 */
function clusters(db: Db, where: Where, query: ProviderSearchQuery, version: ResponseVersion) {
  const precision = query.clusterPrecision ?? DEFAULT_CLUSTER_PRECISION
  const { rows } = groupByCell(db, where, precision, query.clusterLimit ?? DEFAULT_CLUSTER_LIMIT)
  const fields = parseFieldList(query.clusterFields, 'clusterFields')
  const singleOf = singleListings(db, rows)
  return rows.map((row) => {
    const { north: top, west: left, south: bottom, east: right } = cellBox(row, precision)
    const single = singleOf(row)
    return {
      count: row.n,
      location: { latitude: row.lat, longitude: row.lng },
      bounds: {
        top_left: { latitude: top, longitude: left },
        bottom_right: { latitude: bottom, longitude: right },
      },
      map: [
        [
          [left, top],
          [left, bottom],
          [right, bottom],
          [right, top],
          [left, top],
        ],
      ],
      ...(single && { listing: projectFields(toProviderListing(single, version), fields) }),
    }
  })
}

function count(db: Db, where: Where): number {
  return (
    db
      .prepare<(string | number)[], { n: number }>(
        `SELECT count(*) AS n FROM listings ${where.sql}`,
      )
      .get(...where.params) ?? { n: 0 }
  ).n
}

function page(db: Db, where: Where, query: ProviderSearchQuery, total: number) {
  const pageSize = query.resultsPerPage ?? DEFAULT_PAGE_SIZE
  const pageNum = query.pageNum ?? 1
  if (query.listings === false || (pageNum - 1) * pageSize >= total) return []
  const keys = db
    .prepare<(string | number)[], ListingKey>(
      `SELECT mls_number, board_id FROM listings ${where.sql}
       ORDER BY ${orderBy(query.sortBy)}, mls_number LIMIT ? OFFSET ?`,
    )
    .all(...where.params, pageSize, (pageNum - 1) * pageSize)
  return readListings(db, keys)
}

/** `GET /listings`: the page, its count, and the statistics, aggregates and clusters asked for. */
export function providerSearch(
  db: Db,
  query: ProviderSearchQuery,
  version: ResponseVersion,
  backOfficeOnly: readonly string[] = [],
) {
  if (
    !query.cluster &&
    (query.clusterPrecision !== undefined || query.clusterLimit !== undefined)
  ) {
    throw new FakeProviderError(
      400,
      'cluster',
      'clusterPrecision and clusterLimit need cluster=true',
    )
  }
  const where = buildProviderWhere(query, backOfficeOnly)
  const fields = parseFieldList(query.fields, 'fields')
  const statistics = parseProviderStatistics(query.statistics)
  return withArea(db, where.area, () => {
    const total = count(db, where)
    const pageSize = query.resultsPerPage ?? DEFAULT_PAGE_SIZE
    const response: Json = {
      page: query.pageNum ?? 1,
      numPages: Math.ceil(total / pageSize),
      pageSize,
      count: total,
      listings: page(db, where, query, total).map((record) =>
        projectFields(toProviderListing(record, version), fields),
      ),
    }
    if (statistics) response.statistics = providerStatistics(db, where, statistics)
    if (query.aggregates !== undefined || query.cluster) {
      const result = aggregates(db, where, query.aggregates ?? '')
      if (query.cluster) result.map = { clusters: clusters(db, where, query, version) }
      response.aggregates = result
    }
    return response
  })
}
