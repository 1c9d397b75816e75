import type { ListingsResponse, LocationsResponse } from '../../../contract/realty'
import type { PredictionsResponse, GeocodeResponse } from '../../../contract/geo'
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import { config } from '../../app/config'
import { lookUpLocations } from '../../lib/locationStore'
import {
  AUTOCOMPLETE_RESULTS,
  LOCATION_STORE_PER_KIND,
  type PlacePrediction,
} from '../../lib/searchSuggestions'
import { normaliseListings, type Listing } from '../../lib/listing/normaliseListing'
import { toQueryString, type QueryParams } from '../../lib/queryString'
import { realtyApi, searchUrl } from '../../services/realtyApi'
import { locationStore } from './locationStore'

/** A failed `/locations` call, carried through the store's fallback. */
class ServiceError extends Error {
  constructor(readonly detail: unknown) {
    super('GET /locations failed')
  }
}

/** A Google call as a query result: its answer, or its failure as an error (logged by callers). */
async function fromGoogle<T>(
  call: () => Promise<T>,
): Promise<{ data: T } | { error: FetchBaseQueryError }> {
  try {
    return { data: await call() }
  } catch (error) {
    return { error: { status: 'CUSTOM_ERROR', error: String(error) } }
  }
}

/** The search box's and the filter drawer's calls. */
export const searchApi = realtyApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * How many homes a search would find, as the provider counts: the same search with
     * listings=false, reading `count` (its `type=` means sale or lease, so no `type=count`).
     */
    countListings: build.query<number, QueryParams>({
      query: (params) => searchUrl({ ...params, listings: false }),
      transformResponse: (response: { count: number }) => response.count,
    }),
    /** GET /autocomplete: listings whose address or MLS number matches. */
    autocompleteListings: build.query<readonly Listing[], string>({
      query: (search) =>
        `/autocomplete?${toQueryString({
          search,
          searchFields: 'address.streetNumber,address.streetName,mlsNumber',
          fields:
            'mlsNumber,boardId,type,lastStatus,address.unitNumber,address.streetNumber,address.streetName,address.streetSuffix,address.streetDirection,address.city,address.state,address.neighborhood,address.zip',
          resultsPerPage: AUTOCOMPLETE_RESULTS,
          aggregates: 'address.city',
        })}`,
      transformResponse: (response: ListingsResponse) => normaliseListings(response.listings),
    }),
    /**
     * Neighbourhoods and cities by name: from the in-browser location store (prefix search, 5 per
     * kind) when it answers within 1 s, else from GET /locations.
     */
    locations: build.query<LocationsResponse['search'], string>({
      async queryFn(search, _api, _extra, baseQuery) {
        const get = (url: string) => Promise.resolve(baseQuery(url))
        try {
          const found = await lookUpLocations(search, {
            store: () => locationStore(get),
            service: async (text) => {
              const result = await get(
                `/locations?${toQueryString({ search: text, resultsPerPage: LOCATION_STORE_PER_KIND })}`,
              )
              if (result.error !== undefined) throw new ServiceError(result.error)
              return (result.data as LocationsResponse).search
            },
          })
          return { data: { cities: [...found.cities], neighborhoods: [...found.neighborhoods] } }
        } catch (error) {
          return {
            error:
              error instanceof ServiceError
                ? (error.detail as FetchBaseQueryError)
                : { status: 'CUSTOM_ERROR', error: String(error) },
          }
        }
      },
    }),
    /**
     * Place predictions restricted to Canada, geocode type: Google Places when a Maps key is
     * configured (its code loads only then, in its own chunk), else the keyless /geo service.
     */
    placePredictions: build.query<readonly PlacePrediction[], string>({
      async queryFn(input, _api, _extra, baseQuery) {
        const apiKey = config.googleMapsApiKey
        if (apiKey !== undefined) {
          return fromGoogle(async () => {
            const { googlePlacePredictions } = await import('./googlePlaces')
            return googlePlacePredictions(input, apiKey)
          })
        }
        const result = await baseQuery(
          `/geo/predictions?${toQueryString({ input, components: 'country:ca', types: 'geocode' })}`,
        )
        return result.error === undefined
          ? { data: (result.data as PredictionsResponse).predictions }
          : { error: result.error }
      },
    }),
    /** A place by its id: centre and address parts (Google's Geocoder with a key, else /geo). */
    geocodePlace: build.query<GeocodeResponse['results'], string>({
      async queryFn(placeId, _api, _extra, baseQuery) {
        const apiKey = config.googleMapsApiKey
        if (apiKey !== undefined) {
          return fromGoogle(async () => {
            const { googleGeocode } = await import('./googlePlaces')
            return googleGeocode(placeId, apiKey)
          })
        }
        const result = await baseQuery(`/geo/geocode?${toQueryString({ place_id: placeId })}`)
        return result.error === undefined
          ? { data: (result.data as GeocodeResponse).results }
          : { error: result.error }
      },
    }),
  }),
})

export const {
  useCountListingsQuery,
  useAutocompleteListingsQuery,
  useLocationsQuery,
  usePlacePredictionsQuery,
} = searchApi
