/** A listing as the realty contract returns it (the Repliers listings shape). */
export type ListingClass = 'ResidentialProperty' | 'CondoProperty' | 'CommercialProperty'
export type ListingType = 'Sale' | 'Lease'
/** The provider's lastStatus values: Ext is an extended (still active) listing; no Lce. */
export type ActiveStatus = 'New' | 'Pc' | 'Ext'
export type ClosedStatus = 'Sld' | 'Sc' | 'Sce' | 'Lsd' | 'Lc' | 'Exp' | 'Sus' | 'Ter' | 'Dft'
export type LastStatus = ActiveStatus | ClosedStatus
export type YesNo = 'Y' | 'N'

export interface Room {
  readonly description: string
  readonly level: string
  /** Metres ("5.18") or feet and inches ("17'0\""), as boards report them. */
  readonly length: string
  readonly width: string
  readonly features: string
  readonly features2: string
  readonly features3: string
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
    readonly unitNumber: string
    readonly streetNumber: string
    readonly streetName: string
    readonly streetSuffix: string
    readonly streetDirection: string
    readonly city: string
    readonly state: 'ON'
    readonly country: 'CA'
    readonly area: string
    readonly neighborhood: string
    readonly zip: string
    readonly majorIntersection: string
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
    readonly description: string
    readonly extras: string
    readonly virtualTourUrl: string | null
    readonly moreInformationLink: string | null
    readonly heating: string
    readonly airConditioning: string
    readonly basement1: string | null
  }
  readonly lot: {
    readonly width: number | null
    readonly depth: number | null
    readonly measurement: 'Feet' | null
  }
  readonly taxes: { readonly annualAmount: number; readonly assessmentYear: number }
  readonly condominium: { readonly fees: { readonly maintenance: number | null } } | null
  readonly rooms: readonly Room[]
  readonly office: { readonly brokerageName: string }
  readonly timestamps: {
    readonly listingUpdated: string
    readonly expiryDate: string
    readonly closedDate: string | null
  }
  readonly permissions: { readonly displayAddressOnInternet: YesNo; readonly displayPublic: YesNo }
  /** Board 86's listings carry its notice and disclaimer. */
  readonly boardNotice: { readonly poweredBy: string; readonly disclaimer: string } | null
}
