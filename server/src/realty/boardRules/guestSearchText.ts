import type { ListingRecord } from '../../data/listingRecord'

/**
 * What a guest's text search and autocomplete may match a withheld listing by: its MLS number,
 * city and neighbourhood, never its street, number, unit or postal code.
 */
export function guestSearchText(
  record: Pick<ListingRecord, 'mlsNumber'> & {
    address: Pick<ListingRecord['address'], 'city' | 'neighborhood'>
  },
): string {
  return [record.mlsNumber, record.address.city, record.address.neighborhood]
    .join(' ')
    .toLowerCase()
}

/** True when every typed word starts a word of the guest text (as the address index matches). */
export function guestTextMatches(guestText: string, words: readonly string[]): boolean {
  const tokens = guestText.toLowerCase().split(/[^\p{L}\p{N}'#-]+/u)
  return words.every((word) => tokens.some((token) => token.startsWith(word.toLowerCase())))
}
