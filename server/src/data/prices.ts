import type { Random } from './random'

/**
 * GTA price levels over the dataset's seven years against 2025 (= 1): the 2021 run-up, the
 * February 2022 peak, the fall after rates rose, and the flat-to-soft market since.
 */
const SALE_INDEX: readonly (readonly [string, number])[] = [
  ['2019-11', 0.84],
  ['2020-06', 0.87],
  ['2021-03', 1.04],
  ['2022-02', 1.22],
  ['2022-10', 1.03],
  ['2023-04', 1.07],
  ['2023-12', 1.0],
  ['2024-06', 1.01],
  ['2025-06', 0.99],
  ['2026-11', 0.96],
]

/** Rents fell in 2020, peaked in summer 2023, and have eased since. */
const LEASE_INDEX: readonly (readonly [string, number])[] = [
  ['2019-11', 0.96],
  ['2020-12', 0.84],
  ['2022-06', 0.99],
  ['2023-08', 1.08],
  ['2024-06', 1.03],
  ['2025-06', 0.99],
  ['2026-11', 0.95],
]

function monthNumber(isoDate: string): number {
  const year = Number(isoDate.slice(0, 4))
  const month = Number(isoDate.slice(5, 7))
  return year * 12 + (month - 1)
}

function interpolate(points: readonly (readonly [string, number])[], isoDate: string): number {
  const at = monthNumber(isoDate)
  const first = points[0]
  const last = points.at(-1)
  if (!first || !last) return 1
  if (at <= monthNumber(first[0])) return first[1]
  for (let i = 1; i < points.length; i += 1) {
    const before = points[i - 1]
    const after = points[i]
    if (!before || !after) break
    const [fromDate, from] = before
    const [toDate, to] = after
    const start = monthNumber(fromDate)
    const end = monthNumber(toDate)
    if (at <= end) return from + ((to - from) * (at - start)) / (end - start)
  }
  return last[1]
}

export const saleIndex = (isoDate: string) => interpolate(SALE_INDEX, isoDate)
export const leaseIndex = (isoDate: string) => interpolate(LEASE_INDEX, isoDate)

/** Bidding wars: from early 2021 to spring 2022 most homes sold over asking. */
export function isHotMarket(isoDate: string): boolean {
  return isoDate >= '2021-01' && isoDate < '2022-05'
}

/** Asking prices end the way agents write them: $1,249,000 or $899,900. */
export function askingPrice(raw: number, random: Random): number {
  if (raw < 100_000) return Math.max(1000, Math.round(raw / 1000) * 1000)
  return random.chance(0.55)
    ? Math.round(raw / 10_000) * 10_000 - 100
    : Math.round(raw / 1000) * 1000
}

/** Monthly rents in steps of $50. */
export function askingRent(raw: number): number {
  return Math.max(800, Math.round(raw / 50) * 50)
}

/** What a closed sale fetched against its asking price. */
export function soldRatio(random: Random, isoDate: string, lease: boolean): number {
  if (lease) return Math.min(1.05, Math.max(0.9, random.normal(0.99, 0.02)))
  return isHotMarket(isoDate)
    ? Math.min(1.35, Math.max(0.92, random.normal(1.07, 0.07)))
    : Math.min(1.15, Math.max(0.85, random.normal(0.985, 0.03)))
}
