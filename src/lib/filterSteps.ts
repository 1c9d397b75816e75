import { noMaximumPrice, type DealType } from './searchRules'

/**
 * The filter panels' scales: the price sliders' steps and the beds, baths
 * and size choices. Only the panels use them, and they load when first opened.
 */

/** Sale slider: 48 steps up to 7,000,000, the top step meaning no maximum. */
export const SALE_PRICE_STEPS: readonly number[] = [
  ...Array.from({ length: 20 }, (_, i) => i * 25_000), // 0 to 475,000 by 25,000
  ...Array.from({ length: 12 }, (_, i) => 500_000 + i * 50_000), // 500,000 to 1,050,000
  ...Array.from({ length: 9 }, (_, i) => 1_100_000 + i * 100_000), // 1,100,000 to 1,900,000
  2_000_000,
  2_500_000,
  3_000_000,
  3_500_000,
  4_000_000,
  5_000_000,
  7_000_000,
]

/** Lease slider: 0 to 10,000 by 100, where 10,000 means no maximum (labelled Max). */
export const LEASE_PRICE_STEPS: readonly number[] = Array.from({ length: 101 }, (_, i) => i * 100)

export function maxPriceParam(type: DealType, sliderValue: number): number | undefined {
  return sliderValue >= noMaximumPrice(type) ? undefined : sliderValue
}

export const BED_BATH_OPTIONS = [0, 1, 2, 3, 4, 5] as const
export const SQFT_OPTIONS: readonly number[] = [
  0,
  ...Array.from({ length: 13 }, (_, i) => 500 + i * 250),
]

/** The slider step nearest a price (the top step when there is no maximum). */
export function nearestStep(steps: readonly number[], value: number | undefined): number {
  if (value === undefined) return steps.length - 1
  let best = 0
  steps.forEach((step, index) => {
    if (Math.abs(step - value) < Math.abs((steps[best] ?? 0) - value)) best = index
  })
  return best
}
