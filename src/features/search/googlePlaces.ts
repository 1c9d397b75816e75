/// <reference types="google.maps" />
/**
 * The search box's maps-service calls when a Google Maps key is configured
 * ("a maps service for autocomplete (Canada, geocode type), geocoding (place id…)").
 * This module is its own chunk, loaded by searchApi only when the key is set.
 */
import type { GeocodeResult } from '../../../contract/geo'
import {
  autocompleteRequest,
  geocodeResultFromGoogle,
  legacyAutocompleteRequest,
  predictionsFromLegacy,
  predictionsFromSuggestions,
  type GeocoderResultLike,
  type LegacyPredictionLike,
  type SuggestionLike,
} from '../../lib/googlePlaces'
import type { PlacePrediction } from '../../lib/searchSuggestions'
import { googleMapsLibrary } from '../../services/googleMaps'

/** The parts of the `places` library used here: the new suggestions, else the legacy service. */
export interface PlacesLibraryLike {
  readonly AutocompleteSuggestion?: {
    fetchAutocompleteSuggestions(
      request: ReturnType<typeof autocompleteRequest>,
    ): Promise<{ suggestions: readonly SuggestionLike[] }>
  }
  readonly AutocompleteService?: new () => {
    getPlacePredictions(
      request: ReturnType<typeof legacyAutocompleteRequest>,
    ): Promise<{ predictions: readonly LegacyPredictionLike[] }>
  }
}

/** The part of the `geocoding` library used here. */
export interface GeocodingLibraryLike {
  readonly Geocoder: new () => {
    geocode(request: { placeId: string }): Promise<{ results: readonly GeocoderResultLike[] }>
  }
}

/** Google answers "nothing found" by rejecting with this status (legacy service, Geocoder). */
const noResults = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ZERO_RESULTS'

/** Up to 3 place predictions in Canada, of the geocode type, without a bare 'Canada'. */
export async function googlePlacePredictions(
  input: string,
  apiKey: string,
  load: () => Promise<PlacesLibraryLike> = () => googleMapsLibrary('places', apiKey),
): Promise<PlacePrediction[]> {
  const places = await load()
  if (places.AutocompleteSuggestion) {
    const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions(
      autocompleteRequest(input),
    )
    return predictionsFromSuggestions(suggestions)
  }
  if (!places.AutocompleteService) throw new Error('The Places library has no autocomplete.')
  try {
    const { predictions } = await new places.AutocompleteService().getPlacePredictions(
      legacyAutocompleteRequest(input),
    )
    return predictionsFromLegacy(predictions)
  } catch (error) {
    if (noResults(error)) return []
    throw error
  }
}

/** A chosen place by its id, from Google's Geocoder, as the keyless geocoder answers. */
export async function googleGeocode(
  placeId: string,
  apiKey: string,
  load: () => Promise<GeocodingLibraryLike> = () => googleMapsLibrary('geocoding', apiKey),
): Promise<GeocodeResult[]> {
  const { Geocoder } = await load()
  try {
    const { results } = await new Geocoder().geocode({ placeId })
    return results.map(geocodeResultFromGoogle)
  } catch (error) {
    if (noResults(error)) return []
    throw error
  }
}
