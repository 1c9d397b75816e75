import { useEffect, useMemo, useState } from 'react'
import {
  SUGGESTION_DEBOUNCE_MS,
  listingGroup,
  locationGroup,
  shouldLookUp,
  type ListingSuggestion,
  type LocationSuggestion,
} from '../../lib/searchSuggestions'
import type { Listing } from '../../lib/listing/normaliseListing'
import {
  useAutocompleteListingsQuery,
  useLocationsQuery,
  usePlacePredictionsQuery,
} from './searchApi'

/** The text after it has stopped changing for 200 ms. */
export function useDebounced(text: string, delay = SUGGESTION_DEBOUNCE_MS): string {
  const [settled, setSettled] = useState(text)
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSettled(text)
    }, delay)
    return () => {
      window.clearTimeout(timer)
    }
  }, [text, delay])
  return settled
}

const asListingSuggestion = (listing: Listing): ListingSuggestion => ({
  kind: 'listing',
  mlsNumber: listing.mlsNumber,
  boardId: listing.boardId,
  type: listing.type === 'Lease' ? 'Lease' : 'Sale',
  lastStatus: listing.lastStatus,
  address: listing.address,
})

export interface Suggestions {
  /** The text the groups answer (debounced). */
  readonly text: string
  readonly locations: readonly LocationSuggestion[]
  readonly listings: readonly ListingSuggestion[]
  readonly loading: boolean
}

/**
 * The search box's two groups: Locations (cities and up to 3
 * neighbourhoods from the search service, up to 3 place predictions restricted to Canada) and
 * Listings (address and MLS number matches), `limit` a group. Failures leave a group empty.
 */
export function useSuggestions(input: string, limit: number): Suggestions {
  const text = useDebounced(input.trim())
  const skip = !shouldLookUp(text)
  const locations = useLocationsQuery(text, { skip })
  const predictions = usePlacePredictionsQuery(text, { skip })
  const listings = useAutocompleteListingsQuery(text, { skip })

  return useMemo(() => {
    if (skip) return { text, locations: [], listings: [], loading: false }
    return {
      text,
      locations: locationGroup(
        locations.data?.cities ?? [],
        locations.data?.neighborhoods ?? [],
        predictions.data ?? [],
        limit,
      ),
      listings: listingGroup((listings.data ?? []).map(asListingSuggestion), limit),
      loading: locations.isFetching || predictions.isFetching || listings.isFetching,
    }
  }, [
    skip,
    text,
    limit,
    locations.data,
    locations.isFetching,
    predictions.data,
    predictions.isFetching,
    listings.data,
    listings.isFetching,
  ])
}
