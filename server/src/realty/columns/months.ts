/** A `YYYY-MM` month as the columns count months (year × 12 + month − 1). */
export const monthNumber = (month: string | undefined) =>
  month === undefined ? undefined : Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1

/** A month the columns count (year × 12 + month − 1) as `YYYY-MM`. */
export const monthText = (month: number) =>
  `${String(Math.floor(month / 12))}-${String((month % 12) + 1).padStart(2, '0')}`

/** The lowest and highest month of some listings (an empty range when there are none). */
export function monthRange(
  month: Int32Array,
  slots: Int32Array,
): { first: number; months: number } {
  let first = Infinity
  let last = -Infinity
  for (const slot of slots) {
    const at = month[slot] ?? 0
    if (at < first) first = at
    if (at > last) last = at
  }
  return slots.length === 0 ? { first: 0, months: 0 } : { first, months: last - first + 1 }
}
