/** The street fields of an address, as listings and listing suggestions carry them. */
export interface StreetAddress {
  readonly unitNumber?: string | null
  readonly streetNumber?: string | null
  readonly streetName?: string | null
  readonly streetSuffix?: string | null
  readonly streetDirection?: string | null
}

/** "1203 - 88 Harbour St E": the unit, then number, name, suffix and direction, blanks left out. */
export function streetLine({ address }: { readonly address: StreetAddress }): string {
  const street = [
    address.streetNumber,
    address.streetName,
    address.streetSuffix,
    address.streetDirection,
  ]
    .filter(Boolean)
    .join(' ')
  return address.unitNumber ? `${address.unitNumber} - ${street}` : street
}
