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
  counts.forEach((count, at) => {
    if (count > threshold) picked.push(at)
    else if (count === threshold && room > 0) {
      picked.push(at)
      room -= 1
    }
  })
  return picked.sort((a, b) => (counts[b] ?? 0) - (counts[a] ?? 0) || a - b)
}

/** Matched listings' places (fewer than 2^20) are packed into one sortable number with their cell. */
const PLACES = 2 ** 20

/**
 * Each matched listing's cell and place in one number: the cell numbered row by row over the
 * box of the cells met (which keeps it small), times PLACES, plus the place. Sorted, the
 * numbers put each cell's listings together in cell order (column, then row), as SQLite ranks
 * ties. Undefined when a listing has no position to place it by, or the numbers would not be
 * exact (listings spread over more cells than a double counts): SQLite answers then.
 */
function packedCells({ slots, positions }: MapMatched, shift: number) {
  const { tileX, tileY, lat, lng } = positions
  if (slots.length >= PLACES) return undefined
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
  if ((maxX - minX + 1) * rows * PLACES > Number.MAX_SAFE_INTEGER) return undefined
  const packed = new Float64Array(slots.length)
  slots.forEach((slot, place) => {
    const cell =
      (((tileX[slot] ?? 0) >> shift) - minX) * rows + ((tileY[slot] ?? 0) >> shift) - minY
    packed[place] = cell * PLACES + place
  })
  packed.sort()
  return {
    packed,
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
  const cells = packedCells(matched, shift)
  if (!cells) return undefined
  const { packed } = cells
  // Each cell's run of listings in the sorted numbers: where it starts, and its count.
  const starts: number[] = []
  let previous = -1
  packed.forEach((value, at) => {
    const cell = Math.floor(value / PLACES)
    if (cell !== previous) starts.push(at)
    previous = cell
  })
  starts.push(packed.length)
  const counts = Int32Array.from(starts.slice(1), (end, run) => end - (starts[run] ?? 0))
  const { slots, positions, columns } = matched
  const rows = largest(counts, limit).map((run): ClusterRow => {
    const lats = compensatedSum()
    const lngs = compensatedSum()
    let [minLat, maxLat, minLng, maxLng] = [Infinity, -Infinity, Infinity, -Infinity]
    const start = starts[run] ?? 0
    const end = starts[run + 1] ?? 0
    let slot = 0
    for (let at = start; at < end; at += 1) {
      slot = slots[(packed[at] ?? 0) % PLACES] ?? 0
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
      ...cells.cellOf(Math.floor((packed[start] ?? 0) / PLACES)),
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
