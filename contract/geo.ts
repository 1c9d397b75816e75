import { Type, type Static } from 'typebox'

/**
 * The keyless geocoder (`/geo`): the subset of Google's Places Autocomplete and Geocoding
 * responses the SPA's maps adapter reads, so one adapter can consume either service.
 */

export const MAX_PREDICTION_INPUT = 100
export const MAX_PREDICTIONS = 5

/** What a place is, in Google's vocabulary; every prediction also carries 'geocode'. */
export const PLACE_TYPES = ['street_address', 'route', 'neighborhood', 'locality'] as const
export type PlaceType = (typeof PLACE_TYPES)[number]

export const PredictionsQuery = Type.Object(
  {
    input: Type.String({ minLength: 1, maxLength: MAX_PREDICTION_INPUT }),
    /** Google's filter, e.g. `country:ca` (pipes separate several). Only Canada has places. */
    components: Type.Optional(Type.String({ maxLength: 100 })),
    /** The same restriction as a plain country code, e.g. `ca`. */
    country: Type.Optional(Type.String({ maxLength: 20 })),
    /** Accepted for the same call shape as Google's; every answer is of the geocode type. */
    types: Type.Optional(Type.String({ maxLength: 40 })),
    language: Type.Optional(Type.String({ maxLength: 20 })),
    sessiontoken: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
)
export type PredictionsQuery = Static<typeof PredictionsQuery>

export const Prediction = Type.Object({
  description: Type.String(),
  place_id: Type.String(),
  structured_formatting: Type.Object({
    main_text: Type.String(),
    secondary_text: Type.String(),
  }),
  types: Type.Array(Type.String()),
})
export type Prediction = Static<typeof Prediction>

export const PredictionsResponse = Type.Object({
  predictions: Type.Array(Prediction, { maxItems: MAX_PREDICTIONS }),
  status: Type.Enum(['OK', 'ZERO_RESULTS']),
})
export type PredictionsResponse = Static<typeof PredictionsResponse>

export const GeocodeQuery = Type.Object(
  {
    /** A `place_id` from a prediction or an earlier result. */
    place_id: Type.Optional(Type.String({ minLength: 1, maxLength: 600 })),
    /** Reverse geocoding: `latitude,longitude`, e.g. `43.65,-79.38`. */
    latlng: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
    language: Type.Optional(Type.String({ maxLength: 20 })),
  },
  { additionalProperties: false },
)
export type GeocodeQuery = Static<typeof GeocodeQuery>

export const LatLngLiteral = Type.Object({ lat: Type.Number(), lng: Type.Number() })
export type LatLngLiteral = Static<typeof LatLngLiteral>

export const Viewport = Type.Object({ northeast: LatLngLiteral, southwest: LatLngLiteral })
export type Viewport = Static<typeof Viewport>

/** One part of an address: "King Street West" / "King St W" as a route, "Ontario" / "ON"… */
export const AddressComponent = Type.Object({
  long_name: Type.String(),
  short_name: Type.String(),
  types: Type.Array(Type.String()),
})
export type AddressComponent = Static<typeof AddressComponent>

export const GeocodeResult = Type.Object({
  place_id: Type.String(),
  formatted_address: Type.String(),
  geometry: Type.Object({
    location: LatLngLiteral,
    viewport: Type.Optional(Viewport),
  }),
  address_components: Type.Array(AddressComponent),
  types: Type.Array(Type.String()),
})
export type GeocodeResult = Static<typeof GeocodeResult>

export const GeocodeResponse = Type.Object({
  results: Type.Array(GeocodeResult),
  status: Type.Enum(['OK', 'ZERO_RESULTS']),
})
export type GeocodeResponse = Static<typeof GeocodeResponse>

/** `/geo/lake` takes no parameters. */
export const LakeQuery = Type.Object({}, { additionalProperties: false })
export type LakeQuery = Static<typeof LakeQuery>

/** [longitude, latitude], GeoJSON order. */
const GeoPosition = Type.Tuple([
  Type.Number({ minimum: -180, maximum: 180 }),
  Type.Number({ minimum: -90, maximum: 90 }),
])

/** Lake Ontario as GeoJSON (RFC 7946): one polygon feature, its ring closed. */
export const LakeResponse = Type.Object({
  type: Type.Literal('FeatureCollection'),
  features: Type.Array(
    Type.Object({
      type: Type.Literal('Feature'),
      properties: Type.Object({ name: Type.String() }),
      geometry: Type.Object({
        type: Type.Literal('Polygon'),
        coordinates: Type.Array(Type.Array(GeoPosition, { minItems: 4 }), { minItems: 1 }),
      }),
    }),
    { minItems: 1 },
  ),
})
export type LakeResponse = Static<typeof LakeResponse>
