import type {
  LastStatus,
  ListingClass,
  ListingRecord,
  ListingType,
  YesNo,
} from '../../data/listingRecord'
import { BOARD_86_NOTICE } from '../../data/boards'
import { NOTICE_BOARD_ID } from '../../../../contract/boards'
import type { ProviderListing } from './providerTypes'
import {
  toLotUnit,
  toNumber,
  toNumberOrNull,
  toPositiveOrNull,
  toRooms,
  toText,
  toTextOrNull,
} from '../../../../contract/listingValues'

export { toNumber, toNumberOrNull, toPositiveOrNull, toRooms, toText, toTextOrNull }

/**
 * One provider listing, in either response version, as the one listing shape the SPA reads.
 * Every field is read through a rule for what the provider may send in its place:
 * - a number may be a number or a string ("5961.00", ".10", ""): it is parsed, and what does
 *   not parse counts as missing;
 * - text may be null: it becomes "" where the shape wants text, null where it allows null;
 * - an unsold listing's soldPrice is 0 or "0.00": it becomes null;
 * - rooms may be an object keyed "1".."n" with empty padding entries, or an array: they become
 *   an array in key order without the empty entries;
 * - a missing permission counts as "N", so a guest never sees what the provider did not allow;
 * - board 86's notice is ours to add: the provider does not send it.
 */

const yesNo = (value: unknown): YesNo => (value === 'Y' ? 'Y' : 'N')

/** The provider sends types as "Sale"/"Lease" and takes "sale"/"lease"; either reads the same. */
function listingType(value: unknown): ListingType {
  return toText(value).toLowerCase() === 'lease' ? 'Lease' : 'Sale'
}

const PROVINCES: Readonly<Record<string, string>> = { ontario: 'ON', on: 'ON' }

function addressOf(address: ProviderListing['address']): ListingRecord['address'] {
  const field = (name: string) => toText(address?.[name])
  // The provider's null stays null where the contract allows it ("" reads as null too).
  const optional = (name: string) => toTextOrNull(address?.[name])
  const state = field('state')
  return {
    unitNumber: optional('unitNumber'),
    streetNumber: field('streetNumber'),
    streetName: field('streetName'),
    streetSuffix: optional('streetSuffix'),
    streetDirection: optional('streetDirection'),
    city: field('city'),
    state: PROVINCES[state.toLowerCase()] ?? state,
    country: field('country') || 'CA',
    area: optional('area'),
    neighborhood: optional('neighborhood'),
    zip: optional('zip'),
    majorIntersection: optional('majorIntersection'),
  }
}

function detailsOf(details: ProviderListing['details']): ListingRecord['details'] {
  const value = (name: string) => details?.[name]
  return {
    propertyType: toText(details?.propertyType),
    style: toText(details?.style),
    yearBuilt: toTextOrNull(details?.yearBuilt),
    garage: toTextOrNull(details?.garage),
    numBedrooms: toNumber(value('numBedrooms')),
    numBedroomsPlus: toNumber(value('numBedroomsPlus')),
    numBathrooms: toNumber(value('numBathrooms')),
    numBathroomsPlus: toNumber(value('numBathroomsPlus')),
    numGarageSpaces: toNumber(value('numGarageSpaces')),
    numParkingSpaces: toNumber(value('numParkingSpaces')),
    sqft: toTextOrNull(details?.sqft),
    description: toText(details?.description),
    extras: toTextOrNull(details?.extras),
    virtualTourUrl: toTextOrNull(details?.virtualTourUrl),
    moreInformationLink: toTextOrNull(details?.moreInformationLink),
    heating: toText(details?.heating),
    airConditioning: toText(details?.airConditioning),
    basement1: toTextOrNull(details?.basement1),
  }
}

function condominiumOf(condominium: ProviderListing['condominium']): ListingRecord['condominium'] {
  if (!condominium || typeof condominium !== 'object') return null
  return { fees: { maintenance: toPositiveOrNull(condominium.fees?.maintenance) } }
}

/**
 * What the caller knows of a listing that its answer may leave out: the provider's single-listing
 * answer carries no `boardId` (its published example has none), so the board it was asked for is
 * put back, and board 86's notice and every link built from the board follow.
 */
export interface KnownOfListing {
  readonly boardId?: number | undefined
}

export function normaliseListing(
  listing: ProviderListing,
  known: KnownOfListing = {},
): ListingRecord {
  const listDate = toText(listing.listDate)
  const boardId = toNumberOrNull(listing.boardId) ?? known.boardId ?? 0
  const timestamps = listing.timestamps ?? {}
  const soldPrice = toPositiveOrNull(listing.soldPrice)
  const lotWidth = toPositiveOrNull(listing.lot?.width)
  const lotDepth = toPositiveOrNull(listing.lot?.depth)
  return {
    mlsNumber: toText(listing.mlsNumber),
    boardId,
    class: (toText(listing.class) || 'ResidentialProperty') as ListingClass,
    type: listingType(listing.type),
    status: listing.status === 'U' ? 'U' : 'A',
    lastStatus: toText(listing.lastStatus) as LastStatus,
    listPrice: toNumber(listing.listPrice),
    originalPrice: toNumber(listing.originalPrice, toNumber(listing.listPrice)),
    soldPrice,
    listDate,
    // An unsold listing may still carry a sold date of "" from its board.
    soldDate: soldPrice === null ? null : toTextOrNull(listing.soldDate),
    updatedOn: toText(listing.updatedOn) || listDate,
    daysOnMarket: toNumber(listing.daysOnMarket),
    images: Array.isArray(listing.images)
      ? listing.images.filter((image): image is string => typeof image === 'string')
      : [],
    photoCount: toNumber(listing.photoCount),
    address: addressOf(listing.address),
    map: { latitude: toNumber(listing.map?.latitude), longitude: toNumber(listing.map?.longitude) },
    details: detailsOf(listing.details),
    lot: {
      width: lotWidth,
      depth: lotDepth,
      measurement:
        lotWidth !== null || lotDepth !== null ? toLotUnit(listing.lot?.measurement) : null,
    },
    taxes: {
      annualAmount: toNumber(listing.taxes?.annualAmount),
      assessmentYear: toNumber(listing.taxes?.assessmentYear),
    },
    condominium: condominiumOf(listing.condominium),
    rooms: toRooms(listing.rooms),
    office: { brokerageName: toText(listing.office?.brokerageName) },
    timestamps: {
      listingUpdated: toText(timestamps.listingUpdated) || toText(listing.updatedOn),
      expiryDate: toText(timestamps.expiryDate),
      closedDate: toTextOrNull(timestamps.closedDate),
    },
    permissions: {
      displayAddressOnInternet: yesNo(listing.permissions?.displayAddressOnInternet),
      displayPublic: yesNo(listing.permissions?.displayPublic),
    },
    boardNotice: boardId === NOTICE_BOARD_ID ? BOARD_86_NOTICE : null,
  }
}
