import type { FieldStatistic, PeriodFigures, Statistics } from '../../../../contract/realty'
import { SALES_WITHHELD_REASON } from '../../../../contract/statistics'

/**
 * A sold-price figure answered to a guest rests on at least 10 sales, so no guest request,
 * however narrow (one MLS number, a tiny map), can read one home's sold price from an average.
 */
export const MIN_SALES_FOR_GUESTS = 10

type Figures = Pick<FieldStatistic, 'avg' | 'med'>

/** The asked figures set to null, with the reason the contract names. */
function withheld<T extends Figures>(figures: T): T {
  return {
    ...figures,
    ...('avg' in figures && { avg: null }),
    ...('med' in figures && { med: null }),
    withheld: SALES_WITHHELD_REASON,
  }
}

/**
 * A guest's sold-price statistic: the overall figures when `sales` reach the minimum, each
 * period's when its own count does; null with the reason otherwise.
 */
export function withholdFewSales(statistic: FieldStatistic, sales: number): FieldStatistic {
  const result: FieldStatistic = sales < MIN_SALES_FOR_GUESTS ? withheld(statistic) : statistic
  for (const by of ['mth', 'yr'] as const) {
    const groups = statistic[by]
    if (!groups) continue
    result[by] = Object.fromEntries(
      Object.entries(groups).map(([key, group]): [string, PeriodFigures] => [
        key,
        group.count < MIN_SALES_FOR_GUESTS ? withheld(group) : group,
      ]),
    )
  }
  return result
}

/** One average over `sales` sold prices, for a guest: null below the minimum. */
export function guestSoldAverage(average: number | null, sales: number): number | null {
  return sales < MIN_SALES_FOR_GUESTS ? null : average
}

/**
 * A source's statistics answer for a guest, when the source cannot leave withheld sales out
 * (the provider computes its own): sold-price figures resting on fewer than 10 sales are null.
 * Without `cnt-closed` the overall number of sales is unknown, so the overall figures are
 * withheld; each period carries its own count.
 */
export function statisticsForGuest(statistics: Statistics): Statistics {
  if (!statistics.soldPrice) return statistics
  return {
    ...statistics,
    soldPrice: withholdFewSales(statistics.soldPrice, statistics.closed?.count ?? 0),
  }
}
