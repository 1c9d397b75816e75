import type { Viewer } from '../presentListing'
import type { MedianField } from '../summary/summaryMedians'
import type { ColumnData } from './columnTable'
import type { Matched } from './matchedListings'
import { monthText } from './months'

/** Whether a listing's value of `field` counts, as the medians' index walks filter them. */
function counts(columns: ColumnData, slot: number, field: MedianField, signedIn: boolean): boolean {
  if (field === 'listPrice') return true
  if (Number.isNaN(columns.soldPrice[slot])) return false
  if (field === 'daysOnMarket') return true
  // A guest's sold prices are only those of listings the board lets the public see.
  return columns.soldDay[slot] !== 0 && (signedIn || columns.visible[slot] === 1)
}

/** Each month's values of a field among the matched listings, one array cut into months. */
export function monthlyValues(
  columns: ColumnData,
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
  // The counted values and their months side by side, read once from the columns.
  const size = matched.whole.length + matched.edges.length
  const found = new Float64Array(size)
  const monthOf = new Int32Array(size)
  let kept = 0
  let first = Infinity
  let last = -Infinity
  for (const slots of [matched.whole, matched.edges]) {
    for (const slot of slots) {
      if (!counts(columns, slot, field, viewer.signedIn)) continue
      const month = columns.month[slot] ?? 0
      found[kept] = source[slot] ?? 0
      monthOf[kept] = month
      kept += 1
      if (month < first) first = month
      if (month > last) last = month
    }
  }
  if (kept === 0) return new Map()
  // Each month's values start where the months before it end.
  const starts = new Int32Array(last - first + 2)
  for (let at = 0; at < kept; at += 1) {
    const month = (monthOf[at] ?? 0) - first + 1
    starts[month] = (starts[month] ?? 0) + 1
  }
  for (let at = 1; at < starts.length; at += 1) {
    starts[at] = (starts[at] ?? 0) + (starts[at - 1] ?? 0)
  }
  const values = new Float64Array(kept)
  const next = starts.slice(0, -1)
  for (let at = 0; at < kept; at += 1) {
    const month = (monthOf[at] ?? 0) - first
    const into = next[month] ?? 0
    values[into] = found[at] ?? 0
    next[month] = into + 1
  }
  const months = new Map<string, Float64Array>()
  for (let at = 0; at + 1 < starts.length; at += 1) {
    const start = starts[at] ?? 0
    const end = starts[at + 1] ?? 0
    if (end > start) months.set(monthText(first + at), values.subarray(start, end))
  }
  return months
}
