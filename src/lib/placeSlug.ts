import { placeSlug } from '../../contract/placeSlug'

/**
 * Slugs older links made of a name: with accented letters turned into hyphens ("c-te-st-luc"), or
 * with only the spaces turned ("côte-st.-luc"). They still lead to the place.
 */
function olderSlugs(name: string): string[] {
  const lower = name.toLowerCase()
  return [lower.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''), lower.replace(/\s+/g, '-')]
}

/** A path segment as the browser may hand it over: percent-encoded, or not. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * The name a slug stands for among the places known (the place data), read back whole: a slug
 * cannot be turned back into "St. Lawrence" word by word. Older slugs of a name find it too.
 * Undefined when no place has that slug.
 */
export function placeFromSlug(slug: string, names: readonly string[]): string | undefined {
  const segment = decodedSegment(slug)
  const canonical = placeSlug(segment)
  return (
    names.find((name) => placeSlug(name) === canonical) ??
    names.find((name) => olderSlugs(name).includes(segment.toLowerCase()))
  )
}

/**
 * "richmond-hill" → "Richmond Hill", word by word: only for a slug the place data does not know
 * (or before it has loaded); the realty service matches names without their punctuation.
 */
export function nameFromSlug(slug: string): string {
  return placeSlug(decodedSegment(slug))
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/**
 * The canonical form of a place segment of an address: "côte-st.-luc", "C%C3%B4te-St.%20Luc"
 * and "cote-st-luc" are one place, written "cote-st-luc".
 */
export function canonicalPlaceSlug(segment: string): string {
  return placeSlug(decodedSegment(segment))
}
