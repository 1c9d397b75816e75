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

/**
 * Levels of detail of the keyless map's roads: the first zoom at which each kind is drawn.
 * Highways read at region scale, arterials once a city fills the screen, residential streets
 * only when a few blocks do.
 */
export const ROAD_MIN_ZOOM = { highway: 9, arterial: 11, street: 14 } as const
export type RoadKind = keyof typeof ROAD_MIN_ZOOM

/** Place names by zoom: cities up to the first, neighbourhoods from the second to the third. */
export const PLACE_LABEL_ZOOMS = { cityUntil: 12, neighbourhoodFrom: 12, neighbourhoodUntil: 15 }

export const MIN_ROADS_ZOOM = 0
export const MAX_ROADS_ZOOM = 22
/** The widest view served, in screen pixels at the asked zoom (a 4K screen with a margin). */
export const MAX_ROADS_VIEW_PIXELS = 6144

export const RoadsQuery = Type.Object(
  {
    /** The view: `west,south,east,north` in degrees, e.g. `-79.40,43.64,-79.37,43.66`. */
    bbox: Type.String({ minLength: 7, maxLength: 120 }),
    zoom: Type.Integer({ minimum: MIN_ROADS_ZOOM, maximum: MAX_ROADS_ZOOM }),
  },
  { additionalProperties: false },
)
export type RoadsQuery = Static<typeof RoadsQuery>

export const RoadFeature = Type.Object({
  kind: Type.Enum(['highway', 'arterial', 'street']),
  /** As the map labels it: "401", "Bloor St W", "Maple Cres". */
  name: Type.String(),
  /** The line, [longitude, latitude] pairs rounded to about a metre. */
  path: Type.Array(GeoPosition, { minItems: 2 }),
})
export type RoadFeature = Static<typeof RoadFeature>

export const PlaceLabel = Type.Object({
  kind: Type.Enum(['city', 'neighbourhood']),
  name: Type.String(),
  position: GeoPosition,
})
export type PlaceLabel = Static<typeof PlaceLabel>

/** Roads (highways first, streets last, as they are drawn) and place names for a view. */
export const RoadsResponse = Type.Object({
  roads: Type.Array(RoadFeature),
  places: Type.Array(PlaceLabel),
})
export type RoadsResponse = Static<typeof RoadsResponse>

/** `/geo/roads` answers 304 with no body when If-None-Match names the view's ETag. */
export const RoadsNotModified = {
  type: 'null',
  description: 'Not modified: the cached copy stands',
} as const
