/**
 * A listing as the realty contract returns it: the provider's field names and nullability (a
 * string the provider may send as null is `string | null` here), with numbers as numbers and
 * rooms as an array whichever response version the provider sent. The realty service is the one
 * layer that normalises provider data into this shape.
 */
/** The units a board measures a lot in. */
export type LotUnit = 'Feet' | 'Metres'

export type ListingClass = 'ResidentialProperty' | 'CondoProperty' | 'CommercialProperty'
export type ListingType = 'Sale' | 'Lease'
/** The provider's lastStatus values: Ext is an extended (still active) listing; no Lce. */
export type ActiveStatus = 'New' | 'Pc' | 'Ext'
export type ClosedStatus = 'Sld' | 'Sc' | 'Sce' | 'Lsd' | 'Lc' | 'Exp' | 'Sus' | 'Ter' | 'Dft'
export type LastStatus = ActiveStatus | ClosedStatus
export type YesNo = 'Y' | 'N'

/**
 * The statuses a search means by its words, for the SPA's filters and the alert job alike:
 * 'active' is a new listing or a price change; 'sold' a firm or conditional sale; 'leased' a
 * lease, conditional or not (the provider sends a conditional lease as Lc, escape clause or not).
 */
export const ACTIVE_LAST_STATUSES = ['New', 'Pc'] as const satisfies readonly ActiveStatus[]
export const SOLD_LAST_STATUSES = ['Sld', 'Sc', 'Sce'] as const satisfies readonly ClosedStatus[]
export const LEASED_LAST_STATUSES = ['Lsd', 'Lc'] as const satisfies readonly ClosedStatus[]

export interface Room {
  readonly description: string
  readonly level: string | null
  /** Metres ("5.18") or feet and inches ("17'0\""), as boards report them. */
  readonly length: string | null
  readonly width: string | null
  readonly features: string | null
  readonly features2: string | null
  readonly features3: string | null
}

export interface ListingRecord {
  readonly mlsNumber: string
  readonly boardId: number
  readonly class: ListingClass
  readonly type: ListingType
  readonly status: 'A' | 'U'
  readonly lastStatus: LastStatus
  readonly listPrice: number
  readonly originalPrice: number
  readonly soldPrice: number | null
  readonly listDate: string
  readonly soldDate: string | null
  readonly updatedOn: string
  readonly daysOnMarket: number
  readonly images: readonly string[]
  readonly photoCount: number
  readonly address: {
    readonly unitNumber: string | null
    readonly streetNumber: string
    readonly streetName: string
    readonly streetSuffix: string | null
    readonly streetDirection: string | null
    readonly city: string
    /** A code ("ON") or a name ("Ontario"), as boards send it. */
    readonly state: string
    readonly country: string | null
    readonly area: string | null
    readonly neighborhood: string | null
    readonly zip: string | null
    readonly majorIntersection: string | null
  }
  readonly map: { readonly latitude: number; readonly longitude: number }
  readonly details: {
    readonly propertyType: string
    readonly style: string
    readonly yearBuilt: string | null
    readonly garage: string | null
    readonly numBedrooms: number
    readonly numBedroomsPlus: number
    readonly numBathrooms: number
    readonly numBathroomsPlus: number
    readonly numGarageSpaces: number
    readonly numParkingSpaces: number
    readonly sqft: string | null
    readonly description: string | null
    readonly extras: string | null
    readonly virtualTourUrl: string | null
    readonly moreInformationLink: string | null
    readonly heating: string | null
    readonly airConditioning: string | null
    readonly basement1: string | null
  }
  readonly lot: {
    readonly width: number | null
    readonly depth: number | null
    /** The unit of width and depth, as the board measured the lot; null when unknown. */
    readonly measurement: LotUnit | null
  }
  /** Null where the board withholds the home from the viewer (taxes single a home out). */
  readonly taxes: { readonly annualAmount: number; readonly assessmentYear: number } | null
  readonly condominium: { readonly fees: { readonly maintenance: number | null } } | null
  readonly rooms: readonly Room[]
  readonly office: { readonly brokerageName: string }
  readonly timestamps: {
    readonly listingUpdated: string
    readonly expiryDate: string
    readonly closedDate: string | null
  }
  readonly permissions: { readonly displayAddressOnInternet: YesNo; readonly displayPublic: YesNo }
  /**
   * Board 86's listings carry its notice and disclaimer, in the board's own English wording: the
   * screens show them as they are, marked as English, on French pages too.
   */
  readonly boardNotice: { readonly poweredBy: string; readonly disclaimer: string } | null
}
