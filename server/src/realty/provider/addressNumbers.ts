/**
 * A street or unit number as the provider matches it: boards write the same number with and
 * without leading zeros ("042", "42"; "PH04", "PH4"), and the provider keeps it without them, so
 * a number is asked and compared with each run of digits stripped of its leading zeros (a lone
 * "0" stays), trimmed and in capitals.
 */
export function addressNumber(value: string): string {
  return value
    .trim()
    .toUpperCase()
    .replace(/(^|\D)0+(?=\d)/g, '$1')
}

/** The same number however a board wrote it; a missing number matches only a missing one. */
export function sameAddressNumber(a: string | null | undefined, b: string | null | undefined) {
  return addressNumber(a ?? '') === addressNumber(b ?? '')
}
