import type { ListingRecord } from '../../../contract/listing'
import {
  toNumber,
  toPositiveOrNull,
  toRooms,
  toText,
  toTextOrNull,
  toLotUnit,
} from '../../../contract/listingValues'

/** Address text a listing may lack: the SPA reads it as "" (no unit, no suffix…), never null. */
type AddressText =
  | 'unitNumber'
  | 'streetSuffix'
  | 'streetDirection'
  | 'country'
  | 'area'
  | 'neighborhood'
  | 'zip'
  | 'majorIntersection'

/** Free text a listing may lack, read as "". */
type DetailsText = 'description' | 'extras'

/**
 * A listing as every SPA component reads it: the contract's listing, with the text a provider
 * may leave out as "" instead of null. Other nullable fields stay null where null means "not
 * known" and the screen says so (year built, sold price, lot size…).
 */
export type Listing = Omit<ListingRecord, 'address' | 'details'> & {
  readonly address: Omit<ListingRecord['address'], AddressText> &
    Readonly<Record<AddressText, string>>
  readonly details: Omit<ListingRecord['details'], DetailsText> &
    Readonly<Record<DetailsText, string>>
}

type Rule = (value: unknown) => unknown

const TEXT: Rule = toText
const OPTIONAL_TEXT: Rule = toTextOrNull
const NUMBER: Rule = (value) => toNumber(value)
const OPTIONAL_PRICE: Rule = toPositiveOrNull

/** An object's fields read by their rules; a field without a rule passes as it came. */
type Rules = Readonly<Record<string, Rule>>

/**
 * Reads the fields that are there by their rules and leaves absent ones absent, so a search that
 * asked for a few `fields` gets those few back. Anything but an object reads as undefined.
 */
function fieldsBy(rules: Rules): Rule {
  return (value) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined
    const result: Record<string, unknown> = { ...(value as Record<string, unknown>) }
    for (const [name, rule] of Object.entries(rules)) {
      if (name in result) result[name] = rule(result[name])
    }
    return result
  }
}

const ADDRESS = fieldsBy({
  unitNumber: TEXT,
  streetNumber: TEXT,
  streetName: TEXT,
  streetSuffix: TEXT,
  streetDirection: TEXT,
  city: TEXT,
  state: TEXT,
  country: TEXT,
  area: TEXT,
  neighborhood: TEXT,
  zip: TEXT,
  majorIntersection: TEXT,
})

const DETAILS = fieldsBy({
  propertyType: TEXT,
  style: TEXT,
  yearBuilt: OPTIONAL_TEXT,
  garage: OPTIONAL_TEXT,
  numBedrooms: NUMBER,
  numBedroomsPlus: NUMBER,
  numBathrooms: NUMBER,
  numBathroomsPlus: NUMBER,
  numGarageSpaces: NUMBER,
  numParkingSpaces: NUMBER,
  sqft: OPTIONAL_TEXT,
  description: TEXT,
  extras: TEXT,
  virtualTourUrl: OPTIONAL_TEXT,
  moreInformationLink: OPTIONAL_TEXT,
  heating: OPTIONAL_TEXT,
  airConditioning: OPTIONAL_TEXT,
  basement1: OPTIONAL_TEXT,
})

/** A condominium without fees (or sent as null) has none. */
const FEES = fieldsBy({ maintenance: OPTIONAL_PRICE })
const CONDOMINIUM: Rule = (value) =>
  fieldsBy({ fees: (fees) => FEES(fees) ?? { maintenance: null } })(value) ?? null

/** A listing's photos as the SPA reads them: the image keys among what `images` holds. */
export function listingImages(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((image) => typeof image === 'string') : []
}

const LISTING = fieldsBy({
  boardId: NUMBER,
  listPrice: NUMBER,
  originalPrice: NUMBER,
  // An unsold listing's 0 or "0.00" is no sold price.
  soldPrice: OPTIONAL_PRICE,
  soldDate: OPTIONAL_TEXT,
  daysOnMarket: NUMBER,
  photoCount: NUMBER,
  images: listingImages,
  address: (value) => ADDRESS(value) ?? ADDRESS({}),
  // A listing without a position sits at 0, 0, as the service reads it.
  map: (value) =>
    fieldsBy({ latitude: NUMBER, longitude: NUMBER })(value) ?? { latitude: 0, longitude: 0 },
  details: (value) => DETAILS(value) ?? DETAILS({}),
  lot: fieldsBy({ width: OPTIONAL_PRICE, depth: OPTIONAL_PRICE, measurement: toLotUnit }),
  taxes: fieldsBy({ annualAmount: NUMBER, assessmentYear: NUMBER }),
  condominium: CONDOMINIUM,
  rooms: toRooms,
})

/**
 * The SPA's one normalising layer: a listing as the realty service (or, behind it, the provider)
 * sent it, in the shape components read. Numbers sent as strings become numbers ("5961.00" is
 * 5961), text sent as null becomes "" where a screen reads it as text, rooms become an array
 * whichever response version sent them, and fields the answer did not include stay out.
 */
export function normaliseListing(raw: unknown): Listing {
  return (LISTING(raw) ?? {}) as Listing
}

/** Every listing of an answer; anything but an array reads as none. */
export function normaliseListings(raw: unknown): Listing[] {
  return Array.isArray(raw) ? raw.map(normaliseListing) : []
}
