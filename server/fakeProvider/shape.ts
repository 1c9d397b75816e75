import type { ListingRecord, Room } from '../src/data/listingRecord'

/**
 * The provider answers in one of two listing response versions (its OpenAPI examples "Version 1"
 * and "Version 2"). Version 1 sends every number but `photoCount` as a string, coordinates as
 * strings, `rooms` and `openHouse` as objects keyed "1".."n" padded with empty entries, and ""
 * where a field is empty; version 2 sends counts, prices other than `listPrice`, coordinates and
 * days on market as numbers, `rooms` as an array, and null where a field is empty. Both send
 * `listPrice` as a string with two decimals ("5961.00") and an unsold `soldPrice` as zero.
 */
export type ResponseVersion = 1 | 2

type Json = Record<string, unknown>

/** Board feeds carry twelve room slots; version 1 sends the empty ones too. */
const V1_ROOM_SLOTS = 12

const money = (value: number) => value.toFixed(2)

function versioned(version: ResponseVersion) {
  const v1 = version === 1
  return {
    /** A number: a string in version 1. */
    number: (value: number) => (v1 ? String(value) : value),
    /** An optional number (0 means none): null in both versions. */
    plus: (value: number) => (value === 0 ? null : v1 ? String(value) : value),
    /** Text that may be empty: "" in version 1, null in version 2. */
    text: (value: string | null) => (value === null || value === '' ? (v1 ? '' : null) : value),
    /** A price other than listPrice: "1234.00" in version 1, a number in version 2. */
    price: (value: number) => (v1 ? money(value) : value),
  }
}

function roomOf(room: Room | undefined, version: ResponseVersion): Json {
  const { text } = versioned(version)
  return {
    description: text(room?.description ?? ''),
    features: text(room?.features ?? ''),
    features2: text(room?.features2 ?? ''),
    features3: text(room?.features3 ?? ''),
    length: text(room?.length ?? ''),
    width: text(room?.width ?? ''),
    level: text(room?.level ?? ''),
  }
}

function roomsOf(rooms: readonly Room[], version: ResponseVersion): Json | Json[] {
  if (version === 2) return rooms.map((room) => roomOf(room, version))
  const slots = Math.max(V1_ROOM_SLOTS, rooms.length)
  return Object.fromEntries(
    Array.from({ length: slots }, (_, index) => [String(index + 1), roomOf(rooms[index], 1)]),
  )
}

function detailsOf(details: ListingRecord['details'], version: ResponseVersion): Json {
  const { number, plus, text } = versioned(version)
  return {
    airConditioning: text(details.airConditioning),
    basement1: text(details.basement1),
    description: text(details.description),
    extras: text(details.extras),
    garage: text(details.garage),
    heating: text(details.heating),
    numBathrooms: number(details.numBathrooms),
    numBathroomsPlus: plus(details.numBathroomsPlus),
    numBedrooms: number(details.numBedrooms),
    numBedroomsPlus: plus(details.numBedroomsPlus),
    numGarageSpaces: number(details.numGarageSpaces),
    numParkingSpaces: number(details.numParkingSpaces),
    propertyType: details.propertyType,
    sqft: text(details.sqft),
    style: details.style,
    virtualTourUrl: text(details.virtualTourUrl),
    yearBuilt: text(details.yearBuilt),
    moreInformationLink: details.moreInformationLink,
    swimmingPool: null,
    bathrooms: version === 1 ? {} : [],
  }
}

/** One generated listing as the provider sends it, in either response version. */
export function toProviderListing(record: ListingRecord, version: ResponseVersion): Json {
  const { number, text, price } = versioned(version)
  const { address, map, lot, taxes, condominium } = record
  const coordinate = (value: number) => (version === 1 ? String(value) : value)
  const maintenance = condominium?.fees.maintenance ?? null
  return {
    mlsNumber: record.mlsNumber,
    resource: `fake:${record.mlsNumber}`,
    status: record.status,
    class: record.class,
    type: record.type,
    listPrice: money(record.listPrice),
    listDate: record.listDate,
    lastStatus: record.lastStatus,
    soldPrice: price(record.soldPrice ?? 0),
    soldDate: record.soldDate,
    originalPrice: price(record.originalPrice),
    address: {
      area: address.area,
      city: address.city,
      country: 'CA',
      district: address.city,
      majorIntersection: text(address.majorIntersection),
      neighborhood: address.neighborhood,
      streetDirection: text(address.streetDirection),
      streetName: address.streetName,
      streetNumber: address.streetNumber,
      streetSuffix: text(address.streetSuffix),
      unitNumber: text(address.unitNumber),
      zip: address.zip,
      state: address.state,
      communityCode: null,
      streetDirectionPrefix: null,
    },
    map: {
      latitude: coordinate(map.latitude),
      longitude: coordinate(map.longitude),
      point: `POINT (${String(map.longitude)} ${String(map.latitude)})`,
    },
    permissions: { ...record.permissions, displayInternetEntireListing: 'Y' },
    images: record.images,
    photoCount: record.photoCount,
    details: detailsOf(record.details, version),
    daysOnMarket: number(record.daysOnMarket),
    occupancy: null,
    updatedOn: record.updatedOn,
    condominium: condominium && {
      fees: { maintenance: maintenance === null ? text(null) : money(maintenance) },
    },
    lot: {
      width: lot.width === null ? null : version === 1 ? String(lot.width) : lot.width,
      depth: lot.depth === null ? null : version === 1 ? String(lot.depth) : lot.depth,
      measurement: lot.measurement,
      acres: null,
      irregular: null,
    },
    office: { brokerageName: record.office.brokerageName },
    openHouse: version === 1 ? {} : [],
    rooms: roomsOf(record.rooms, version),
    taxes: taxes && {
      annualAmount: price(taxes.annualAmount),
      assessmentYear: String(taxes.assessmentYear),
    },
    timestamps: {
      idxUpdated: null,
      listingUpdated: record.timestamps.listingUpdated,
      listingEntryDate: record.listDate,
      closedDate: record.timestamps.closedDate,
      expiryDate: record.timestamps.expiryDate,
      terminatedDate: null,
      suspendedDate: null,
    },
    boardId: record.boardId,
  }
}
