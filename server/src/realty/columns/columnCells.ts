import { CELL_KEY_STRIDE, type ClusterRow } from '../mapCells'
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

/** Each cell's key, or undefined when a listing has no position to place it by. */
function cellKeys({ slots, positions }: MapMatched, shift: number): Float64Array | undefined {
  const { tileX, tileY, lat, lng } = positions
  const keys = new Float64Array(slots.length)
  for (let at = 0; at < slots.length; at += 1) {
    const slot = slots[at] ?? 0
    const x = tileX[slot] ?? -1
    const y = tileY[slot] ?? -1
    if (x < 0 || y < 0 || Number.isNaN(lat[slot]) || Number.isNaN(lng[slot])) return undefined
    keys[at] = (x >> shift) * CELL_KEY_STRIDE + (y >> shift)
  }
  return keys
}

/** Sums with their lost low-order parts carried along (Neumaier), as SQLite's avg adds. */
function compensatedSums(size: number) {
  const sums = new Float64Array(size)
  const carried = new Float64Array(size)
  return {
    add(at: number, value: number) {
      const sum = sums[at] ?? 0
      const next = sum + value
      carried[at] =
        (carried[at] ?? 0) +
        (Math.abs(sum) >= Math.abs(value) ? sum - next + value : value - next + sum)
      sums[at] = next
    },
    total: (at: number) => (sums[at] ?? 0) + (carried[at] ?? 0),
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
  const keys = cellKeys(matched, shift)
  if (!keys) return undefined
  const sorted = keys.slice().sort()
  const cells: number[] = []
  const runs: number[] = []
  for (let at = 0; at < sorted.length; at += 1) {
    if (at === 0 || sorted[at] !== sorted[at - 1]) {
      cells.push(sorted[at] ?? 0)
      runs.push(0)
    }
    runs[runs.length - 1] = (runs.at(-1) ?? 0) + 1
  }
  const chosen = largest(Int32Array.from(runs), limit)
  const placeOf = new Map(chosen.map((run, place) => [cells[run] ?? 0, place]))
  const size = chosen.length
  const lats = compensatedSums(size)
  const lngs = compensatedSums(size)
  const n = new Int32Array(size)
  const box = [Infinity, -Infinity, Infinity, -Infinity].map((start) =>
    new Float64Array(size).fill(start),
  ) as [Float64Array, Float64Array, Float64Array, Float64Array]
  const [minLat, maxLat, minLng, maxLng] = box
  const last = new Int32Array(size)
  const { slots, positions, columns } = matched
  for (let at = 0; at < slots.length; at += 1) {
    const place = placeOf.get(keys[at] ?? 0)
    if (place === undefined) continue
    const slot = slots[at] ?? 0
    const lat = positions.lat[slot] ?? 0
    const lng = positions.lng[slot] ?? 0
    n[place] = (n[place] ?? 0) + 1
    lats.add(place, lat)
    lngs.add(place, lng)
    minLat[place] = Math.min(minLat[place] ?? lat, lat)
    maxLat[place] = Math.max(maxLat[place] ?? lat, lat)
    minLng[place] = Math.min(minLng[place] ?? lng, lng)
    maxLng[place] = Math.max(maxLng[place] ?? lng, lng)
    last[place] = slot
  }
  const rows = chosen.map((run, place): ClusterRow => {
    const key = cells[run] ?? 0
    const count = n[place] ?? 0
    const cx = Math.floor(key / CELL_KEY_STRIDE)
    const slot = last[place] ?? 0
    return {
      cx,
      cy: key - cx * CELL_KEY_STRIDE,
      n: count,
      lat: lats.total(place) / count,
      lng: lngs.total(place) / count,
      min_lat: minLat[place] ?? 0,
      max_lat: maxLat[place] ?? 0,
      min_lng: minLng[place] ?? 0,
      max_lng: maxLng[place] ?? 0,
      mls_number: columns.mlsNumber[slot] ?? '',
      board_id: columns.boardId[slot] ?? 0,
    }
  })
  return { rows, total: slots.length }
}
