import { createApi } from '@reduxjs/toolkit/query/react'
import { config } from '../app/config'
import { serviceBaseQuery } from './serviceBaseQuery'

/** The realty service: listings, places, meta. Features add endpoints with `injectEndpoints`. */
export const realtyApi = createApi({
  reducerPath: 'realtyApi',
  baseQuery: serviceBaseQuery(config.realtyApiUrl),
  endpoints: () => ({}),
})
