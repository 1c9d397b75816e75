import { Type, type Static } from 'typebox'

/**
 * The part of the provider's `GET /listings` parameters the brokerage uses, with the provider's
 * names and value lists (its published types: SearchRequest, LastStatusValues, SortByValues,
 * StatisticsValues). Anything else is refused with 400, so a translation slip in our provider
 * source shows up in tests instead of being silently ignored.
 */
export const PROVIDER_LAST_STATUSES = [
  'Sus',
  'Exp',
  'Sld',
  'Ter',
  'Dft',
  'Lsd',
  'Sc',
  'Sce',
  'Lc',
  'Pc',
  'Ext',
  'New',
] as const

export const PROVIDER_SORTS = [
  'createdOnDesc',
  'updatedOnDesc',
  'createdOnAsc',
  'distanceAsc',
  'distanceDesc',
  'updatedOnAsc',
  'soldDateAsc',
  'soldDateDesc',
  'soldPriceAsc',
  'soldPriceDesc',
  'sqftAsc',
  'sqftDesc',
  'listPriceAsc',
  'listPriceDesc',
  'bedsAsc',
  'bedsDesc',
  'bathsDesc',
  'bathsAsc',
  'yearBuiltDesc',
  'yearBuiltAsc',
  'random',
  'statusAscListDateAsc',
  'statusAscListDateDesc',
  'statusAscListPriceAsc',
  'statusAscListPriceDesc',
  'repliersUpdatedOnAsc',
  'repliersUpdatedOnDesc',
] as const
export type ProviderSort = (typeof PROVIDER_SORTS)[number]

/** Class values and the aliases the provider also takes. */
export const PROVIDER_CLASSES = {
  condo: 'CondoProperty',
  residential: 'ResidentialProperty',
  commercial: 'CommercialProperty',
  CondoProperty: 'CondoProperty',
  ResidentialProperty: 'ResidentialProperty',
  CommercialProperty: 'CommercialProperty',
} as const

const Strings = Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50 })
/** A search's street names or numbers: a page's addresses, up to the provider's largest page. */
const AddressParts = Type.Array(Type.String({ maxLength: 100 }), { maxItems: 200 })
const Int = Type.Integer({ minimum: 0, maximum: 2_000_000_000 })
const Day = Type.String({ format: 'date' })
const YesNo = Type.Union([Type.Literal('Y'), Type.Literal('N')])

export const ProviderSearchQuery = Type.Object(
  {
    type: Type.Optional(Type.Array(Type.Union([Type.Literal('sale'), Type.Literal('lease')]))),
    status: Type.Optional(Type.Array(Type.Union([Type.Literal('A'), Type.Literal('U')]))),
    lastStatus: Type.Optional(Type.Array(Type.Enum(PROVIDER_LAST_STATUSES))),
    class: Type.Optional(Type.Array(Type.Enum(Object.keys(PROVIDER_CLASSES)))),
    propertyType: Type.Optional(Strings),
    style: Type.Optional(Strings),
    area: Type.Optional(Strings),
    city: Type.Optional(Strings),
    neighborhood: Type.Optional(Strings),
    mlsNumber: Type.Optional(Strings),
    streetName: Type.Optional(AddressParts),
    streetNumber: Type.Optional(AddressParts),
    boardId: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 20 })),
    minPrice: Type.Optional(Int),
    maxPrice: Type.Optional(Int),
    minSoldPrice: Type.Optional(Int),
    maxSoldPrice: Type.Optional(Int),
    minBeds: Type.Optional(Int),
    maxBeds: Type.Optional(Int),
    minBedrooms: Type.Optional(Int),
    maxBedrooms: Type.Optional(Int),
    minBaths: Type.Optional(Int),
    maxBaths: Type.Optional(Int),
    minSqft: Type.Optional(Int),
    maxSqft: Type.Optional(Int),
    minListDate: Type.Optional(Day),
    maxListDate: Type.Optional(Day),
    minSoldDate: Type.Optional(Day),
    maxSoldDate: Type.Optional(Day),
    minUpdatedOn: Type.Optional(Day),
    displayPublic: Type.Optional(YesNo),
    displayAddressOnInternet: Type.Optional(YesNo),
    displayInternetEntireListing: Type.Optional(YesNo),
    search: Type.Optional(Type.String({ maxLength: 200 })),
    searchFields: Type.Optional(Type.String({ maxLength: 500 })),
    sortBy: Type.Optional(Type.Enum(PROVIDER_SORTS)),
    resultsPerPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
    pageNum: Type.Optional(Type.Integer({ minimum: 1 })),
    fields: Type.Optional(Type.String({ maxLength: 2000 })),
    listings: Type.Optional(Type.Boolean()),
    aggregates: Type.Optional(Type.String({ maxLength: 1000 })),
    aggregateStatistics: Type.Optional(Type.Boolean()),
    map: Type.Optional(Type.String({ maxLength: 100_000 })),
    statistics: Type.Optional(Type.String({ maxLength: 1000 })),
    cluster: Type.Optional(Type.Boolean()),
    clusterPrecision: Type.Optional(Type.Integer({ minimum: 0, maximum: 29 })),
    clusterLimit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
    clusterFields: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
)
export type ProviderSearchQuery = Static<typeof ProviderSearchQuery>

/**
 * `GET /listings/{mlsNumber}`: unlike the search, its `fields` takes one value only, `raw` (the
 * board's own fields), and cannot cut the listing.
 */
export const ProviderListingQuery = Type.Object(
  {
    boardId: Type.Optional(Type.Integer({ minimum: 1 })),
    fields: Type.Optional(Type.Literal('raw')),
  },
  { additionalProperties: false },
)

export const ProviderSimilarQuery = Type.Object(
  {
    boardId: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 20 })),
    fields: Type.Optional(Type.String({ maxLength: 2000 })),
    listPriceRange: Type.Optional(Type.Integer({ minimum: 0 })),
    radius: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
    sortBy: Type.Optional(
      Type.Enum(['updatedOnDesc', 'updatedOnAsc', 'createdOnAsc', 'createdOnDesc']),
    ),
  },
  { additionalProperties: false },
)
export type ProviderSimilarQuery = Static<typeof ProviderSimilarQuery>

export const ProviderHistoryQuery = Type.Object(
  {
    city: Type.String({ minLength: 1, maxLength: 100 }),
    streetName: Type.String({ minLength: 1, maxLength: 100 }),
    streetNumber: Type.String({ minLength: 1, maxLength: 20 }),
    unitNumber: Type.Optional(Type.String({ maxLength: 20 })),
    streetSuffix: Type.Optional(Type.String({ maxLength: 20 })),
    streetDirection: Type.Optional(Type.String({ maxLength: 5 })),
    zip: Type.Optional(Type.String({ maxLength: 10 })),
    mlsNumber: Type.Optional(Type.String({ maxLength: 20 })),
  },
  { additionalProperties: false },
)
export type ProviderHistoryQuery = Static<typeof ProviderHistoryQuery>

const LocationTypes = Type.Array(Type.Enum(['area', 'city', 'neighborhood']), { maxItems: 3 })

export const ProviderLocationsQuery = Type.Object(
  {
    type: Type.Optional(LocationTypes),
    area: Type.Optional(Strings),
    city: Type.Optional(Strings),
    neighborhood: Type.Optional(Strings),
    state: Type.Optional(Strings),
    name: Type.Optional(Type.String({ maxLength: 100 })),
    locationId: Type.Optional(Strings),
    source: Type.Optional(Strings),
    fields: Type.Optional(Type.String({ maxLength: 500 })),
    resultsPerPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 300 })),
    pageNum: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
)
export type ProviderLocationsQuery = Static<typeof ProviderLocationsQuery>

export const ProviderAutocompleteQuery = Type.Object(
  {
    search: Type.String({ minLength: 3, maxLength: 100 }),
    type: Type.Optional(LocationTypes),
    area: Type.Optional(Strings),
    city: Type.Optional(Strings),
    state: Type.Optional(Strings),
    source: Type.Optional(Strings),
    fields: Type.Optional(Type.String({ maxLength: 500 })),
    boundary: Type.Optional(Type.Boolean()),
    resultsPerPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
  },
  { additionalProperties: false },
)
export type ProviderAutocompleteQuery = Static<typeof ProviderAutocompleteQuery>
