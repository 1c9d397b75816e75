import type { ListingsResponse } from '../../../contract/realty'
import type { QueryParams } from '../../lib/queryString'
import { toQueryString } from '../../lib/queryString'
import { readMarketSnapshot, type MarketSnapshot } from '../../lib/trends/snapshot'
import { realtyApi } from '../../services/realtyApi'

/** The current window's statistics request and the previous window's, asked together. */
export interface MarketStatisticsArgs {
  readonly current: QueryParams
  readonly previous: QueryParams
}

/**
 * The trends page's statistics calls: the current window, and the
 * window of the same length before it for the comparisons. Without the current figures the
 * page fails; without the previous ones it shows the figures with nothing to compare.
 */
export const trendsApi = realtyApi.injectEndpoints({
  endpoints: (build) => ({
    marketStatistics: build.query<MarketSnapshot, MarketStatisticsArgs>({
      async queryFn({ current, previous }, _api, _extra, baseQuery) {
        const [now, before] = await Promise.all([
          baseQuery(`/listings?${toQueryString(current)}`),
          baseQuery(`/listings?${toQueryString(previous)}`),
        ])
        if (now.error !== undefined) return { error: now.error }
        return {
          data: readMarketSnapshot(
            now.data as ListingsResponse,
            before.error === undefined ? (before.data as ListingsResponse) : undefined,
          ),
        }
      },
    }),
  }),
})

export const { useMarketStatisticsQuery } = trendsApi
