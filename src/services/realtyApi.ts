import type { WithSlice } from '@reduxjs/toolkit'
import { createApi } from '@reduxjs/toolkit/query/react'
import type { ListingRecord } from '../../contract/listing'
import type { ListingsResponse } from '../../contract/realty'
import { config } from '../app/config'
import { dynamicMiddleware, rootReducer } from '../app/store'
import { toQueryString, type QueryParams } from '../lib/queryString'
import { serviceBaseQuery } from './serviceBaseQuery'

/** A search's results with listings typed as the feed's records. */
export type ListingsResult = Omit<ListingsResponse, 'listings'> & {
  readonly listings: readonly ListingRecord[]
}

/**
 * The realty service: listings, places, meta. Features add endpoints with `injectEndpoints`;
 * the API joins the store when the first screen that imports it loads.
 */
export const realtyApi = createApi({
  reducerPath: 'realtyApi',
  baseQuery: serviceBaseQuery(config.realtyApiUrl),
  endpoints: (build) => ({
    searchListings: build.query<ListingsResult, QueryParams>({
      query: (params) => `/listings?${toQueryString(params)}`,
    }),
  }),
})

export const { useSearchListingsQuery } = realtyApi

declare module '../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof realtyApi> {}
}

rootReducer.inject(realtyApi)
dynamicMiddleware.addMiddleware(realtyApi.middleware)

/** A listing photo from the image CDN at the width a view needs. */
export function listingImageUrl(imageKey: string, size: 'small' | 'medium'): string {
  const width = size === 'small' ? 350 : 800
  return `${config.imageCdnUrl}/${encodeURIComponent(imageKey)}?w=${String(width)}&class=${size}&f=webp`
}
