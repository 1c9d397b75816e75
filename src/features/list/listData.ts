import { dispatchThunk, type StartRouteData } from '../../app/routeData'
import type { QueryParams } from '../../lib/queryString'
import { listingsQuery, readSearchQuery, type MirroredSearch } from '../../lib/searchFilters'
import { realtyApi } from '../../services/realtyApi'
import { canonicalListPath, listPlace, type ListPlace } from './listPlace'

/** 8 listings a page in the list. */
export const LIST_PAGE_SIZE = 8

/** The page of results an address asks for (`?page=`), 1 when it names none or none that fits. */
export function listPageNumber(query: URLSearchParams): number {
  return Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1)
}

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
 * The list page's first data: the search its address names (the place in the path, the filters
 * and page in the query, as the page restores them). An address the page redirects, or one with no
 * place, asks for nothing.
 */
export const startListData: StartRouteData = (store, { params, url }) => {
  const segments = [params.state, params.city, params.neighborhood]
  const place = listPlace(segments)
  if (!place || canonicalListPath(segments) !== undefined) return
  const args = listSearchArgs(
    readSearchQuery(url.searchParams),
    place,
    listPageNumber(url.searchParams),
    new Date(),
  )
  void dispatchThunk(store, realtyApi.endpoints.searchListings.initiate(args, { subscribe: false }))
}
