import type { FieldStatistic, ListingsQuery, Statistics } from '../../../../contract/realty'
import { withholdFewSales } from './soldStatistics'

/**
 * The provider's own filters for listings the board lets the public see: both permissions 'Y'.
 * The provider hides nothing itself, so a guest's question that must not rest on withheld
 * listings is asked with these added.
 */
export const PUBLIC_LISTINGS_ONLY = { displayPublic: 'Y', displayAddressOnInternet: 'Y' } as const

/**
 * A guest's text search through the provider. The provider matches `search` against every
 * listing's street and description and cannot be told to match withheld listings by their MLS
 * number, city and neighbourhood only, so a guest's text matches public listings only: no page,
 * count, cluster, aggregate or statistic of a text search can then rest on a withheld home's
 * street. A customer's search is sent as it is.
 */
export function guestTextSearchFilters(
  query: Pick<ListingsQuery, 'search'>,
  signedIn: boolean,
): Partial<typeof PUBLIC_LISTINGS_ONLY> {
  const hasText = query.search !== undefined && query.search.trim() !== ''
  return !signedIn && hasText ? PUBLIC_LISTINGS_ONLY : {}
}

const SOLD_PRICE_STATISTIC = /^[a-z]+-soldPrice$/
const PERIODS = new Set(['grp-mth', 'grp-yr', 'grp-day'])

/** The asked sold-price statistics and periods, or undefined when none is about sold prices. */
export function soldPriceStatistics(statistics: string | undefined): string | undefined {
  const asked = (statistics ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  const sold = asked.filter((name) => SOLD_PRICE_STATISTIC.test(name))
  if (sold.length === 0) return undefined
  return [...sold, ...asked.filter((name) => PERIODS.has(name)), 'cnt-closed'].join(',')
}

/** What a search asks beyond its filters: what to answer and how much of it. */
const NOT_FILTERS = [
  'aggregates',
  'aggregateStatistics',
  'cluster',
  'clusterPrecision',
  'clusterLimit',
  'clusterFields',
  'fields',
  'pageNum',
  'resultsPerPage',
  'sortBy',
] as const

/**
 * The question whose answer gives a guest's sold-price figures: the same filters, sold-price
 * statistics and periods only, no page, clusters or aggregates; sent with PUBLIC_LISTINGS_ONLY.
 */
export function publicSalesQuestion(query: ListingsQuery, statistics: string): ListingsQuery {
  const filters = Object.fromEntries(
    Object.entries(query).filter(([name]) => !(NOT_FILTERS as readonly string[]).includes(name)),
  ) as ListingsQuery
  return { ...filters, statistics, listings: false }
}

type Periods = FieldStatistic['mth']

/**
 * Each period of the full answer, with the public sales' figures and count; a period whose sales
 * were all withheld has a count of 0 (its figures are then withheld too).
 */
function publicPeriods(full: Periods, publicSales: Periods): Periods {
  if (!full) return undefined
  return Object.fromEntries(
    Object.entries(full).map(([key, group]) => [key, publicSales?.[key] ?? { ...group, count: 0 }]),
  )
}

/**
 * A guest's statistics through the provider: every figure of the full answer, but sold prices
 * from public sales only (`publicSales`, the answer to publicSalesQuestion), each figure null
 * below 10 of those sales, as the SQLite source answers.
 */
export function withPublicSoldPrices(full: Statistics, publicSales: Statistics): Statistics {
  if (!full.soldPrice) return full
  const { count, ...sold } = (publicSales.soldPrice ?? {}) as FieldStatistic & { count?: number }
  const sales = count ?? publicSales.closed?.count ?? 0
  const figures: FieldStatistic = { ...sold }
  for (const by of ['mth', 'yr'] as const) {
    if (full.soldPrice[by]) figures[by] = publicPeriods(full.soldPrice[by], sold[by])
  }
  return { ...full, soldPrice: withholdFewSales(figures, sales) }
}
