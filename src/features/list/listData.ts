import { dispatchThunk, type RouteAddress, type StartRouteData } from '../../app/routeData'
import type { QueryParams } from '../../lib/queryString'
import { pageInQuery } from '../../lib/pageQuery'
import { listingsQuery, readSearchQuery, type MirroredSearch } from '../../lib/searchFilters'
import { config } from '../../app/config'
import { preloadImage } from '../../lib/preloadImage'
import { realtyApi } from '../../services/realtyApi'
import { listingImageUrl } from '../../services/realtyUrls'
import { searchUrl } from '../../services/realtyUrls'
import { canonicalListPath, listPlace, type ListPlace } from './listPlace'

/** 8 listings a page in the list. */
export const LIST_PAGE_SIZE = 8

/** The search a list page makes: the filters for the place, one page of results, newest rule first. */
export function listSearchArgs(
  search: MirroredSearch,
  place: ListPlace,
  page: number,
  today: Date,
): QueryParams {
  return {
    ...listingsQuery(search.filters, search.sold, search.flags, today),
    city: place.city,
    neighborhood: place.neighborhood,
    sortBy: search.filters.sortBy,
    resultsPerPage: LIST_PAGE_SIZE,
    pageNum: page,
  }
}

/**
 * The search a list address makes (the place in the path, the filters and page in the query, as
 * the page restores them); undefined for an address the page redirects or one with no place.
 */
function listAddressSearch({ params, url }: RouteAddress, today: Date): QueryParams | undefined {
  const segments = [params.state, params.city, params.neighborhood]
  const place = listPlace(segments)
  if (!place || canonicalListPath(segments) !== undefined) return undefined
  return listSearchArgs(
    readSearchQuery(url.searchParams),
    place,
    pageInQuery(url.searchParams),
    today,
  )
}

/** The list page's first data: the search its address names, then its first home's photo (the page's largest paint). */
export const startListData: StartRouteData = (store, at) => {
  const args = listAddressSearch(at, new Date())
  if (!args) return
  const request = dispatchThunk(
    store,
    realtyApi.endpoints.searchListings.initiate(args, { subscribe: false }),
  )
  void request.then(({ data }) => {
    const first = data?.listings[0]?.images[0]
    if (first !== undefined) preloadImage(listingImageUrl(first, 'small'))
  })
}

/**
 * The address of the list page's first search as a guest asks for it, for the build to name in
 * the page's head (src/services/firstRequests.ts). The build renders addresses without a query,
 * whose search names no date, so the address holds on any day.
 */
export function listFirstRequests(at: RouteAddress, today: Date): string[] {
  const args = listAddressSearch(at, today)
  return args ? [`${config.realtyApiUrl}${searchUrl(args)}`] : []
}
