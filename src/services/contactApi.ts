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
    // The page's language, not the browser's: the confirmation e-mail and the realtor chosen follow
    // the language the visitor reads the site in (Accept-Language needs no CORS preflight).
    sendLead: build.mutation<ContactResponse, { readonly lead: Lead; readonly language: string }>({
      query: ({ lead, language }) => ({
        url: '/realty/contact',
        method: 'POST',
        body: lead,
        headers: { 'accept-language': language },
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
