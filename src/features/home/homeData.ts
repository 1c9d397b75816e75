import { dispatchThunk, type StartRouteData } from '../../app/routeData'
import { realtyApi } from '../../services/realtyApi'

/** The home page's four newest Toronto listings (4 on home, page 1, Toronto). */
export const HOME_SEARCH = {
  city: 'Toronto',
  status: 'A',
  type: 'sale',
  lastStatus: ['New', 'Pc'],
  class: ['condo', 'residential'],
  sortBy: 'createdOnDesc',
  resultsPerPage: 4,
  pageNum: 1,
} as const

/** The home page's first data: its listings block's search. */
export const startHomeData: StartRouteData = (store) => {
  void dispatchThunk(
    store,
    realtyApi.endpoints.searchListings.initiate(HOME_SEARCH, { subscribe: false }),
  )
}
