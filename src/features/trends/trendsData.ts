import { dispatchThunk, type StartRouteData } from '../../app/routeData'
import {
  filtersFromSearch,
  previousStatisticsRequest,
  statisticsRequest,
  type TrendsFilters,
} from '../../lib/trends/filters'
import { trendsApi, type MarketStatisticsArgs } from './trendsApi'

/** Today's date as the statistics windows count it (UTC), e.g. `2026-05-01`. */
export const statisticsDay = (now: Date = new Date()) => now.toISOString().slice(0, 10)

/** The current and previous windows' statistics for the filters, counted from `day`. */
export function marketStatisticsArgs(filters: TrendsFilters, day: string): MarketStatisticsArgs {
  const today = new Date(`${day}T00:00:00Z`)
  return {
    current: statisticsRequest(filters, today),
    previous: previousStatisticsRequest(filters, today),
  }
}

/** The trends page's first data: the statistics for the filters its address names. */
export const startTrendsData: StartRouteData = (store, { url }) => {
  const args = marketStatisticsArgs(filtersFromSearch(url.searchParams), statisticsDay())
  void dispatchThunk(
    store,
    trendsApi.endpoints.marketStatistics.initiate(args, { subscribe: false }),
  )
}
