import type { ListingsQuery } from '../../../../contract/realty'
import type { Viewer } from '../presentListing'
import type { MonthBuckets } from '../summary/bucketStatistics'
import { CLASS_VALUES, emptyBucket, type Bucket } from '../summary/summaryFigures'
import { mediansOfMonths, type MedianField, type PeriodMedians } from '../summary/summaryMedians'
import { splitWindow } from '../summary/summaryRequest'
import { binaryOrder } from '../textOrder'
import type { Columns } from './listingColumns'

/** What the monthly summary's answer is made of, worked out from the columns. */
export interface ColumnFigures {
  /** Per month and property type, in the order the summary's read fills them. */
  readonly buckets: MonthBuckets
  readonly medians: (field: MedianField) => PeriodMedians
  /** Matched listings per value of a summary column (`city`, `beds`, ... as SUMMARY_AGGREGATES names them). */
  readonly countsOf: (column: string) => Map<string, number>
}

const day = (date: string | undefined) =>
  date === undefined
    ? undefined
    : Number(date.slice(0, 4)) * 10_000 + Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10))

const monthNumber = (month: string | undefined) =>
  month === undefined ? undefined : Number(month.slice(0, 4)) * 100 + Number(month.slice(5, 7))

const monthText = (month: number) =>
  `${String(Math.floor(month / 100))}-${String(month % 100).padStart(2, '0')}`

/** The flags of the request's list filters, as the summary's filters (summaryFilters) read them. */
function masksOf(columns: Columns, query: ListingsQuery) {
  const { dictionaries } = columns
  return {
    type: dictionaries.type.maskOf(query.type?.map((type) => (type === 'sale' ? 'Sale' : 'Lease'))),
    status: dictionaries.status.maskOf(query.status),
    lastStatus: dictionaries.lastStatus.maskOf(query.lastStatus),
    listingClass: dictionaries.listingClass.maskOf(query.class?.map((name) => CLASS_VALUES[name])),
    propertyType: dictionaries.propertyType.maskOf(query.propertyType),
    city: dictionaries.city.maskOf(query.city),
  }
}

/**
 * A sale at a window's edge in the order the summary's read meets it (the sold-month index:
 * month, sold price with none first, then the index's other columns), so that a property type
 * first met there takes the same place among the answer's types.
 */
function edgeOrder(columns: Columns) {
  const { dictionaries: names } = columns
  const text = (a: string, b: string) => binaryOrder(a, b)
  return (a: number, b: number): number => {
    const priceA = columns.soldPrice[a] ?? NaN
    const priceB = columns.soldPrice[b] ?? NaN
    return (
      (columns.month[a] ?? 0) - (columns.month[b] ?? 0) ||
      (Number.isNaN(priceA) ? -Infinity : priceA) - (Number.isNaN(priceB) ? -Infinity : priceB) ||
      text(names.city.valueOf(columns.city[a] ?? 0), names.city.valueOf(columns.city[b] ?? 0)) ||
      text(
        names.status.valueOf(columns.status[a] ?? 0),
        names.status.valueOf(columns.status[b] ?? 0),
      ) ||
      text(
        names.lastStatus.valueOf(columns.lastStatus[a] ?? 0),
        names.lastStatus.valueOf(columns.lastStatus[b] ?? 0),
      ) ||
      text(columns.soldDate[a] ?? '', columns.soldDate[b] ?? '') ||
      (columns.beds[a] ?? 0) - (columns.beds[b] ?? 0) ||
      (columns.visible[a] ?? 0) - (columns.visible[b] ?? 0) ||
      text(
        names.propertyType.valueOf(columns.propertyType[a] ?? 0),
        names.propertyType.valueOf(columns.propertyType[b] ?? 0),
      ) ||
      text(
        names.listingClass.valueOf(columns.listingClass[a] ?? 0),
        names.listingClass.valueOf(columns.listingClass[b] ?? 0),
      ) ||
      text(names.type.valueOf(columns.type[a] ?? 0), names.type.valueOf(columns.type[b] ?? 0))
    )
  }
}

/** The columns a summary column's counts are read from, and how a value is written. */
function countedColumn(columns: Columns, column: string): (slot: number) => string {
  const { dictionaries: names } = columns
  switch (column) {
    case 'class':
      return (slot) => names.listingClass.valueOf(columns.listingClass[slot] ?? 0)
    case 'type':
      return (slot) => names.type.valueOf(columns.type[slot] ?? 0)
    case 'status':
      return (slot) => names.status.valueOf(columns.status[slot] ?? 0)
    case 'last_status':
      return (slot) => names.lastStatus.valueOf(columns.lastStatus[slot] ?? 0)
    case 'property_type':
      return (slot) => names.propertyType.valueOf(columns.propertyType[slot] ?? 0)
    case 'beds':
      return (slot) => String(columns.beds[slot])
    case 'city':
      return (slot) => names.city.valueOf(columns.city[slot] ?? 0)
    default:
      throw new Error(`the columns count no "${column}"`)
  }
}

/**
 * The listings a summary answer rests on, found by a scan of the columns: those passing the
 * summary's filters (type, status, last status, class, property type, city, bedrooms), and with
 * a sold window, those sold on its days. Undefined where the summary's own read declines (a
 * sale without a sold date when there is no window; a sale at a window's edge priced beyond a
 * bound); whole months beyond a price bound are the caller's to check (the summary's rows keep
 * price ranges that only ever widen).
 */
export function matchedListings(
  columns: Columns,
  query: ListingsQuery,
): { readonly slots: Int32Array; readonly edges: readonly number[] } | undefined {
  const masks = masksOf(columns, query)
  const from = day(query.minSoldDate)
  const to = day(query.maxSoldDate)
  const windowed = from !== undefined || to !== undefined
  const window = splitWindow(query.minSoldDate, query.maxSoldDate)
  const firstWhole = window.anyWholeMonth ? (monthNumber(window.firstMonth) ?? 0) : Infinity
  const lastWhole = window.anyWholeMonth ? (monthNumber(window.lastMonth) ?? Infinity) : 0
  const { minBeds, maxBeds, minPrice, maxPrice } = query
  const slots = new Int32Array(columns.length)
  let found = 0
  const edges: number[] = []
  for (let slot = 0; slot < columns.length; slot += 1) {
    if (columns.alive[slot] !== 1) continue
    if (masks.status && masks.status[columns.status[slot] ?? 0] !== 1) continue
    if (masks.lastStatus && masks.lastStatus[columns.lastStatus[slot] ?? 0] !== 1) continue
    if (masks.city && masks.city[columns.city[slot] ?? 0] !== 1) continue
    if (masks.type && masks.type[columns.type[slot] ?? 0] !== 1) continue
    if (masks.listingClass && masks.listingClass[columns.listingClass[slot] ?? 0] !== 1) continue
    if (masks.propertyType && masks.propertyType[columns.propertyType[slot] ?? 0] !== 1) continue
    const beds = columns.beds[slot] ?? 0
    if ((minBeds !== undefined && beds < minBeds) || (maxBeds !== undefined && beds > maxBeds)) {
      continue
    }
    const soldDay = columns.soldDay[slot] ?? 0
    if (windowed) {
      if (soldDay === 0) continue
      if ((from !== undefined && soldDay < from) || (to !== undefined && soldDay > to)) continue
      const month = columns.month[slot] ?? 0
      if (month < firstWhole || month > lastWhole) {
        const price = columns.listPrice[slot] ?? 0
        if (
          (minPrice !== undefined && price < minPrice) ||
          (maxPrice !== undefined && price > maxPrice)
        ) {
          return undefined
        }
        edges.push(slot)
      }
    } else if (soldDay === 0 && !Number.isNaN(columns.soldPrice[slot])) return undefined
    slots[found] = slot
    found += 1
  }
  return { slots: slots.subarray(0, found), edges }
}

/** The answer's sums per month and property type: the whole months sorted, then the edges' sales. */
function bucketsOf(
  columns: Columns,
  slots: Int32Array,
  edges: readonly number[],
  viewer: Viewer,
): MonthBuckets {
  const types = columns.dictionaries.propertyType
  const onEdge = new Set(edges)
  const whole = new Map<number, Map<number, Bucket>>()
  const add = (into: Bucket, slot: number) => {
    const sold = columns.soldPrice[slot] ?? NaN
    const closed = !Number.isNaN(sold)
    into.listings += 1
    into.listSum += columns.listPrice[slot] ?? 0
    if (!closed) return
    into.closed += 1
    into.daysSum += columns.days[slot] ?? 0
    if (viewer.signedIn || columns.visible[slot] === 1) {
      into.sales += 1
      into.soldSum += sold
    }
  }
  for (const slot of slots) {
    if (onEdge.has(slot)) continue
    const month = columns.month[slot] ?? 0
    const type = columns.propertyType[slot] ?? 0
    let byType = whole.get(month)
    if (!byType) whole.set(month, (byType = new Map<number, Bucket>()))
    let bucket = byType.get(type)
    if (!bucket) byType.set(type, (bucket = emptyBucket()))
    add(bucket, slot)
  }
  const buckets: MonthBuckets = new Map()
  for (const month of [...whole.keys()].sort((a, b) => a - b)) {
    const byType = whole.get(month) ?? new Map<number, Bucket>()
    const named = [...byType.entries()].map(
      ([type, bucket]) => [types.valueOf(type), bucket] as const,
    )
    named.sort(([a], [b]) => binaryOrder(a, b))
    buckets.set(monthText(month), new Map(named))
  }
  for (const slot of [...edges].sort(edgeOrder(columns))) {
    const month = monthText(columns.month[slot] ?? 0)
    const type = types.valueOf(columns.propertyType[slot] ?? 0)
    let byType = buckets.get(month)
    if (!byType) buckets.set(month, (byType = new Map<string, Bucket>()))
    let bucket = byType.get(type)
    if (!bucket) byType.set(type, (bucket = emptyBucket()))
    add(bucket, slot)
  }
  return buckets
}

/** Each month's values of a field among the matched listings, as the medians' index walks find them. */
function monthlyValues(
  columns: Columns,
  slots: Int32Array,
  viewer: Viewer,
  field: MedianField,
): Map<string, Float64Array> {
  const counts = new Map<number, number>()
  const counted = new Int32Array(slots.length)
  let kept = 0
  for (const slot of slots) {
    const sold = columns.soldPrice[slot] ?? NaN
    if (field !== 'listPrice' && Number.isNaN(sold)) continue
    // A guest's sold prices are only those of listings the board lets the public see.
    if (field === 'soldPrice') {
      if (columns.soldDay[slot] === 0) continue
      if (!viewer.signedIn && columns.visible[slot] !== 1) continue
    }
    counted[kept] = slot
    kept += 1
    const month = columns.month[slot] ?? 0
    counts.set(month, (counts.get(month) ?? 0) + 1)
  }
  const values = new Map<number, { array: Float64Array; at: number }>()
  for (const [month, count] of counts) values.set(month, { array: new Float64Array(count), at: 0 })
  const source =
    field === 'soldPrice'
      ? columns.soldPrice
      : field === 'listPrice'
        ? columns.listPrice
        : columns.days
  for (let at = 0; at < kept; at += 1) {
    const slot = counted[at] ?? 0
    const into = values.get(columns.month[slot] ?? 0)
    if (!into) continue
    into.array[into.at] = source[slot] ?? 0
    into.at += 1
  }
  return new Map([...values].map(([month, { array }]) => [monthText(month), array]))
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
  const { slots, edges } = matched
  const medians = new Map<MedianField, PeriodMedians>()
  return {
    buckets: bucketsOf(columns, slots, edges, viewer),
    medians(field) {
      let known = medians.get(field)
      if (!known) {
        known = mediansOfMonths(monthlyValues(columns, slots, viewer, field))
        medians.set(field, known)
      }
      return known
    },
    countsOf(column) {
      const valueOf = countedColumn(columns, column)
      const counts = new Map<string, number>()
      for (const slot of slots) {
        const value = valueOf(slot)
        counts.set(value, (counts.get(value) ?? 0) + 1)
      }
      return counts
    },
  }
}
