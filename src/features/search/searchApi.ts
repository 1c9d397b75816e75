import type { ListingRecord } from '../../../contract/listing'
import type { LocationsResponse } from '../../../contract/realty'
import type { PredictionsResponse, GeocodeResponse } from '../../../contract/geo'
import { countBody } from '../../lib/searchFilters'
import { toQueryString, type QueryParams } from '../../lib/queryString'
import { realtyApi, type ListingsResult } from '../../services/realtyApi'

/** The search box's and the filter drawer's calls (first spec, section 7). */
export const searchApi = realtyApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /listings?type=count: how many homes a search would find. */
    countListings: build.query<number, QueryParams>({
      query: (params) => ({
        url: '/listings?type=count',
        method: 'POST',
        body: countBody(params),
      }),
      transformResponse: (response: { count: number }) => response.count,
    }),
    /** GET /autocomplete: listings whose address or MLS number matches. */
    autocompleteListings: build.query<readonly ListingRecord[], string>({
      query: (search) =>
        `/autocomplete?${toQueryString({
          search,
          searchFields: 'address.streetNumber,address.streetName,mlsNumber',
          fields:
            'mlsNumber,boardId,type,lastStatus,address.unitNumber,address.streetNumber,address.streetName,address.streetSuffix,address.streetDirection,address.city,address.state,address.neighborhood,address.zip',
          resultsPerPage: 5,
          aggregates: 'address.city',
        })}`,
      transformResponse: (response: ListingsResult) => response.listings,
    }),
    /** GET /locations: neighbourhoods and cities by name. */
    locations: build.query<LocationsResponse['search'], string>({
      query: (search) => `/locations?${toQueryString({ search, resultsPerPage: 5 })}`,
      transformResponse: (response: LocationsResponse) => response.search,
    }),
    /** Place predictions restricted to Canada, geocode type (the keyless /geo service). */
    placePredictions: build.query<PredictionsResponse['predictions'], string>({
      query: (input) =>
        `/geo/predictions?${toQueryString({ input, components: 'country:ca', types: 'geocode' })}`,
      transformResponse: (response: PredictionsResponse) => response.predictions,
    }),
    /** A place by its id: centre and address parts. */
    geocodePlace: build.query<GeocodeResponse['results'], string>({
      query: (placeId) => `/geo/geocode?${toQueryString({ place_id: placeId })}`,
      transformResponse: (response: GeocodeResponse) => response.results,
    }),
  }),
})

export const {
  useCountListingsQuery,
  useAutocompleteListingsQuery,
  useLocationsQuery,
  usePlacePredictionsQuery,
} = searchApi
