import { Type, type Static } from 'typebox'
import { MLS_NUMBER_PATTERN } from './mlsNumber'
import { MAX_SEARCH_LENGTH } from './searchLimits'
import { Statistics } from './statistics'

/** The realty contract (the listing provider's API): search parameters and response shapes. */

export * from './statistics'

export const SORT_OPTIONS = [
  'random',
  'createdOnDesc',
  'updatedOnDesc',
  'yearBuiltAsc',
  'listPriceDesc',
  'listPriceAsc',
  'bedsDesc',
  'bedsAsc',
  'bathsDesc',
  'bathsAsc',
  'sqftDesc',
  'soldDateDesc',
] as const
export type SortOption = (typeof SORT_OPTIONS)[number]

/** The provider's `lastStatus` values; a conditional lease is `Lc` (it has no `Lce`). */
export const LAST_STATUSES = [
  'New',
  'Pc',
  'Ext',
  'Sld',
  'Sc',
  'Sce',
  'Lsd',
  'Lc',
  'Exp',
  'Sus',
  'Ter',
  'Dft',
] as const

export const LISTING_CLASSES = ['residential', 'condo', 'commercial'] as const

/** At most this many `aggregates=` fields in one search. */
export const MAX_AGGREGATES = 5

export const MAX_RESULTS_PER_PAGE = 200
/** The provider clusters at most 200 groups per search. */
export const MAX_CLUSTER_LIMIT = 200
export { MAX_SEARCH_LENGTH }

const Money = Type.Integer({ minimum: 0, maximum: 1_000_000_000 })
const Count = Type.Integer({ minimum: 0, maximum: 100 })
const IsoDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' })
const Label = Type.String({ minLength: 1, maxLength: 80 })
const Labels = Type.Array(Label, { maxItems: 50 })
const Flag = Type.Boolean()

export const ListingsQuery = Type.Object(
  {
    type: Type.Optional(
      Type.Array(Type.Union([Type.Literal('sale'), Type.Literal('lease')]), { maxItems: 2 }),
    ),
    status: Type.Optional(
      Type.Array(Type.Union([Type.Literal('A'), Type.Literal('U')]), { maxItems: 2 }),
    ),
    lastStatus: Type.Optional(Type.Array(Type.Enum(LAST_STATUSES), { maxItems: 12 })),
    class: Type.Optional(Type.Array(Type.Enum(LISTING_CLASSES), { maxItems: 3 })),
    propertyType: Type.Optional(Labels),
    style: Type.Optional(Labels),
    area: Type.Optional(Labels),
    city: Type.Optional(Labels),
    neighborhood: Type.Optional(Labels),
    boardId: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1, maximum: 9999 }), { maxItems: 10 }),
    ),
    minPrice: Type.Optional(Money),
    maxPrice: Type.Optional(Money),
    minSoldPrice: Type.Optional(Money),
    maxSoldPrice: Type.Optional(Money),
    minBeds: Type.Optional(Count),
    maxBeds: Type.Optional(Count),
    minBaths: Type.Optional(Count),
    maxBaths: Type.Optional(Count),
    minSqft: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    maxSqft: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    minListDate: Type.Optional(IsoDate),
    maxListDate: Type.Optional(IsoDate),
    minSoldDate: Type.Optional(IsoDate),
    maxSoldDate: Type.Optional(IsoDate),
    minUpdatedOn: Type.Optional(IsoDate),
    search: Type.Optional(Type.String({ maxLength: MAX_SEARCH_LENGTH })),
    sortBy: Type.Optional(Type.Enum(SORT_OPTIONS)),
    resultsPerPage: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_RESULTS_PER_PAGE })),
    pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    fields: Type.Optional(Type.String({ maxLength: 1000 })),
    listings: Type.Optional(Flag),
    aggregates: Type.Optional(Type.String({ maxLength: 500 })),
    map: Type.Optional(
      Type.String({
        maxLength: 60_000,
        description: 'GeoJSON polygon or multipolygon coordinates',
      }),
    ),
    statistics: Type.Optional(
      Type.String({
        maxLength: 300,
        description:
          'e.g. avg-soldPrice,med-soldPrice,cnt-closed,avg-daysOnMarket,avg-listPrice,grp-mth',
      }),
    ),
    aggregateStatistics: Type.Optional(Flag),
    cluster: Type.Optional(Flag),
    clusterPrecision: Type.Optional(Type.Integer({ minimum: 0, maximum: 29 })),
    clusterLimit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_CLUSTER_LIMIT })),
    /** The fields of the listing a one-listing cluster carries (the pin's). */
    clusterFields: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
)
export type ListingsQuery = Static<typeof ListingsQuery>

const LatLng = Type.Object({ latitude: Type.Number(), longitude: Type.Number() })

/** A listing, whole or projected by `fields`; its shape is the listing provider's. */
export const Listing = Type.Record(Type.String(), Type.Unknown())

export const Cluster = Type.Object({
  count: Type.Integer(),
  location: LatLng,
  bounds: Type.Object({ top_left: LatLng, bottom_right: LatLng }),
  listing: Type.Optional(Listing),
})
export type Cluster = Static<typeof Cluster>

export const ListingsResponse = Type.Object({
  page: Type.Integer(),
  numPages: Type.Integer(),
  pageSize: Type.Integer(),
  count: Type.Integer(),
  listings: Type.Array(Listing),
  aggregates: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  statistics: Type.Optional(Statistics),
})
export type ListingsResponse = Static<typeof ListingsResponse>

export const ListingParams = Type.Object(
  { mlsNumber: Type.String({ pattern: MLS_NUMBER_PATTERN }) },
  { additionalProperties: false },
)

/** The board of one listing, as the provider takes it: `?boardId=2`. */
export const BoardQuery = Type.Object(
  { boardId: Type.Optional(Type.Integer({ minimum: 1, maximum: 9999 })) },
  { additionalProperties: false },
)

/** The board as a header, still accepted; the query parameter wins. */
export const BoardHeader = Type.Object({
  'board-id': Type.Optional(Type.Integer({ minimum: 1, maximum: 9999 })),
})

export const AutocompleteQuery = Type.Object(
  {
    search: Type.String({ minLength: 1, maxLength: MAX_SEARCH_LENGTH }),
    searchFields: Type.Optional(Type.String({ maxLength: 300 })),
    fields: Type.Optional(Type.String({ maxLength: 1000 })),
    resultsPerPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
    aggregates: Type.Optional(Type.String({ maxLength: 500 })),
    type: Type.Optional(Type.Array(Type.Enum(['sale', 'lease']), { maxItems: 2 })),
    status: Type.Optional(Type.Array(Type.Enum(['A', 'U']), { maxItems: 2 })),
  },
  { additionalProperties: false },
)
export type AutocompleteQuery = Static<typeof AutocompleteQuery>

export const LocationsQuery = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: MAX_SEARCH_LENGTH })),
    city: Type.Optional(Type.String({ maxLength: 80 })),
    neighborhood: Type.Optional(Type.String({ maxLength: 80 })),
    resultsPerPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  },
  { additionalProperties: false },
)
export type LocationsQuery = Static<typeof LocationsQuery>

/** A neighbourhood or city the search box can offer. */
export const PlaceItem = Type.Object({
  name: Type.String(),
  city: Type.String(),
  state: Type.String(),
  location: LatLng,
})
export type PlaceItem = Static<typeof PlaceItem>

export const LocationsResponse = Type.Object({
  search: Type.Object({
    neighborhoods: Type.Array(PlaceItem),
    cities: Type.Array(PlaceItem),
  }),
})
export type LocationsResponse = Static<typeof LocationsResponse>

export const PolygonQuery = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    city: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    type: Type.Enum(['city', 'neighbourhood']),
  },
  { additionalProperties: false },
)
export type PolygonQuery = Static<typeof PolygonQuery>

/** A city or neighbourhood outline for the map (board 2's polygon data). */
export const PlaceArea = Type.Object({
  name: Type.String(),
  type: Type.Enum(['city', 'neighbourhood']),
  city: Type.String(),
  /** Other names people know the place by, in English and French ("The Annex", "L'Annexe"). */
  aliases: Type.Optional(Type.Array(Type.String())),
  center: LatLng,
  /** The largest ring, as map clients draw it. */
  path: Type.Array(LatLng),
  /** The whole area as GeoJSON. */
  geometry: Type.Object({ type: Type.String(), coordinates: Type.Unknown() }),
})
export type PlaceArea = Static<typeof PlaceArea>

export const PolygonsResponse = Type.Object({ polygons: Type.Array(PlaceArea) })

export const SimilarResponse = Type.Object({ listings: Type.Array(Listing) })

export const SuggestionLink = Type.Object({
  label: Type.String(),
  city: Type.String(),
  neighborhood: Type.Optional(Type.String()),
  count: Type.Integer(),
})

export const SuggestionsResponse = Type.Object({
  suggestions: Type.Object({
    popular: Type.Array(SuggestionLink),
    nearby: Type.Array(SuggestionLink),
    recent: Type.Array(Listing),
  }),
  similarListings: Type.Array(Listing),
})
export type SuggestionsResponse = Static<typeof SuggestionsResponse>

export const ListingBody = Type.Object(
  { boardId: Type.Optional(Type.Integer({ minimum: 1, maximum: 9999 })) },
  { additionalProperties: false },
)

export const HistoryQuery = Type.Object(
  {
    city: Type.String({ minLength: 1, maxLength: 80 }),
    state: Type.Optional(Type.String({ maxLength: 20 })),
    streetName: Type.String({ minLength: 1, maxLength: 80 }),
    streetNumber: Type.String({ minLength: 1, maxLength: 12 }),
    streetSuffix: Type.Optional(Type.String({ maxLength: 20 })),
    streetDirection: Type.Optional(Type.String({ maxLength: 5 })),
    unitNumber: Type.Optional(Type.String({ maxLength: 12 })),
    zip: Type.Optional(Type.String({ maxLength: 10 })),
    boardId: Type.Optional(Type.Integer({ minimum: 1, maximum: 9999 })),
  },
  { additionalProperties: false },
)
export type HistoryQuery = Static<typeof HistoryQuery>

/**
 * One earlier listing of the same home. The provider's entries are partial listings: an entry
 * missing its board or list price is kept with null there (and "" for missing text).
 */
export const HistoryEntry = Type.Object({
  mlsNumber: Type.String(),
  boardId: Type.Union([Type.Integer(), Type.Null()]),
  type: Type.String(),
  lastStatus: Type.String(),
  listPrice: Type.Union([Type.Number(), Type.Null()]),
  soldPrice: Type.Union([Type.Number(), Type.Null()]),
  listDate: Type.String(),
  soldDate: Type.Union([Type.String(), Type.Null()]),
  timestamps: Type.Object({ expiryDate: Type.String() }),
})
export type HistoryEntry = Static<typeof HistoryEntry>

export const HistoryResponse = Type.Object({ history: Type.Array(HistoryEntry) })
export type HistoryResponse = Static<typeof HistoryResponse>
