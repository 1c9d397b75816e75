import type { ListingsQuery } from '../../../contract/realty'

/** Every statistic the service computes, with both periods. */
export const ALL_STATISTICS =
  'avg-soldPrice,med-soldPrice,avg-listPrice,med-listPrice,avg-daysOnMarket,med-daysOnMarket,cnt-closed,grp-mth,grp-yr'

/** The trends page's question: Toronto's sales by month since 2024, with property types. */
export const TRENDS_TORONTO: ListingsQuery = {
  city: ['Toronto'],
  status: ['U'],
  lastStatus: ['Sld'],
  minBeds: 0,
  maxBeds: 4,
  minSoldDate: '2024-01-01',
  statistics: 'avg-soldPrice,med-soldPrice,avg-listPrice,cnt-closed,avg-daysOnMarket,grp-mth',
  aggregates: 'details.propertyType',
  aggregateStatistics: true,
  listings: false,
}

/** The query as a URL's parameters, each list value repeated as the SPA sends it. */
export function listingsPath(query: ListingsQuery): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, String(one))
  }
  return `/listings?${params.toString()}`
}
