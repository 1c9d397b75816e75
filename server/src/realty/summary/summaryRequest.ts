import type { ListingsQuery, Statistic } from '../../../../contract/realty'
import { dateBoundScope } from '../filterClauses'

/**
 * Query parameters the monthly summary can answer: the filters its rows are kept by, the sold
 * window, list-price bounds (checked against the rows' price ranges), and what to compute.
 * Anything else (a neighbourhood, an area, text, bedrooms' companions, a page of listings) is
 * answered from the listings themselves.
 */
const SUMMARY_PARAMETERS: ReadonlySet<string> = new Set([
  'type',
  'status',
  'lastStatus',
  'class',
  'propertyType',
  'city',
  'minBeds',
  'maxBeds',
  'minSoldDate',
  'maxSoldDate',
  'minPrice',
  'maxPrice',
  'statistics',
  'listings',
  'aggregates',
  'aggregateStatistics',
  'sortBy',
  'pageNum',
  'resultsPerPage',
  'fields',
])

/** The figures the summary answers: averages and counts by month or year, and every median. */
const SUMMARY_STATISTICS: ReadonlySet<Statistic> = new Set([
  'avg-soldPrice',
  'med-soldPrice',
  'avg-listPrice',
  'med-listPrice',
  'avg-daysOnMarket',
  'med-daysOnMarket',
  'cnt-closed',
  'grp-mth',
  'grp-yr',
])

/** Aggregates whose field is one of the summary's own columns, by the column that holds it. */
export const SUMMARY_AGGREGATES: ReadonlyMap<string, string> = new Map([
  ['class', 'class'],
  ['type', 'type'],
  ['status', 'status'],
  ['lastStatus', 'last_status'],
  ['details.propertyType', 'property_type'],
  ['details.numBedrooms', 'beds'],
  ['address.city', 'city'],
])

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * Whether the summary can answer a statistics search (already parsed: `asked` is validated).
 * Only when no listing is asked for: a page needs the listings themselves. Any aggregate may be
 * asked beside: those the summary does not keep are counted from the listings.
 */
export function summaryCanAnswer(query: ListingsQuery, asked: ReadonlySet<Statistic>): boolean {
  if (asked.size === 0 || query.listings !== false) return false
  // The search fills names it did not receive with undefined (an unresolved place list).
  const parameters = Object.entries(query).filter(([, value]) => (value as unknown) !== undefined)
  if (parameters.some(([name]) => !SUMMARY_PARAMETERS.has(name))) return false
  if ([...asked].some((statistic) => !SUMMARY_STATISTICS.has(statistic))) return false
  // A sold window leaves active listings in whatever their dates; the summary's months would
  // hold them to it by their list month.
  const windowed = query.minSoldDate !== undefined || query.maxSoldDate !== undefined
  if (windowed && dateBoundScope(query).soldDateSparesActive) return false
  // Whole days only: a window bound inside a day would split the summary's days.
  return [query.minSoldDate, query.maxSoldDate].every((day) => day === undefined || DAY.test(day))
}

export interface DayRange {
  /** First day, `YYYY-MM-DD`. */
  readonly from: string
  /** Last day, `YYYY-MM-DD`. */
  readonly to: string
}

/** The sold window split into the months it covers whole and the days of the others. */
export interface WindowParts {
  /** The first and last whole month (`YYYY-MM`); absent bounds mean no limit on that side. */
  readonly firstMonth?: string
  readonly lastMonth?: string
  /** False when the window covers no whole month at all. */
  readonly anyWholeMonth: boolean
  /** Days at either end that do not make a whole month, read from the listings. */
  readonly edges: readonly DayRange[]
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The month `offset` months from `month` ("2026-01", -1 → "2025-12"). */
export function shiftMonth(month: string, offset: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number)
  const index = year * 12 + (number - 1) + offset
  return `${String(Math.floor(index / 12))}-${pad((index % 12) + 1)}`
}

/** The last day of a month ("2024-02" → "2024-02-29"). */
export function lastDayOf(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number)
  return `${month}-${pad(new Date(Date.UTC(year, number, 0)).getUTCDate())}`
}

/**
 * A sold window [from, to] as whole months plus edge days: a month belongs whole when the
 * window starts on or before its first day and ends on or after its last; the days of a month
 * the window only partly covers are an edge.
 */
export function splitWindow(from: string | undefined, to: string | undefined): WindowParts {
  const startMonth = from?.slice(0, 7)
  const endMonth = to?.slice(0, 7)
  const firstMonth =
    from === undefined || startMonth === undefined
      ? undefined
      : from.endsWith('-01')
        ? startMonth
        : shiftMonth(startMonth, 1)
  const lastMonth =
    to === undefined || endMonth === undefined
      ? undefined
      : to === lastDayOf(endMonth)
        ? endMonth
        : shiftMonth(endMonth, -1)
  const anyWholeMonth =
    firstMonth === undefined || lastMonth === undefined || firstMonth <= lastMonth
  if (from !== undefined && to !== undefined && from > to) {
    return { firstMonth, lastMonth, anyWholeMonth: false, edges: [] }
  }
  const edges: DayRange[] = []
  if (from !== undefined && startMonth !== undefined && firstMonth !== startMonth) {
    const monthEnd = lastDayOf(startMonth)
    edges.push({ from, to: to !== undefined && to < monthEnd ? to : monthEnd })
  }
  if (to !== undefined && endMonth !== undefined && lastMonth !== endMonth) {
    const monthStart = `${endMonth}-01`
    const edgeFrom = from !== undefined && from > monthStart ? from : monthStart
    // The same month as the first edge: already covered whole by it.
    if (!edges.some((edge) => edge.from === edgeFrom)) edges.push({ from: edgeFrom, to })
  }
  return { firstMonth, lastMonth, anyWholeMonth, edges }
}
