/** The overlay's address and a photo's alt text keep the address's first 25 characters. */
export const SHORT_ADDRESS_LIMIT = 25

/** The address as an overlay or a photo's alt text shows it: its first 25 characters. */
export function shortAddress(address: string): string {
  return address.slice(0, SHORT_ADDRESS_LIMIT)
}
