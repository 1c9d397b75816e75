/**
 * What the service asks the provider to send of each listing (its `fields=` and `clusterFields=`
 * parameters): only the paths the normaliser reads, so the answer to parse is smaller. The
 * provider's listing carries far more (raw board fields, open houses, every room feature);
 * normalise.ts reads exactly NORMALISED_FIELDS, and a test proves that normalising a listing cut
 * to these paths gives the same record as normalising the whole listing.
 */
import { parseFields } from '../presentListing'

/** Every provider listing path normalise.ts reads, as the provider's `fields=` names them. */
export const NORMALISED_FIELDS: readonly string[] = [
  'mlsNumber',
  'boardId',
  'class',
  'type',
  'status',
  'lastStatus',
  'listPrice',
  'originalPrice',
  'soldPrice',
  'listDate',
  'soldDate',
  'updatedOn',
  'daysOnMarket',
  'images',
  'photoCount',
  'address.unitNumber',
  'address.streetNumber',
  'address.streetName',
  'address.streetSuffix',
  'address.streetDirection',
  'address.city',
  'address.state',
  'address.country',
  'address.area',
  'address.neighborhood',
  'address.zip',
  'address.majorIntersection',
  'map.latitude',
  'map.longitude',
  'details.propertyType',
  'details.style',
  'details.yearBuilt',
  'details.garage',
  'details.numBedrooms',
  'details.numBedroomsPlus',
  'details.numBathrooms',
  'details.numBathroomsPlus',
  'details.numGarageSpaces',
  'details.numParkingSpaces',
  'details.sqft',
  'details.description',
  'details.extras',
  'details.virtualTourUrl',
  'details.moreInformationLink',
  'details.heating',
  'details.airConditioning',
  'details.basement1',
  'lot.width',
  'lot.depth',
  'lot.measurement',
  'taxes.annualAmount',
  'taxes.assessmentYear',
  'condominium.fees.maintenance',
  'rooms',
  'office.brokerageName',
  'timestamps.listingUpdated',
  'timestamps.expiryDate',
  'timestamps.closedDate',
  'permissions.displayAddressOnInternet',
  'permissions.displayPublic',
]

/**
 * Record fields the normaliser computes from other provider fields: a sold date is kept only
 * with a sold price, the original price falls back to the list price, the update date to the
 * list date, the listing's update time to its update date, the lot's unit follows its sizes, and
 * board 86's notice follows the board.
 */
const DERIVED_FROM: Readonly<Record<string, readonly string[]>> = {
  soldDate: ['soldPrice'],
  originalPrice: ['listPrice'],
  updatedOn: ['listDate'],
  'timestamps.listingUpdated': ['updatedOn'],
  'lot.measurement': ['lot.width', 'lot.depth'],
  boardNotice: ['boardId'],
}

/**
 * What the board rules read of a listing for a guest: its permissions, and its home (the address
 * parts `homeKeyOf` reads, and the listing's number for an address naming no door), since a
 * listing is withheld when any listing of its home is.
 */
export const RULE_FIELDS: readonly string[][] = [
  ['permissions'],
  ['mlsNumber'],
  ['boardId'],
  ...['unitNumber', 'streetNumber', 'streetName', 'streetSuffix', 'streetDirection', 'city'].map(
    (part) => ['address', part],
  ),
]
/** A guest's single-listing cluster also sits where the listing's (blurred) pin does. */
export const CLUSTER_RULE_FIELDS: readonly string[][] = [...RULE_FIELDS, ['map']]

/** True when one path is the other or lies inside it (`address` and `address.city`). */
function overlaps(a: readonly string[], b: readonly string[]): boolean {
  const length = Math.min(a.length, b.length)
  return a.slice(0, length).every((key, index) => key === b[index])
}

const split = (path: string) => path.split('.')

/**
 * The provider paths needed to answer the asked record paths (undefined: the whole record):
 * the normalised paths inside or around each asked one, plus what the derived ones come from.
 * Never empty: an empty `fields=` would mean the whole listing to the provider.
 */
export function providerFieldsFor(asked: readonly (readonly string[])[] | undefined): string[] {
  if (asked === undefined) return [...NORMALISED_FIELDS]
  const wanted = new Set<string>()
  for (const [record, sources] of Object.entries(DERIVED_FROM)) {
    if (asked.some((path) => overlaps(path, split(record)))) sources.forEach((s) => wanted.add(s))
  }
  const kept = NORMALISED_FIELDS.filter(
    (field) => wanted.has(field) || asked.some((path) => overlaps(path, split(field))),
  )
  return kept.length > 0 ? kept : ['mlsNumber']
}

/**
 * The `fields=` value for a request whose answer is cut to `fields` (the contract's parameter;
 * absent: the whole record): for a guest, what the board rules read as well.
 */
export function providerFieldsParam(
  fields: string | undefined,
  signedIn: boolean,
  rulesRead: readonly string[][] = RULE_FIELDS,
): string {
  const asked = parseFields(fields)
  const paths = asked === undefined || signedIn ? asked : [...asked, ...rulesRead]
  return providerFieldsFor(paths).join(',')
}
