/**
 * Which realtor a listing's page shows, and so who answers that listing's inquiries: the SPA's
 * agent card and the lead routing both read this one rule.
 */

/**
 * The realtors the listing pages show, in the order the rule counts them: ids of the roster
 * file's realtors. Reordering, adding or removing one moves listings to other realtors.
 */
export const LISTING_REALTOR_IDS = [
  'priya.raman',
  'marc.tremblay',
  'grace.oyelaran',
  'daniel.chen',
  'sofia.moretti',
  'omar.haddad',
] as const

export type ListingRealtorId = (typeof LISTING_REALTOR_IDS)[number]

/**
 * A listing's realtor: its MLS number hashed (32-bit FNV-1a) onto the listing team, so the same
 * listing names the same realtor on every load, every visitor's screen and in its leads.
 */
export function listingRealtorId(mlsNumber: string): ListingRealtorId {
  let hash = 0x811c9dc5
  for (const char of mlsNumber) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return LISTING_REALTOR_IDS[hash % LISTING_REALTOR_IDS.length] ?? LISTING_REALTOR_IDS[0]
}
