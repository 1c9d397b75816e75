import type { ListingsQuery } from '../../../../contract/realty'
import type { Viewer } from '../presentListing'
import type { MonthBuckets } from '../summary/bucketStatistics'
import { CLASS_VALUES, emptyBucket, type Bucket } from '../summary/summaryFigures'
import { mediansOfMonths, type MedianField, type PeriodMedians } from '../summary/summaryMedians'
import { splitWindow } from '../summary/summaryRequest'
import { binaryOrder } from '../textOrder'
import type { Dictionary } from './dictionary'
import type { Columns } from './listingColumns'

/** What the monthly summary's answer is made of, worked out from the columns. */
export interface ColumnFigures {
  /** Per month and property type, in the order the summary's read fills them. */
  readonly buckets: MonthBuckets
  readonly medians: (field: MedianField) => PeriodMedians
  /** Matched listings per value of a summary column (`city`, `beds`, … as SUMMARY_AGGREGATES names them). */
  readonly countsOf: (column: string) => Map<string, number>
}

/** The listings a summary answer rests on: those of its whole months, and those of its edge days. */
export interface Matched {
  readonly whole: Int32Array
  readonly edges: Int32Array
}

const day = (date: string | undefined) =>
  date === undefined
    ? undefined
    : Number(date.slice(0, 4)) * 10_000 + Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10))

/** A `YYYY-MM` month as the columns count months (year × 12 + month − 1). */
const monthNumber = (month: string | undefined) =>
  month === undefined ? undefined : Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1

const monthText = (month: number) =>
  `${String(Math.floor(month / 12))}-${String((month % 12) + 1).padStart(2, '0')}`

/**
 * The listings passing the summary's filters (type, status, last status, class, property type,
 * city, bedrooms) and, with a sold window, sold on its days. Undefined where the summary's own
 * read declines: a sale without a sold date when there is no window, or a sale at a window's
 * edge priced beyond a bound. Whole months beyond a price bound are the caller's to check (the
 * summary's rows keep price ranges that only ever widen).
 */
export function matchedListings(columns: Columns, query: ListingsQuery): Matched | undefined {
  const names = columns.dictionaries
  // Local names for every array and flag: this loop runs once per listing.
  const typeMask = names.type.maskOf(query.type?.map((t) => (t === 'sale' ? 'Sale' : 'Lease')))
  const statusMask = names.status.maskOf(query.status)
  const lastStatusMask = names.lastStatus.maskOf(query.lastStatus)
  const classMask = names.listingClass.maskOf(query.class?.map((name) => CLASS_VALUES[name]))
  const propertyTypeMask = names.propertyType.maskOf(query.propertyType)
  const cityMask = names.city.maskOf(query.city)
  const { alive, type, status, lastStatus, listingClass, propertyType, city, beds } = columns
  const { soldDay, soldPrice, month, listPrice, length } = columns
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
  const whole = new Int32Array(length)
  let wholeCount = 0
  const edges: number[] = []
  for (let slot = 0; slot < length; slot += 1) {
    if (alive[slot] !== 1) continue
    if (statusMask && statusMask[status[slot] ?? 0] !== 1) continue
    if (lastStatusMask && lastStatusMask[lastStatus[slot] ?? 0] !== 1) continue
    if (cityMask && cityMask[city[slot] ?? 0] !== 1) continue
    if (typeMask && typeMask[type[slot] ?? 0] !== 1) continue
    if (classMask && classMask[listingClass[slot] ?? 0] !== 1) continue
    if (propertyTypeMask && propertyTypeMask[propertyType[slot] ?? 0] !== 1) continue
    const bedrooms = beds[slot] ?? 0
    if (bedrooms < minBeds || bedrooms > maxBeds) continue
    const sold = soldDay[slot] ?? 0
    if (windowed) {
      if (sold === 0 || sold < from || sold > to) continue
      const at = month[slot] ?? 0
      if (at < firstWhole || at > lastWhole) {
        const price = listPrice[slot] ?? 0
        if (price < minPrice || price > maxPrice) return undefined
        edges.push(slot)
        continue
      }
    } else if (sold === 0 && !Number.isNaN(soldPrice[slot])) return undefined
    whole[wholeCount] = slot
    wholeCount += 1
  }
  return { whole: whole.subarray(0, wholeCount), edges: Int32Array.from(edges) }
}

/**
 * A sale at a window's edge in the order the summary's read meets it (the sold-month index:
 * month, sold price with none first, then the index's other columns), so that a property type
 * first met there takes the same place among the answer's types as in the summary's answer.
 */
function edgeOrder(columns: Columns) {
  const { dictionaries: names } = columns
  const text = (dictionary: Dictionary, codes: Uint16Array, a: number, b: number) =>
    binaryOrder(dictionary.valueOf(codes[a] ?? 0), dictionary.valueOf(codes[b] ?? 0))
  const price = (slot: number) => {
    const sold = columns.soldPrice[slot] ?? NaN
    return Number.isNaN(sold) ? -Infinity : sold
  }
  return (a: number, b: number): number =>
    (columns.month[a] ?? 0) - (columns.month[b] ?? 0) ||
    (price(a) === price(b) ? 0 : price(a) < price(b) ? -1 : 1) ||
    text(names.city, columns.city, a, b) ||
    text(names.status, columns.status, a, b) ||
    text(names.lastStatus, columns.lastStatus, a, b) ||
    binaryOrder(columns.soldDate[a] ?? '', columns.soldDate[b] ?? '') ||
    (columns.beds[a] ?? 0) - (columns.beds[b] ?? 0) ||
    (columns.visible[a] ?? 0) - (columns.visible[b] ?? 0) ||
    text(names.propertyType, columns.propertyType, a, b) ||
    text(names.listingClass, columns.listingClass, a, b) ||
    text(names.type, columns.type, a, b)
}

/** The lowest and highest month of some listings (an empty range when there are none). */
function monthRange(month: Int32Array, slots: Int32Array): { first: number; months: number } {
  let first = Infinity
  let last = -Infinity
  for (const slot of slots) {
    const at = month[slot] ?? 0
    if (at < first) first = at
    if (at > last) last = at
  }
  return slots.length === 0 ? { first: 0, months: 0 } : { first, months: last - first + 1 }
}

/** Adds one listing to a bucket, its sale seen as the viewer may see it. */
function addListing(into: Bucket, columns: Columns, slot: number, signedIn: boolean): void {
  const sold = columns.soldPrice[slot] ?? NaN
  into.listings += 1
  into.listSum += columns.listPrice[slot] ?? 0
  if (Number.isNaN(sold)) return
  into.closed += 1
  into.daysSum += columns.days[slot] ?? 0
  if (signedIn || columns.visible[slot] === 1) {
    into.sales += 1
    into.soldSum += sold
  }
}

/**
 * The answer's sums per month and property type, in the summary's order: the whole months'
 * cells by month, then type name, then the edges' sales as its read meets them.
 */
function bucketsOf(columns: Columns, matched: Matched, viewer: Viewer): MonthBuckets {
  const types = columns.dictionaries.propertyType
  const typeCount = types.size()
  const { first, months } = monthRange(columns.month, matched.whole)
  // One cell per month and type, found by arithmetic instead of a lookup per listing.
  const cells: (Bucket | undefined)[] = new Array<Bucket | undefined>(months * typeCount)
  for (const slot of matched.whole) {
    const cell =
      ((columns.month[slot] ?? 0) - first) * typeCount + (columns.propertyType[slot] ?? 0)
    addListing((cells[cell] ??= emptyBucket()), columns, slot, viewer.signedIn)
  }
  const typesByName = Array.from({ length: typeCount }, (_, code) => code).sort((a, b) =>
    binaryOrder(types.valueOf(a), types.valueOf(b)),
  )
  const buckets: MonthBuckets = new Map()
  for (let at = 0; at < months; at += 1) {
    let byType: Map<string, Bucket> | undefined
    for (const type of typesByName) {
      const bucket = cells[at * typeCount + type]
      if (!bucket) continue
      if (!byType) buckets.set(monthText(first + at), (byType = new Map<string, Bucket>()))
      byType.set(types.valueOf(type), bucket)
    }
  }
  for (const slot of [...matched.edges].sort(edgeOrder(columns))) {
    const month = monthText(columns.month[slot] ?? 0)
    const type = types.valueOf(columns.propertyType[slot] ?? 0)
    let byType = buckets.get(month)
    if (!byType) buckets.set(month, (byType = new Map<string, Bucket>()))
    let bucket = byType.get(type)
    if (!bucket) byType.set(type, (bucket = emptyBucket()))
    addListing(bucket, columns, slot, viewer.signedIn)
  }
  return buckets
}

/** Whether a listing's value of `field` counts, as the medians' index walks filter them. */
function counts(columns: Columns, slot: number, field: MedianField, signedIn: boolean): boolean {
  if (field === 'listPrice') return true
  if (Number.isNaN(columns.soldPrice[slot])) return false
  if (field === 'daysOnMarket') return true
  // A guest's sold prices are only those of listings the board lets the public see.
  return columns.soldDay[slot] !== 0 && (signedIn || columns.visible[slot] === 1)
}

/** Each month's values of a field among the matched listings, one array cut into months. */
function monthlyValues(
  columns: Columns,
  matched: Matched,
  viewer: Viewer,
  field: MedianField,
): Map<string, Float64Array> {
  const source =
    field === 'soldPrice'
      ? columns.soldPrice
      : field === 'listPrice'
        ? columns.listPrice
        : columns.days
  const lists = [matched.whole, matched.edges]
  let first = Infinity
  let last = -Infinity
  for (const slots of lists) {
    const range = monthRange(columns.month, slots)
    if (range.months === 0) continue
    first = Math.min(first, range.first)
    last = Math.max(last, range.first + range.months - 1)
  }
  if (first > last) return new Map()
  const perMonth = new Int32Array(last - first + 2)
  for (const slots of lists) {
    for (const slot of slots) {
      if (!counts(columns, slot, field, viewer.signedIn)) continue
      const at = (columns.month[slot] ?? 0) - first + 1
      perMonth[at] = (perMonth[at] ?? 0) + 1
    }
  }
  // Each month's values start where the months before it end.
  for (let at = 1; at < perMonth.length; at += 1) {
    perMonth[at] = (perMonth[at] ?? 0) + (perMonth[at - 1] ?? 0)
  }
  const values = new Float64Array(perMonth[perMonth.length - 1] ?? 0)
  const next = perMonth.slice(0, -1)
  for (const slots of lists) {
    for (const slot of slots) {
      if (!counts(columns, slot, field, viewer.signedIn)) continue
      const at = (columns.month[slot] ?? 0) - first
      values[next[at] ?? 0] = source[slot] ?? 0
      next[at] = (next[at] ?? 0) + 1
    }
  }
  const months = new Map<string, Float64Array>()
  for (let at = 0; at + 1 < perMonth.length; at += 1) {
    const start = perMonth[at] ?? 0
    const end = perMonth[at + 1] ?? 0
    if (end > start) months.set(monthText(first + at), values.subarray(start, end))
  }
  return months
}

/** The matched listings per value of a summary column, counted by number then named. */
function countsOf(columns: Columns, matched: Matched, column: string): Map<string, number> {
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

/**
 * The monthly summary's answer to a statistics search, from the columns: the same sums, medians
 * and counts its reads give (summaryFigures, summaryMedians, summaryCounts), or undefined where
 * that read declines (see `matchedListings`).
 */
export function columnFigures(
  columns: Columns,
  query: ListingsQuery,
  viewer: Viewer,
): ColumnFigures | undefined {
  const matched = matchedListings(columns, query)
  if (!matched) return undefined
  const medians = new Map<MedianField, PeriodMedians>()
  return {
    buckets: bucketsOf(columns, matched, viewer),
    medians(field) {
      let known = medians.get(field)
      if (!known) {
        known = mediansOfMonths(monthlyValues(columns, matched, viewer, field))
        medians.set(field, known)
      }
      return known
    },
    countsOf: (column) => countsOf(columns, matched, column),
  }
}
