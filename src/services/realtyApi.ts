import { createApi } from '@reduxjs/toolkit/query/react'
import type { WithSlice } from '@reduxjs/toolkit'
import { config } from '../app/config'
import { dynamicMiddleware, rootReducer } from '../app/store'
import { serviceBaseQuery } from './serviceBaseQuery'

/**
 * The realty service: listings, places, meta. Features add endpoints with `injectEndpoints`;
 * the API joins the store when the first screen that imports it loads.
 */
export const realtyApi = createApi({
  reducerPath: 'realtyApi',
  baseQuery: serviceBaseQuery(config.realtyApiUrl),
  endpoints: () => ({}),
})

declare module '../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof realtyApi> {}
}

rootReducer.inject(realtyApi)
dynamicMiddleware.addMiddleware(realtyApi.middleware)
