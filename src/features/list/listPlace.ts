import { canonicalPlaceSlug, nameFromSlug, placeFromSlug } from '../../lib/placeSlug'

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

/**
 * The place a list URL names: /list/{state}/{city}/{neighborhood}. A single segment that is not
 * a province is a city (/list/toronto). Undefined when no place is named.
 */
export function listPlace(segments: readonly (string | undefined)[]): ListPlace | undefined {
  const [first, second, third] = segments.map((segment) => segment?.trim().toLowerCase())
  if (!first) return undefined
  const province = PROVINCES[first]
  if (!province) return { state: 'ON', city: nameFromSlug(first), neighborhood: undefined }
  return {
    state: province,
    city: second ? nameFromSlug(second) : undefined,
    neighborhood: third ? nameFromSlug(third) : undefined,
  }
}

/**
 * The list path with each segment written the one way place slugs are written, when the given one
 * is written otherwise (an older link: "/list/on/côte-st.-luc" → "/list/on/cote-st-luc").
 * Undefined when it already is.
 */
export function canonicalListPath(segments: readonly (string | undefined)[]): string | undefined {
  const given = segments.filter((segment): segment is string => Boolean(segment))
  const canonical = given.map(canonicalPlaceSlug)
  return canonical.some((slug, index) => slug !== given[index])
    ? ['/list', ...canonical].join('/')
    : undefined
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
    (fromUrl !== undefined && listed ? placeFromSlug(fromUrl, [listed]) : undefined) ?? fromUrl
  return {
    ...place,
    city: spelt(place.city, address?.city),
    neighborhood: spelt(place.neighborhood, address?.neighborhood),
  }
}
