import type { ColumnData, DictionaryColumn } from './columnTable'
import type { Matched } from './matchedListings'

/** The listings' text columns held as dictionary numbers, by their name in the listings table. */
const CODED: ReadonlyMap<string, DictionaryColumn> = new Map([
  ['class', 'listingClass'],
  ['type', 'type'],
  ['status', 'status'],
  ['last_status', 'lastStatus'],
  ['property_type', 'propertyType'],
  ['city', 'city'],
  ['style', 'style'],
  ['area', 'area'],
  ['neighborhood', 'neighborhood'],
])

/** The listings' number columns, by their name in the listings table. */
const NUMBERED: ReadonlyMap<string, 'beds' | 'baths' | 'boardId'> = new Map([
  ['beds', 'beds'],
  ['baths', 'baths'],
  ['board_id', 'boardId'],
])

/**
 * The matched listings per value of a listings column (any the aggregates name, as the
 * listings table names it), keyed by the value as text as SQLite's counts are.
 */
export function countsOf(
  columns: ColumnData,
  matched: Matched,
  column: string,
): Map<string, number> {
  const counted = new Map<string, number>()
  const coded = CODED.get(column)
  if (coded !== undefined) {
    const dictionary = columns.dictionaries[coded]
    const codes = columns[coded]
    const tally = new Int32Array(dictionary.size())
    for (const slots of [matched.whole, matched.edges]) {
      for (const slot of slots) {
        const code = codes[slot] ?? 0
        tally[code] = (tally[code] ?? 0) + 1
      }
    }
    tally.forEach((count, code) => {
      if (count > 0) counted.set(dictionary.valueOf(code), count)
    })
    return counted
  }
  const numbered = NUMBERED.get(column)
  if (numbered === undefined) throw new Error(`the columns count no "${column}"`)
  const values = columns[numbered]
  const byNumber = new Map<number, number>()
  for (const slots of [matched.whole, matched.edges]) {
    for (const slot of slots) {
      const value = values[slot] ?? 0
      byNumber.set(value, (byNumber.get(value) ?? 0) + 1)
    }
  }
  for (const [value, count] of byNumber) counted.set(String(value), count)
  return counted
}
