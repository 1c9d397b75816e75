import type { MonthFigures } from '../../../src/lib/trends/snapshot'

/** One month's figures, its sold price shown. */
export const month = (key: string, price: number, sales: number, days: number): MonthFigures => ({
  month: key,
  avgSoldPrice: price,
  sales,
  avgDaysOnMarket: days,
  soldPriceWithheld: false,
})
