import type { ColumnData } from './columnTable'

/**
 * The live listings' columns copied in the order of their city and last status, the two
 * filters nearly every statistics question names (the trends page: one city's sales): a
 * question reads its groups only (Toronto's sales are a sixth of the listings), each one a
 * run of neighbouring values in memory rather than slots scattered over the whole table.
 */
export interface Partitions {
  readonly lastStatuses: number
  /** Where each group starts in `columns`, by city × lastStatuses + last status; one more at the end. */
  readonly starts: Int32Array
  /** The live listings, every one `alive`, group after group. */
  readonly columns: ColumnData
}

type TypedArray = Float64Array | Int32Array | Uint16Array | Uint8Array

/** The columns held as typed arrays, each gathered into group order alike. */
type TypedArrayField = {
  [Name in keyof ColumnData]: ColumnData[Name] extends TypedArray ? Name : never
}[keyof ColumnData]

/** The values of `from` at `slots`, in that order. */
function gathered<T extends TypedArray>(from: T, slots: Int32Array): T {
  const into = new (from.constructor as new (size: number) => T)(slots.length)
  for (let at = 0; at < slots.length; at += 1) into[at] = from[slots[at] ?? 0] ?? 0
  return into
}

/** The live slots ordered by group (each group's in slot order), and where each group starts. */
function grouping(data: ColumnData, lastStatuses: number) {
  const { alive, city, lastStatus, length } = data
  const groupOf = (slot: number) => (city[slot] ?? 0) * lastStatuses + (lastStatus[slot] ?? 0)
  const starts = new Int32Array(data.dictionaries.city.size() * lastStatuses + 1)
  let live = 0
  for (let slot = 0; slot < length; slot += 1) {
    if (alive[slot] !== 1) continue
    const group = groupOf(slot) + 1
    starts[group] = (starts[group] ?? 0) + 1
    live += 1
  }
  for (let group = 1; group < starts.length; group += 1) {
    starts[group] = (starts[group] ?? 0) + (starts[group - 1] ?? 0)
  }
  const next = starts.slice(0, -1)
  const slots = new Int32Array(live)
  for (let slot = 0; slot < length; slot += 1) {
    if (alive[slot] !== 1) continue
    const group = groupOf(slot)
    const at = next[group] ?? 0
    slots[at] = slot
    next[group] = at + 1
  }
  return { starts, slots }
}

/** The columns grouped by city and last status (a few milliseconds at 100,000 listings). */
export function partition(data: ColumnData): Partitions {
  const lastStatuses = data.dictionaries.lastStatus.size()
  const { starts, slots } = grouping(data, lastStatuses)
  const columns: ColumnData = {
    ...(Object.fromEntries(
      Object.entries(data).flatMap(([name, values]) =>
        ArrayBuffer.isView(values) ? [[name, gathered(values as TypedArray, slots)]] : [],
      ),
    ) as Pick<ColumnData, TypedArrayField>),
    length: slots.length,
    alive: new Uint8Array(slots.length).fill(1),
    soldDate: Array.from(slots, (slot) => data.soldDate[slot] ?? null),
    mlsNumber: Array.from(slots, (slot) => data.mlsNumber[slot] ?? ''),
    dictionaries: data.dictionaries,
  }
  return { lastStatuses, starts, columns }
}

/**
 * The ranges (start, end pairs of positions in the grouped columns) of the groups a question's
 * city and last-status flags select; a question naming neither reads every group.
 */
export function rangesOf(
  partitions: Partitions,
  cityMask: Uint8Array | undefined,
  lastStatusMask: Uint8Array | undefined,
): number[] {
  const { starts, lastStatuses } = partitions
  const cities = lastStatuses === 0 ? 0 : (starts.length - 1) / lastStatuses
  const ranges: number[] = []
  for (let city = 0; city < cities; city += 1) {
    if (cityMask && cityMask[city] !== 1) continue
    for (let last = 0; last < lastStatuses; last += 1) {
      if (lastStatusMask && lastStatusMask[last] !== 1) continue
      const group = city * lastStatuses + last
      const start = starts[group] ?? 0
      const end = starts[group + 1] ?? 0
      if (end > start) ranges.push(start, end)
    }
  }
  return ranges
}
