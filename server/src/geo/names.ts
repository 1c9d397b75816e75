import type { AddressComponent } from '../../../contract/geo'
import type { StreetRef } from './placeId'

/** Every city in the dataset is in the Greater Toronto Area, so in Ontario. */
export const PROVINCE = { long: 'Ontario', short: 'ON' } as const
export const COUNTRY = { long: 'Canada', short: 'CA' } as const

/** The listing feed abbreviates suffixes and directions; Google's long names spell them out. */
const SPELLED_OUT: Readonly<Record<string, string>> = {
  Ave: 'Avenue',
  Blvd: 'Boulevard',
  Circ: 'Circle',
  Cres: 'Crescent',
  Crt: 'Court',
  Dr: 'Drive',
  Pkwy: 'Parkway',
  Pl: 'Place',
  Rd: 'Road',
  St: 'Street',
  Trl: 'Trail',
  E: 'East',
  W: 'West',
  N: 'North',
  S: 'South',
}

/** A street's name parts, as routes and addresses both carry them. */
export type StreetParts = Pick<StreetRef, 'name' | 'suffix' | 'direction'>

const parts = (street: StreetParts) =>
  [street.name, street.suffix, street.direction].filter(Boolean)

/** "King St W", as the listing feed and Google's short names write it. */
export function streetShort(street: StreetParts): string {
  return parts(street).join(' ')
}

/** "King Street West". */
export function streetLong(street: StreetParts): string {
  return [
    street.name,
    ...[street.suffix, street.direction].map((part) => SPELLED_OUT[part] ?? part),
  ]
    .filter(Boolean)
    .join(' ')
}

/** What follows a place's own name: "Toronto, ON, Canada". */
export const cityLine = (city: string) => `${city}, ${PROVINCE.short}, ${COUNTRY.long}`

const component = (long: string, short: string, types: string[]): AddressComponent => ({
  long_name: long,
  short_name: short,
  types,
})

export interface ComponentParts {
  readonly number?: string
  readonly street?: StreetParts
  readonly neighbourhood?: string
  readonly city: string
  readonly postalCode?: string
}

/** Address components in Google's order, most specific first, only those that are known. */
export function addressComponents(place: ComponentParts): AddressComponent[] {
  const list: AddressComponent[] = []
  if (place.number) list.push(component(place.number, place.number, ['street_number']))
  if (place.street) {
    list.push(component(streetLong(place.street), streetShort(place.street), ['route']))
  }
  if (place.neighbourhood) {
    list.push(component(place.neighbourhood, place.neighbourhood, ['neighborhood', 'political']))
  }
  list.push(
    component(place.city, place.city, ['locality', 'political']),
    component(PROVINCE.long, PROVINCE.short, ['administrative_area_level_1', 'political']),
    component(COUNTRY.long, COUNTRY.short, ['country', 'political']),
  )
  if (place.postalCode) list.push(component(place.postalCode, place.postalCode, ['postal_code']))
  return list
}
