import type { AlertListing } from '../../src/alerts/alertListing'

/** An active Toronto condo for sale, as the realty service returns it; tests change one field. */
export function alertListing(changes: Partial<AlertListing> = {}): AlertListing {
  return {
    mlsNumber: 'C90000001',
    boardId: 1,
    class: 'CondoProperty',
    type: 'Sale',
    status: 'A',
    lastStatus: 'New',
    listPrice: 749_000,
    originalPrice: 749_000,
    soldPrice: null,
    updatedOn: '2026-11-24T10:00:00.000Z',
    images: ['C90000001-1', 'C90000001-2'],
    address: {
      unitNumber: '1205',
      streetNumber: '88',
      streetName: 'Harbour',
      streetSuffix: 'St',
      streetDirection: '',
      city: 'Toronto',
      state: 'ON',
      country: 'CA',
      area: 'Toronto',
      neighborhood: 'Yonge-Eglinton',
      zip: 'M5J 0C3',
      majorIntersection: 'Yonge / Harbour',
    },
    map: { latitude: 43.7, longitude: -79.4 },
    permissions: { displayAddressOnInternet: 'Y', displayPublic: 'Y' },
    office: { brokerageName: 'Harbourfront Properties Inc., Brokerage' },
    details: {
      propertyType: 'Condo Apartment',
      style: 'Apartment',
      numBedrooms: 2,
      numBedroomsPlus: 1,
      numBathrooms: 2,
      sqft: '800-899',
      description: 'Bright corner suite with a lake view and a large balcony.',
      extras: 'Fridge, stove, dishwasher',
    },
    ...changes,
  }
}
