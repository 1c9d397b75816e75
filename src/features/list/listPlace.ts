import { placeSlug } from '../../lib/placeSlug'

/** Provinces by the codes and slugs list URLs use. */
const PROVINCES: Readonly<Record<string, string>> = {
  on: 'ON',
  ontario: 'ON',
}

export interface ListPlace {
  readonly state: string
  readonly city: string | undefined
  readonly neighborhood: string | undefined
}

/** "richmond-hill" → "Richmond Hill": list URLs carry lower-case, hyphenated names. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/**
 * The place a list URL names: /list/{state}/{city}/{neighborhood}. A single segment that is not
 * a province is a city (/list/toronto). Undefined when no place is named.
 */
export function listPlace(segments: readonly (string | undefined)[]): ListPlace | undefined {
  const [first, second, third] = segments.map((segment) => segment?.trim().toLowerCase())
  if (!first) return undefined
  const province = PROVINCES[first]
  if (!province) return { state: 'ON', city: titleFromSlug(first), neighborhood: undefined }
  return {
    state: province,
    city: second ? titleFromSlug(second) : undefined,
    neighborhood: third ? titleFromSlug(third) : undefined,
  }
}

interface ListedAddress {
  readonly city?: string | null
  readonly neighborhood?: string | null
}

/**
 * The place spelt as its homes spell it, once one is at hand: a URL slug loses a name's own
 * punctuation (/list/on/toronto/yonge-eglinton reads "Yonge Eglinton"; the homes say
 * "Yonge-Eglinton").
 */
export function asListed(place: ListPlace, address: ListedAddress | undefined): ListPlace {
  const spelt = (fromUrl: string | undefined, listed: string | null | undefined) =>
    fromUrl !== undefined && listed && placeSlug(listed) === placeSlug(fromUrl) ? listed : fromUrl
  return {
    ...place,
    city: spelt(place.city, address?.city),
    neighborhood: spelt(place.neighborhood, address?.neighborhood),
  }
}
