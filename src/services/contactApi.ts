import type { WithSlice } from '@reduxjs/toolkit'
import { createAppApi } from './createAppApi'
import type { ContactResponse, Lead } from '../../contract/lead'
import { config } from '../app/config'
import { dynamicMiddleware, rootReducer } from '../app/store'
import { serviceBaseQuery } from './serviceBaseQuery'

/**
 * The contact service: POST /realty/contact with a lead. Only a 200
 * counts as sent; anything else is a failure the form shows.
 */
export const contactApi = createAppApi({
  reducerPath: 'contactApi',
  baseQuery: serviceBaseQuery(config.contactApiUrl),
  endpoints: (build) => ({
    sendLead: build.mutation<ContactResponse, Lead>({
      query: (lead) => ({
        url: '/realty/contact',
        method: 'POST',
        body: lead,
        validateStatus: (response) => response.status === 200,
      }),
    }),
  }),
})

export const { useSendLeadMutation } = contactApi

declare module '../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof contactApi> {}
}

rootReducer.inject(contactApi)
dynamicMiddleware.addMiddleware(contactApi.middleware)
