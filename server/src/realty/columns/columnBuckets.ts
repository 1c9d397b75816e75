import type { Viewer } from '../presentListing'
import type { MonthBuckets } from '../summary/bucketStatistics'
import { emptyBucket, type Bucket } from '../summary/summaryFigures'
import { binaryOrder } from '../textOrder'
import type { Dictionary } from './dictionary'
import type { ColumnData } from './columnTable'
import type { Matched } from './matchedListings'
import { monthRange, monthText } from './months'

/**
 * A sale at a window's edge in the order the summary's read meets it (the sold-month index:
 * month, sold price with none first, then the index's other columns), so that a property type
 * first met there takes the same place among the answer's types as in the summary's answer.
 */
function edgeOrder(columns: ColumnData) {
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

/** Adds one listing to a bucket, its sale seen as the viewer may see it. */
function addListing(into: Bucket, columns: ColumnData, slot: number, signedIn: boolean): void {
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

/** The whole months' sums per cell (month − first) × property types + property type. */
function wholeMonthSums(
  columns: ColumnData,
  slots: Int32Array,
  first: number,
  cells: number,
  signedIn: boolean,
): Record<keyof Bucket, Float64Array> {
  const sums = {
    listings: new Float64Array(cells),
    listSum: new Float64Array(cells),
    closed: new Float64Array(cells),
    daysSum: new Float64Array(cells),
    sales: new Float64Array(cells),
    soldSum: new Float64Array(cells),
  }
  const { listings, listSum, closed, daysSum, sales, soldSum } = sums
  const { month, propertyType, listPrice, soldPrice, days, visible } = columns
  const typeCount = columns.dictionaries.propertyType.size()
  for (const slot of slots) {
    const cell = ((month[slot] ?? 0) - first) * typeCount + (propertyType[slot] ?? 0)
    listings[cell] = (listings[cell] ?? 0) + 1
    listSum[cell] = (listSum[cell] ?? 0) + (listPrice[slot] ?? 0)
    const sold = soldPrice[slot] ?? NaN
    if (Number.isNaN(sold)) continue
    closed[cell] = (closed[cell] ?? 0) + 1
    daysSum[cell] = (daysSum[cell] ?? 0) + (days[slot] ?? 0)
    if (signedIn || visible[slot] === 1) {
      sales[cell] = (sales[cell] ?? 0) + 1
      soldSum[cell] = (soldSum[cell] ?? 0) + sold
    }
  }
  return sums
}

/**
 * The answer's sums per month and property type, in the summary's order: the whole months'
 * cells by month, then type name, then the edges' sales as its read meets them.
 */
export function bucketsOf(columns: ColumnData, matched: Matched, viewer: Viewer): MonthBuckets {
  const types = columns.dictionaries.propertyType
  const typeCount = types.size()
  const { first, months } = monthRange(columns.month, matched.whole)
  // One cell per month and type, found by arithmetic, its sums in flat arrays: no lookup and
  // no object per listing.
  const sums = wholeMonthSums(columns, matched.whole, first, months * typeCount, viewer.signedIn)
  const typesByName = Array.from({ length: typeCount }, (_, code) => code).sort((a, b) =>
    binaryOrder(types.valueOf(a), types.valueOf(b)),
  )
  const buckets: MonthBuckets = new Map()
  const inWholeMonths = new Uint8Array(typeCount)
  for (let at = 0; at < months; at += 1) {
    let byType: Map<string, Bucket> | undefined
    for (const type of typesByName) {
      const cell = at * typeCount + type
      if (sums.listings[cell] === 0) continue
      inWholeMonths[type] = 1
      if (!byType) buckets.set(monthText(first + at), (byType = new Map<string, Bucket>()))
      byType.set(types.valueOf(type), {
        listings: sums.listings[cell] ?? 0,
        listSum: sums.listSum[cell] ?? 0,
        closed: sums.closed[cell] ?? 0,
        daysSum: sums.daysSum[cell] ?? 0,
        sales: sums.sales[cell] ?? 0,
        soldSum: sums.soldSum[cell] ?? 0,
      })
    }
  }
  // The edges' order only places a property type no whole month holds among the answer's
  // types: sorted as the summary's read meets them only when there is one.
  const edges = [...matched.edges]
  if (edges.some((slot) => inWholeMonths[columns.propertyType[slot] ?? 0] !== 1)) {
    edges.sort(edgeOrder(columns))
  }
  for (const slot of edges) {
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
