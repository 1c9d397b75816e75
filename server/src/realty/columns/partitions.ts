/**
 * The live listings' slots grouped by city and last status, the two filters nearly every
 * statistics question names (the trends page: one city's sales), so a question reads the
 * slots of its groups only: Toronto's sales are a sixth of the listings.
 */
export interface Partitions {
  readonly lastStatuses: number
  /** Where each group's slots start in `slots`, by city × lastStatuses + last status; one more at the end. */
  readonly starts: Int32Array
  readonly slots: Int32Array
}

/** The groups of the live slots, by counting each group's size first (one pass, then one more). */
export function partition(
  alive: Uint8Array,
  city: Uint16Array,
  lastStatus: Uint16Array,
  length: number,
  cities: number,
  lastStatuses: number,
): Partitions {
  const groupOf = (slot: number) => (city[slot] ?? 0) * lastStatuses + (lastStatus[slot] ?? 0)
  const starts = new Int32Array(cities * lastStatuses + 1)
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
  return { lastStatuses, starts, slots }
}

/**
 * The slot ranges (start, end pairs in `slots`) of the groups a question's city and last-status
 * flags select; a question naming neither reads every group.
 */
export function rangesOf(
  partitions: Partitions,
  cityMask: Uint8Array | undefined,
  lastStatusMask: Uint8Array | undefined,
): number[] {
  const { starts, lastStatuses } = partitions
  const cities = (starts.length - 1) / lastStatuses
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
