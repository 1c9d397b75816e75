import type { Middleware, WithSlice } from '@reduxjs/toolkit'
import { createAppApi } from './createAppApi'
import type { HistoryEntry, SuggestionsResponse } from '../../contract/realty'
import { config } from '../app/config'
import { dynamicMiddleware, rootReducer } from '../app/store'
import { normaliseListing, normaliseListings, type Listing } from '../lib/listing/normaliseListing'
import { toQueryString, type QueryParams } from '../lib/queryString'
import { guestCallCount } from './idToken'
import { listingUrl, normaliseSearch, searchUrl, type ListingsResult } from './realtyUrls'
import { serviceBaseQuery } from './serviceBaseQuery'

// The URL and answer rules live apart so code that fetches without RTK Query can share them.
export {
  DEFAULT_SEARCH_SORT,
  listingUrl,
  normaliseSearch,
  searchUrl,
  type ListingsResult,
} from './realtyUrls'

/**
 * The realty service: listings, places, meta. Features add endpoints with `injectEndpoints`;
 * the API joins the store when the first screen that imports it loads.
 */
/** One listing on one board; a signed-in customer's ID token unlocks what guests may not see. */
export interface ListingArgs {
  readonly mlsNumber: string
  readonly boardId: number
  readonly token?: string | undefined
}

/** The detail page's suggestions block, its listings normalised. */
export interface ListingSuggestions {
  readonly suggestions: Omit<SuggestionsResponse['suggestions'], 'recent'> & {
    readonly recent: readonly Listing[]
  }
  readonly similarListings: readonly Listing[]
}

function normaliseSuggestions(response: SuggestionsResponse): ListingSuggestions {
  return {
    ...response,
    suggestions: {
      ...response.suggestions,
      recent: normaliseListings(response.suggestions.recent),
    },
    similarListings: normaliseListings(response.similarListings),
  }
}

const listingHeaders = ({ token }: ListingArgs) =>
  token ? { authorization: `Bearer ${token}` } : {}

export const realtyApi = createAppApi({
  reducerPath: 'realtyApi',
  baseQuery: serviceBaseQuery(config.realtyApiUrl),
  endpoints: (build) => ({
    searchListings: build.query<ListingsResult, QueryParams>({
      query: searchUrl,
      transformResponse: normaliseSearch,
    }),
    /** GET /listings/{mls}?boardId= (the service also takes the board as a `board-id` header). */
    getListing: build.query<Listing, ListingArgs>({
      query: (args) => ({
        url: listingUrl(args.mlsNumber, args.boardId),
        headers: listingHeaders(args),
      }),
      transformResponse: normaliseListing,
    }),
    getSimilarListings: build.query<{ listings: readonly Listing[] }, ListingArgs>({
      query: (args) => ({
        url: listingUrl(args.mlsNumber, args.boardId, '/similar'),
        headers: listingHeaders(args),
      }),
      transformResponse: (response: { listings: unknown }) => ({
        listings: normaliseListings(response.listings),
      }),
    }),
    getListingSuggestions: build.query<ListingSuggestions, ListingArgs>({
      query: (args) => ({
        url: listingUrl(args.mlsNumber, args.boardId, '/suggestions'),
        headers: listingHeaders(args),
      }),
      transformResponse: normaliseSuggestions,
    }),
    /** GET /listings/history with the bearer token; empty values are dropped. */
    getListingHistory: build.query<
      { history: readonly HistoryEntry[] },
      { readonly query: QueryParams; readonly token: string }
    >({
      query: ({ query, token }) => ({
        url: `/listings/history?${toQueryString(query)}`,
        headers: { authorization: `Bearer ${token}` },
      }),
    }),
  }),
})

export const {
  useSearchListingsQuery,
  useGetListingQuery,
  useGetSimilarListingsQuery,
  useGetListingSuggestionsQuery,
  useGetListingHistoryQuery,
} = realtyApi

declare module '../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof realtyApi> {}
}

rootReducer.inject(realtyApi)
dynamicMiddleware.addMiddleware(realtyApi.middleware)

/** The session status as the auth feature's slice keeps it (absent until that slice loads). */
const sessionStatusOf = (state: unknown): unknown =>
  (state as { session?: { status?: unknown } }).session?.status

/**
 * What a search returns depends on who asks: guests do not receive what a listing's permissions
 * withhold. When a session ends, or starts after calls went out without a token, every realty
 * result in the cache is fetched again for the new viewer (the old data stays until then).
 */
export function viewerChangeMiddleware(): Middleware {
  let guestCallsSeen = 0
  return (store) => (next) => (action) => {
    const before = sessionStatusOf(store.getState())
    const result = next(action)
    const after = sessionStatusOf(store.getState())
    if (before === after) return result
    const signedOut = before === 'active'
    const signedInAfterGuestCalls = after === 'active' && guestCallCount() > guestCallsSeen
    if (!signedOut && !signedInAfterGuestCalls) return result
    guestCallsSeen = guestCallCount()
    refetchAll(store.dispatch as AppDispatchLike, store.getState())
    return result
  }
}

type AppDispatchLike = (action: unknown) => unknown

function refetchAll(dispatch: AppDispatchLike, state: unknown): void {
  const cache = (state as { realtyApi?: ReturnType<typeof realtyApi.reducer> }).realtyApi
  for (const entry of Object.values(cache?.queries ?? {})) {
    if (!entry?.endpointName) continue
    const endpoint = (
      realtyApi.endpoints as Record<
        string,
        { initiate: (arg: unknown, options: object) => unknown } | undefined
      >
    )[entry.endpointName]
    dispatch(endpoint?.initiate(entry.originalArgs, { subscribe: false, forceRefetch: true }))
  }
}

dynamicMiddleware.addMiddleware(viewerChangeMiddleware())
