import type { ListingsQuery } from '../../../../contract/realty'
import { splitWindow } from '../summary/summaryRequest'
import type { ColumnData, Columns } from './columnTable'
import { filterMasks } from './filterMasks'
import { monthNumber } from './months'
import { rangesOf } from './partitions'

/**
 * The listings a summary answer rests on, as positions in the grouped columns (`columns`):
 * those of its whole months, and those of its edge days.
 */
export interface Matched {
  readonly columns: ColumnData
  readonly whole: Int32Array
  readonly edges: Int32Array
}

const day = (date: string | undefined) =>
  date === undefined
    ? undefined
    : Number(date.slice(0, 4)) * 10_000 + Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10))

/**
 * The listings passing the summary's filters (type, status, last status, class, property type,
 * city, bedrooms) and, with a sold window, sold on its days. Undefined where the summary's own
 * read declines: a sale without a sold date when there is no window, or a sale at a window's
 * edge priced beyond a bound. Whole months beyond a price bound are the caller's to check (the
 * summary's rows keep price ranges that only ever widen).
 */
export function matchedListings(columns: Columns, query: ListingsQuery): Matched | undefined {
  // Local names for every array and flag: this loop runs once per listing.
  const masks = filterMasks(columns, query)
  const { type: typeMask, status: statusMask, lastStatus: lastStatusMask } = masks
  const { listingClass: classMask, propertyType: propertyTypeMask, city: cityMask } = masks
  // Only the groups of the asked cities and last statuses are read.
  const partitions = columns.partitions()
  const grouped = partitions.columns
  const { type, status, listingClass, propertyType, beds } = grouped
  const { soldDay, soldPrice, month, listPrice } = grouped
  const from = day(query.minSoldDate) ?? -Infinity
  const to = day(query.maxSoldDate) ?? Infinity
  const windowed = query.minSoldDate !== undefined || query.maxSoldDate !== undefined
  const window = splitWindow(query.minSoldDate, query.maxSoldDate)
  const firstWhole = window.anyWholeMonth ? (monthNumber(window.firstMonth) ?? -Infinity) : Infinity
  const lastWhole = window.anyWholeMonth ? (monthNumber(window.lastMonth) ?? Infinity) : -Infinity
  const minBeds = query.minBeds ?? -Infinity
  const maxBeds = query.maxBeds ?? Infinity
  const minPrice = query.minPrice ?? -Infinity
  const maxPrice = query.maxPrice ?? Infinity
  const ranges = rangesOf(partitions, cityMask, lastStatusMask)
  let candidates = 0
  for (let at = 0; at < ranges.length; at += 2)
    candidates += (ranges[at + 1] ?? 0) - (ranges[at] ?? 0)
  const whole = new Int32Array(candidates)
  let wholeCount = 0
  const edges: number[] = []
  for (let range = 0; range < ranges.length; range += 2) {
    const end = ranges[range + 1] ?? 0
    for (let at = ranges[range] ?? 0; at < end; at += 1) {
      const slot = at
      if (statusMask && statusMask[status[slot] ?? 0] !== 1) continue
      if (typeMask && typeMask[type[slot] ?? 0] !== 1) continue
      if (classMask && classMask[listingClass[slot] ?? 0] !== 1) continue
      if (propertyTypeMask && propertyTypeMask[propertyType[slot] ?? 0] !== 1) continue
      const bedrooms = beds[slot] ?? 0
      if (bedrooms < minBeds || bedrooms > maxBeds) continue
      const sold = soldDay[slot] ?? 0
      if (windowed) {
        if (sold === 0 || sold < from || sold > to) continue
        const sale = month[slot] ?? 0
        if (sale < firstWhole || sale > lastWhole) {
          const price = listPrice[slot] ?? 0
          if (price < minPrice || price > maxPrice) return undefined
          edges.push(slot)
          continue
        }
      } else if (sold === 0 && !Number.isNaN(soldPrice[slot])) return undefined
      whole[wholeCount] = slot
      wholeCount += 1
    }
  }
  return { columns: grouped, whole: whole.subarray(0, wholeCount), edges: Int32Array.from(edges) }
}
