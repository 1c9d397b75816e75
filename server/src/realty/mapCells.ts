import type { Db } from '../db/database'
import type { ListingRecord } from '../data/listingRecord'
import { TILE_ZOOM, tileBounds } from '../data/geometry'
import { readRecords } from './records'

/** One map cell of a cluster query, as both the service and the fake provider read it. */
export interface ClusterRow {
  readonly cx: number
  readonly cy: number
  readonly n: number
  readonly lat: number
  readonly lng: number
  readonly min_lat: number
  readonly max_lat: number
  readonly min_lng: number
  readonly max_lng: number
  /** The listing's key; meaningful only when the cluster holds one listing. */
  readonly mls_number: string
  readonly board_id: number
}

/** The columns a cluster query reads positions from (a guest's are the grid-cell centres). */
export interface CellColumns {
  readonly lat: string
  readonly lng: string
  readonly tileX: string
  readonly tileY: string
}

export const EXACT_POSITIONS: CellColumns = {
  lat: 'lat',
  lng: 'lng',
  tileX: 'tile_x',
  tileY: 'tile_y',
}

/** Cells are tiles at the asked precision, which is a zoom no finer than the stored tiles'. */
const cellZoom = (precision: number) => Math.min(precision, TILE_ZOOM)

/** How far right a stored tile is shifted to give its cell at the asked precision. */
export const cellShift = (precision: number) => TILE_ZOOM - cellZoom(precision)

interface WhereSql {
  readonly sql: string
  readonly params: readonly (string | number)[]
}

/** What each cell reports beside its coordinates: its count, mean position, box and a listing. */
const cellFigures = ({ lat, lng }: CellColumns) =>
  `count(*) AS n, avg(${lat}) AS lat, avg(${lng}) AS lng, min(${lat}) AS min_lat,
   max(${lat}) AS max_lat, min(${lng}) AS min_lng, max(${lng}) AS max_lng,
   max(mls_number) AS mls_number, max(board_id) AS board_id`

/**
 * From this precision on, a cell holds a few listings at most (zoom 18: about 100 m), so a view
 * has far more cells than it shows: the cells are ranked first by their counts alone, and only
 * the shown ones read their positions and listing (cellsRankedFirst).
 */
const FINE_PRECISION = 18

/** One number names a cell: its column times this, plus its row (below 2^20 at TILE_ZOOM). */
const CELL_KEY_STRIDE = 2 ** 21

/**
 * An aggregate that reads every matching listing beside the cells (the statistics' sums), put
 * in the columns of the one statement that reads them all; its own result is not used.
 */
const alongsideColumn = (alongside: string | undefined) =>
  alongside === undefined ? '' : `, ${alongside} AS alongside`

/** Every cell in one pass: figures for all, ranked, with the search's count beside each. */
export function cellsInOnePass(
  db: Db,
  where: WhereSql,
  shift: string,
  limit: number,
  columns: CellColumns,
  alongside?: string,
) {
  const rows = db
    .prepare<(string | number)[], ClusterRow & { total: number }>(
      `SELECT ${columns.tileX} >> ${shift} AS cx, ${columns.tileY} >> ${shift} AS cy,
        ${cellFigures(columns)}, sum(count(*)) OVER () AS total${alongsideColumn(alongside)}
       FROM listings ${where.sql} GROUP BY cx, cy ORDER BY n DESC, cx, cy LIMIT ?`,
    )
    .all(...where.params, limit)
  return { rows, total: rows[0]?.total ?? 0 }
}

/**
 * The same cells in three cheaper steps when there are many: rank the cells by count alone
 * (no positions carried through the sort), count the search, then read the figures of the
 * ranked cells only. At 100,000 listings and zoom 20: about 50 ms against 85.
 */
export function cellsRankedFirst(
  db: Db,
  where: WhereSql,
  shift: string,
  limit: number,
  columns: CellColumns,
  alongside?: string,
) {
  const cx = `${columns.tileX} >> ${shift}`
  const cy = `${columns.tileY} >> ${shift}`
  const ranked = db
    .prepare<(string | number)[], { cx: number; cy: number }>(
      `SELECT ${cx} AS cx, ${cy} AS cy FROM listings ${where.sql}
       GROUP BY cx, cy ORDER BY count(*) DESC, cx, cy LIMIT ?`,
    )
    .all(...where.params, limit)
  const { total } = db
    .prepare<(string | number)[], { total: number }>(
      `SELECT count(*) AS total${alongsideColumn(alongside)} FROM listings ${where.sql}`,
    )
    .get(...where.params) ?? { total: 0 }
  const inRanked = `(${cx}) * ${String(CELL_KEY_STRIDE)} + (${cy}) IN (SELECT value FROM json_each(?))`
  const rows = db
    .prepare<(string | number)[], ClusterRow>(
      `SELECT ${cx} AS cx, ${cy} AS cy, ${cellFigures(columns)} FROM listings
       ${where.sql ? `${where.sql} AND ${inRanked}` : `WHERE ${inRanked}`} GROUP BY cx, cy`,
    )
    .all(...where.params, JSON.stringify(ranked.map((cell) => cell.cx * CELL_KEY_STRIDE + cell.cy)))
  rows.sort((a, b) => b.n - a.n || a.cx - b.cx || a.cy - b.cy)
  return { rows, total }
}

/**
 * The `limit` largest map cells of a search at `precision` (a Web-Mercator zoom, as map
 * libraries count it): each cell's count, mean position and the box of its listings, the largest
 * first (ties in cell order), and `total`, the sum over every cell (the search's count). SQLite
 * ranks and sums the groups, so however fine the precision only `limit` rows reach JavaScript.
 * Listings are stored with their tile at TILE_ZOOM, so a coarser cell is that tile shifted right
 * by the difference of the zooms.
 */
export function groupByCell(
  db: Db,
  where: WhereSql,
  precision: number,
  limit: number,
  columns: CellColumns = EXACT_POSITIONS,
  /** An aggregate to run over every matching listing in the same read (alongsideColumn). */
  alongside?: string,
): { rows: ClusterRow[]; total: number } {
  const shift = String(cellShift(precision))
  return precision >= FINE_PRECISION
    ? cellsRankedFirst(db, where, shift, limit, columns, alongside)
    : cellsInOnePass(db, where, shift, limit, columns, alongside)
}

/** A cell's bounds: the box of its listings, never beyond the cell itself. */
export function cellBox(row: ClusterRow, precision: number) {
  const cell = tileBounds(row.cx, row.cy, cellZoom(precision))
  return {
    north: Math.min(cell.north, row.max_lat),
    west: Math.max(cell.west, row.min_lng),
    south: Math.max(cell.south, row.min_lat),
    east: Math.min(cell.east, row.max_lng),
  }
}

/** The listing of each cell that holds exactly one, looked up by its row. */
export function singleListings(
  db: Db,
  rows: readonly ClusterRow[],
): (row: ClusterRow) => ListingRecord | undefined {
  const keyOf = (mlsNumber: string, boardId: number) => `${mlsNumber}/${String(boardId)}`
  const singles = new Map(
    readRecords(
      db,
      rows.filter((row) => row.n === 1),
    ).map((record) => [keyOf(record.mlsNumber, record.boardId), record]),
  )
  return (row) => (row.n === 1 ? singles.get(keyOf(row.mls_number, row.board_id)) : undefined)
}
