/**
 * Google Places and Geocoder answers as the search box's types:
 * "Locations: up to 3 place predictions from a maps service (restricted to Canada and geocode
 * type; a result that is just 'Canada' is removed)", and "another place is geocoded". The
 * keyless /geo service answers in the same shapes, so the search box reads one type either way.
 * No Google code here: the shapes below are the fields this app reads.
 */
import type { GeocodeResult } from '../../contract/geo'
import { keptPredictions, type PlacePrediction } from './searchSuggestions'

/** Place predictions are restricted to Canada. */
export const PLACES_REGION = 'ca'
/** Predictions of the geocode type only (addresses and areas, not businesses). */
export const PLACES_TYPE = 'geocode'

/** Places API (New): the request for `AutocompleteSuggestion.fetchAutocompleteSuggestions`. */
export function autocompleteRequest(input: string): {
  input: string
  includedRegionCodes: string[]
  includedPrimaryTypes: string[]
} {
  return { input, includedRegionCodes: [PLACES_REGION], includedPrimaryTypes: [PLACES_TYPE] }
}

/** The legacy `AutocompleteService.getPlacePredictions` request (older projects and keys). */
export function legacyAutocompleteRequest(input: string): {
  input: string
  componentRestrictions: { country: string }
  types: string[]
} {
  return { input, componentRestrictions: { country: PLACES_REGION }, types: [PLACES_TYPE] }
}

interface FormattedText {
  readonly text: string
}

/** One `AutocompleteSuggestion` of the Places API (New): a place, or a query (no place). */
export interface SuggestionLike {
  readonly placePrediction: {
    readonly placeId: string
    readonly text: FormattedText
    readonly mainText: FormattedText | null
    readonly secondaryText: FormattedText | null
  } | null
}

/** One legacy `AutocompletePrediction`. */
export interface LegacyPredictionLike {
  readonly description: string
  readonly place_id: string
  readonly structured_formatting?: {
    readonly main_text: string
    readonly secondary_text?: string | null
  } | null
}

/**
 * Places API (New) suggestions as the search box's place predictions: places only (query
 * suggestions have no place to geocode), a result that is just 'Canada' removed, up to 3.
 */
export function predictionsFromSuggestions(
  suggestions: readonly SuggestionLike[],
): PlacePrediction[] {
  const predictions: PlacePrediction[] = []
  for (const { placePrediction: place } of suggestions) {
    if (!place || place.placeId === '' || place.text.text.trim() === '') continue
    predictions.push({
      description: place.text.text,
      place_id: place.placeId,
      structured_formatting: {
        main_text: place.mainText?.text ?? place.text.text,
        secondary_text: place.secondaryText?.text ?? '',
      },
    })
  }
  return keptPredictions(predictions)
}

/** Legacy predictions, with the same rules. */
export function predictionsFromLegacy(
  predictions: readonly LegacyPredictionLike[],
): PlacePrediction[] {
  return keptPredictions(
    predictions
      .filter((prediction) => prediction.place_id !== '' && prediction.description.trim() !== '')
      .map((prediction) => ({
        description: prediction.description,
        place_id: prediction.place_id,
        structured_formatting: {
          main_text: prediction.structured_formatting?.main_text ?? prediction.description,
          secondary_text: prediction.structured_formatting?.secondary_text ?? '',
        },
      })),
  )
}

interface LatLngLike {
  lat(): number
  lng(): number
}

/** One `google.maps.GeocoderResult`: its coordinates are LatLng objects, not literals. */
export interface GeocoderResultLike {
  readonly place_id: string
  readonly formatted_address: string
  readonly types: readonly string[]
  readonly address_components: readonly {
    readonly long_name: string
    readonly short_name: string
    readonly types: readonly string[]
  }[]
  readonly geometry: {
    readonly location: LatLngLike
    readonly viewport?: { getNorthEast(): LatLngLike; getSouthWest(): LatLngLike } | null
  }
}

const literal = (point: LatLngLike) => ({ lat: point.lat(), lng: point.lng() })

/**
 * A Geocoder result as the keyless geocoder's: the centre and the address parts the search box
 * reads (street number, route and locality for the street pin at zoom 17; province and city for
 * the search).
 */
export function geocodeResultFromGoogle(result: GeocoderResultLike): GeocodeResult {
  const { viewport } = result.geometry
  return {
    place_id: result.place_id,
    formatted_address: result.formatted_address,
    geometry: {
      location: literal(result.geometry.location),
      ...(viewport && {
        viewport: {
          northeast: literal(viewport.getNorthEast()),
          southwest: literal(viewport.getSouthWest()),
        },
      }),
    },
    address_components: result.address_components.map((component) => ({
      long_name: component.long_name,
      short_name: component.short_name,
      types: [...component.types],
    })),
    types: [...result.types],
  }
}
