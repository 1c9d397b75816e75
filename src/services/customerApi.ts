import { createAppApi } from './createAppApi'
import type { WithSlice } from '@reduxjs/toolkit'
import type {
  AlertFrequency,
  CustomerUser,
  SavedHome,
  SavedHomeInput,
  SavedSearch,
  SavedSearchInput,
  UserUpdate,
} from '../../contract/customer'
import { CUSTOMER_PATHS } from '../../contract/customerPaths'
import { config } from '../app/config'
import { dynamicMiddleware, rootReducer } from '../app/store'
import { serviceBaseQuery } from './serviceBaseQuery'

/** The customer service: every call carries the ID token as bearer. */
export const customerApi = createAppApi({
  reducerPath: 'customerApi',
  baseQuery: serviceBaseQuery(config.customerApiUrl),
  tagTypes: ['User', 'Homes', 'Searches'],
  endpoints: (build) => ({
    user: build.query<CustomerUser, undefined>({
      query: () => CUSTOMER_PATHS.user,
      providesTags: ['User'],
    }),
    updateUser: build.mutation<CustomerUser, UserUpdate>({
      query: (body) => ({ url: CUSTOMER_PATHS.user, method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
    savedHomes: build.query<{ homes: SavedHome[] }, undefined>({
      query: () => CUSTOMER_PATHS.savedHomes,
      providesTags: ['Homes'],
    }),
    saveHome: build.mutation<SavedHome, SavedHomeInput>({
      query: (body) => ({ url: CUSTOMER_PATHS.savedHomes, method: 'POST', body }),
      invalidatesTags: ['Homes'],
    }),
    deleteHome: build.mutation<null, number>({
      query: (id) => ({ url: `${CUSTOMER_PATHS.savedHomes}/${String(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Homes'],
    }),
    savedSearches: build.query<{ searches: SavedSearch[] }, undefined>({
      query: () => CUSTOMER_PATHS.savedSearches,
      providesTags: ['Searches'],
    }),
    saveSearch: build.mutation<SavedSearch, SavedSearchInput>({
      query: (body) => ({ url: CUSTOMER_PATHS.savedSearches, method: 'POST', body }),
      invalidatesTags: ['Searches'],
    }),
    setSearchFrequency: build.mutation<SavedSearch, { id: number; frequency: AlertFrequency }>({
      query: ({ id, frequency }) => ({
        url: `${CUSTOMER_PATHS.savedSearches}/${String(id)}/${CUSTOMER_PATHS.frequency}`,
        method: 'PUT',
        body: { frequency },
      }),
      invalidatesTags: ['Searches'],
    }),
    deleteSearch: build.mutation<null, number>({
      query: (id) => ({ url: `${CUSTOMER_PATHS.savedSearches}/${String(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Searches'],
    }),
  }),
})

export const {
  useUserQuery,
  useUpdateUserMutation,
  useSavedHomesQuery,
  useSaveHomeMutation,
  useDeleteHomeMutation,
  useSavedSearchesQuery,
  useSaveSearchMutation,
  useDeleteSearchMutation,
  useSetSearchFrequencyMutation,
} = customerApi

declare module '../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof customerApi> {}
}

rootReducer.inject(customerApi)
dynamicMiddleware.addMiddleware(customerApi.middleware)
