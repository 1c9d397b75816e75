import type { Db } from '../db/database'

/** The SQL aggregate that counts the values of several columns in one pass. */
export const TALLY = 'tally_values'

type Value = string | number | bigint | Buffer | null

type Counts = Map<string, number>[]

/**
 * One row: its weight, then each column's value. A plain loop, and text kept as it is: this runs
 * once per matching listing (100,000 times for a search over every listing).
 */
function countRow(counts: Counts, weight: Value, ...values: Value[]): void {
  const times = typeof weight === 'number' ? weight : Number(weight)
  for (let at = 0; at < values.length; at += 1) {
    const value = values[at]
    const column = (counts[at] ??= new Map<string, number>())
    const key = typeof value === 'string' ? value : String(value)
    column.set(key, (column.get(key) ?? 0) + times)
  }
}

const registered = new WeakSet<Db>()

/**
 * Teaches a connection `tally_values(weight, a, b, ...)`: over the rows it reads, how many of
 * them (each counted `weight` times) hold each value of each column, as JSON: one object per
 * column, value to count, in the order the values were first met. SQLite counts every column
 * in the same single read of the matching rows, where a GROUP BY per column sorts all of them
 * once per column.
 */
export function registerTally(db: Db): void {
  if (registered.has(db)) return
  db.aggregate<Counts>(TALLY, {
    varargs: true,
    start: () => [],
    // The typings know one argument after the total; with varargs each column's value follows.
    step: countRow as unknown as (counts: Counts) => undefined,
    result: (counts) => JSON.stringify(counts.map((column) => Object.fromEntries(column))),
  })
  registered.add(db)
}

/** Counts by value, most frequent first, ties by value: one order however they were counted. */
export function mostFrequentFirst(counts: Iterable<[string, number]>): Record<string, number> {
  return Object.fromEntries(
    [...counts].sort(([a, m], [b, n]) => n - m || (a < b ? -1 : a > b ? 1 : 0)),
  )
}

/** Each column's counts from a `tally_values` result; empty for a search that matched no row. */
export function tallies(json: string | null, columns: number): Record<string, number>[] {
  const parsed = json === null ? [] : (JSON.parse(json) as Record<string, number>[])
  return Array.from({ length: columns }, (_, at) =>
    mostFrequentFirst(Object.entries(parsed[at] ?? {})),
  )
}
