import type { ClusterRow } from '../mapCells'
import type { MapMatched } from './mapMatch'

/**
 * The `limit` largest cells' places among `counts` (cells in key order), largest first, ties
 * in key order: the cells above the count the limit falls at, then as many of that count as
 * there is room for, found without sorting every cell.
 */
function largest(counts: Int32Array, limit: number): number[] {
  let most = 0
  for (const count of counts) most = Math.max(most, count)
  const cellsWith = new Int32Array(most + 1)
  for (const count of counts) cellsWith[count] = (cellsWith[count] ?? 0) + 1
  let threshold = most
  let above = 0
  while (threshold > 1 && above + (cellsWith[threshold] ?? 0) < limit) {
    above += cellsWith[threshold] ?? 0
    threshold -= 1
  }
  let room = limit - above
  const picked: number[] = []
  for (let at = 0; at < counts.length; at += 1) {
    const count = counts[at] ?? 0
    if (count > threshold) picked.push(at)
    else if (count === threshold && room > 0) {
      picked.push(at)
      room -= 1
    }
  }
  return picked.sort((a, b) => (counts[b] ?? 0) - (counts[a] ?? 0) || a - b)
}

/** Digits of a cell's number each pass of the grouping reads, at most (see `byCell`). */
const RADIX = 2 ** 16

/** `order` stably rearranged by one digit (`unit` and RADIX's) of each place's cell. */
function byDigit(cells: Float64Array, order: Int32Array, unit: number, radix: number) {
  const digitOf = (place: number) => Math.floor((cells[place] ?? 0) / unit) % radix
  const next = new Int32Array(radix + 1)
  for (const place of order) {
    const digit = digitOf(place) + 1
    next[digit] = (next[digit] ?? 0) + 1
  }
  for (let digit = 1; digit <= radix; digit += 1) {
    next[digit] = (next[digit] ?? 0) + (next[digit - 1] ?? 0)
  }
  const sorted = new Int32Array(order.length)
  for (const place of order) {
    const digit = digitOf(place)
    const at = next[digit] ?? 0
    sorted[at] = place
    next[digit] = at + 1
  }
  return sorted
}

/**
 * Places in cell order, then place order: each cell's listings counted and laid out in turn,
 * in one pass when the cells met are few (a view at its zoom), else a pass per RADIX digit of
 * the cell's number, lowest first (each pass keeps the order of the last among equal digits),
 * with no comparison sort of every listing.
 */
function byCell(cells: Float64Array, span: number): Int32Array {
  const radix = span <= Math.max(4 * cells.length, RADIX) ? span : RADIX
  let order = new Int32Array(cells.length)
  for (let place = 0; place < order.length; place += 1) order[place] = place
  for (let unit = 1; unit < span; unit *= radix) order = byDigit(cells, order, unit, radix)
  return order
}

/**
 * The matched listings' places grouped by cell, in cell order (column, then row, as SQLite
 * ranks ties), each cell's in place order: `order`, and each cell's run of it (`starts`, one
 * more at the end) and number (`cells`, numbered row by row over the box of the cells met).
 * Undefined when a listing has no position to place it by: SQLite answers.
 */
function cellRuns({ slots, positions }: MapMatched, shift: number) {
  const { tileX, tileY, lat, lng } = positions
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity]
  for (const slot of slots) {
    const x = tileX[slot] ?? -1
    const y = tileY[slot] ?? -1
    if (x < 0 || y < 0 || Number.isNaN(lat[slot]) || Number.isNaN(lng[slot])) return undefined
    minX = Math.min(minX, x >> shift)
    maxX = Math.max(maxX, x >> shift)
    minY = Math.min(minY, y >> shift)
    maxY = Math.max(maxY, y >> shift)
  }
  const rows = maxY - minY + 1
  const span = (maxX - minX + 1) * rows
  // Typed arrays filled by plain loops: their `from` and `forEach` with a function cost many
  // times more over 100,000 listings.
  const cellOfPlace = new Float64Array(slots.length)
  for (let place = 0; place < slots.length; place += 1) {
    const slot = slots[place] ?? 0
    cellOfPlace[place] =
      (((tileX[slot] ?? 0) >> shift) - minX) * rows + ((tileY[slot] ?? 0) >> shift) - minY
  }
  const order = byCell(cellOfPlace, span)
  const starts: number[] = []
  const cells: number[] = []
  let previous = -1
  for (let at = 0; at < order.length; at += 1) {
    const cell = cellOfPlace[order[at] ?? 0] ?? 0
    if (cell !== previous) {
      starts.push(at)
      cells.push(cell)
    }
    previous = cell
  }
  starts.push(order.length)
  return {
    order,
    starts,
    cells,
    cellOf: (cell: number) => ({ cx: Math.floor(cell / rows) + minX, cy: (cell % rows) + minY }),
  }
}

/** A sum with its lost low-order parts carried along (Neumaier), as SQLite's avg adds. */
function compensatedSum() {
  let sum = 0
  let carried = 0
  return {
    add(value: number) {
      const next = sum + value
      carried += Math.abs(sum) >= Math.abs(value) ? sum - next + value : value - next + sum
      sum = next
    },
    total: () => sum + carried,
  }
}

/**
 * The map cells of matched listings as `groupByCell` gives them (mapCells.ts): cells are the
 * viewer's tiles shifted right by `shift`, the `limit` largest first (ties by column, then row),
 * each with its count, mean position, the box of its listings and, when it holds one, that
 * listing's key; `total` counts every matched listing. Undefined when a matched listing is
 * stored without the viewer's position (SQLite's groups of NULL are left to it).
 */
export function columnCells(
  matched: MapMatched,
  shift: number,
  limit: number,
): { rows: ClusterRow[]; total: number } | undefined {
  if (matched.slots.length === 0) return { rows: [], total: 0 }
  const runs = cellRuns(matched, shift)
  if (!runs) return undefined
  const { order, starts } = runs
  const counts = new Int32Array(starts.length - 1)
  for (let run = 0; run < counts.length; run += 1) {
    counts[run] = (starts[run + 1] ?? 0) - (starts[run] ?? 0)
  }
  const { slots, positions, columns } = matched
  const rows = largest(counts, limit).map((run): ClusterRow => {
    const lats = compensatedSum()
    const lngs = compensatedSum()
    let [minLat, maxLat, minLng, maxLng] = [Infinity, -Infinity, Infinity, -Infinity]
    const start = starts[run] ?? 0
    const end = starts[run + 1] ?? 0
    let slot = 0
    for (let at = start; at < end; at += 1) {
      slot = slots[order[at] ?? 0] ?? 0
      const lat = positions.lat[slot] ?? 0
      const lng = positions.lng[slot] ?? 0
      lats.add(lat)
      lngs.add(lng)
      minLat = Math.min(minLat, lat)
      maxLat = Math.max(maxLat, lat)
      minLng = Math.min(minLng, lng)
      maxLng = Math.max(maxLng, lng)
    }
    const n = end - start
    return {
      ...runs.cellOf(runs.cells[run] ?? 0),
      n,
      lat: lats.total() / n,
      lng: lngs.total() / n,
      min_lat: minLat,
      max_lat: maxLat,
      min_lng: minLng,
      max_lng: maxLng,
      mls_number: columns.mlsNumber[slot] ?? '',
      board_id: columns.boardId[slot] ?? 0,
    }
  })
  return { rows, total: slots.length }
}
