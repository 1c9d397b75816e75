import type { Db } from '../db/database'
import type { PropertyKind } from './palette'

/**
 * The kind of building a listing's photos show, from its property type: a condo apartment is a
 * tower, vacant land a field, a row house a terrace. Commercial listings (offices, shops, plants)
 * show the nearest building the drawings have, a tower, from outside only. Undefined for a type
 * the dataset does not write, whose photos then keep the kind their key draws.
 */
export function kindOfPropertyType(propertyType: string): PropertyKind | undefined {
  return KINDS[propertyType]
}

const KINDS: Readonly<Record<string, PropertyKind>> = {
  Detached: 'house',
  'Semi-Detached': 'house',
  Link: 'house',
  Cottage: 'house',
  Duplex: 'house',
  Triplex: 'house',
  Fourplex: 'house',
  Multiplex: 'house',
  'Att/Row/Townhouse': 'townhouse',
  'Condo Townhouse': 'townhouse',
  'Condo Apartment': 'condo',
  Office: 'commercial',
  'Commercial Retail': 'commercial',
  Industrial: 'commercial',
  'Sale Of Business': 'commercial',
  'Vacant Land': 'land',
}

/** The kind of building an MLS number's photos show, looked up in the local listings. */
export type ListingKindLookup = (mlsNumber: string) => PropertyKind | undefined

export function listingKindLookup(db: Db): ListingKindLookup {
  const propertyType = db
    .prepare<[string], string>('SELECT property_type FROM listings WHERE mls_number = ? LIMIT 1')
    .pluck()
  return (mlsNumber) => {
    const type = propertyType.get(mlsNumber)
    return type === undefined ? undefined : kindOfPropertyType(type)
  }
}
