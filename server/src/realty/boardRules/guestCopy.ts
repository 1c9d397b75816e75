import type { ListingRecord } from '../../data/listingRecord'
import { guestPoint } from './guestPosition'

/**
 * What a guest is given of a listing whose home is withheld: the facts many homes share and a
 * guest can filter or sort by anyway (kind of deal, class, property type, style, bedrooms,
 * bathrooms, the board's size range, parking counts, city, area, neighbourhood, price, dates,
 * status, brokerage), and its grid cell's centre for a position. Everything that names or singles
 * out the home is left out: street, number, unit, postal code, major intersection, photos and
 * tour links (a photo shows the house), the description and extras (free text names streets and
 * features), year built, lot width and depth, rooms and their sizes, heating, air conditioning,
 * basement, garage type, taxes, condominium fees (they follow the exact size), sold price. The
 * permissions read 'N', so every screen shows the copy as the withheld listing it is.
 */
export function guestCopy(record: ListingRecord): ListingRecord {
  const { address, details } = record
  return {
    ...record,
    soldPrice: null,
    images: [],
    photoCount: 0,
    address: {
      unitNumber: null,
      streetNumber: '',
      streetName: '',
      streetSuffix: null,
      streetDirection: null,
      city: address.city,
      state: address.state,
      country: address.country,
      area: address.area,
      neighborhood: address.neighborhood,
      zip: null,
      majorIntersection: null,
    },
    map: guestPoint(record.map.latitude, record.map.longitude),
    details: {
      ...details,
      yearBuilt: null,
      garage: null,
      description: null,
      extras: null,
      virtualTourUrl: null,
      moreInformationLink: null,
      heating: null,
      airConditioning: null,
      basement1: null,
    },
    lot: { width: null, depth: null, measurement: null },
    taxes: null,
    condominium: record.condominium && { fees: { maintenance: null } },
    rooms: [],
    permissions: { displayAddressOnInternet: 'N', displayPublic: 'N' },
  }
}
