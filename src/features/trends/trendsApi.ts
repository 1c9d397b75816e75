import type { QueryParams } from '../../lib/queryString'
import { readMarketSnapshot, type MarketSnapshot } from '../../lib/trends/snapshot'
import { toQueryString } from '../../lib/queryString'
import { realtyApi } from '../../services/realtyApi'
import type { ListingsResponse } from '../../../contract/realty'

/** The trends page's statistics call (second spec, section 7), read into the page's figures. */
export const trendsApi = realtyApi.injectEndpoints({
  endpoints: (build) => ({
    marketStatistics: build.query<MarketSnapshot, QueryParams>({
      query: (params) => `/listings?${toQueryString(params)}`,
      transformResponse: (response: ListingsResponse) => readMarketSnapshot(response),
    }),
  }),
})

export const { useMarketStatisticsQuery } = trendsApi
