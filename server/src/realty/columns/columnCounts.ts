import type { Dictionary } from './dictionary'
import type { ColumnData } from './columnTable'
import type { Matched } from './matchedListings'

/** The matched listings per value of a summary column, counted by number then named. */
export function countsOf(
  columns: ColumnData,
  matched: Matched,
  column: string,
): Map<string, number> {
  const { dictionaries: names } = columns
  const coded: Record<string, [Uint16Array, Dictionary] | undefined> = {
    class: [columns.listingClass, names.listingClass],
    type: [columns.type, names.type],
    status: [columns.status, names.status],
    last_status: [columns.lastStatus, names.lastStatus],
    property_type: [columns.propertyType, names.propertyType],
    city: [columns.city, names.city],
  }
  const counted = new Map<string, number>()
  const pair = Object.hasOwn(coded, column) ? coded[column] : undefined
  if (pair) {
    const [codes, dictionary] = pair
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
  if (column !== 'beds') throw new Error(`the columns count no "${column}"`)
  const byNumber = new Map<number, number>()
  for (const slots of [matched.whole, matched.edges]) {
    for (const slot of slots) {
      const beds = columns.beds[slot] ?? 0
      byNumber.set(beds, (byNumber.get(beds) ?? 0) + 1)
    }
  }
  for (const [beds, count] of byNumber) counted.set(String(beds), count)
  return counted
}
