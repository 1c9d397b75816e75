import { placeSlug } from '../../contract/placeSlug'
import { compareText } from './compareText'

/**
 * The list page's similar-search suggestions: the same search
 * in the city's other neighbourhoods and in other cities, from the service's counts of what that
 * search finds in each, so every suggestion leads to homes.
 */

/** Suggestions per group. */
export const SIMILAR_PER_GROUP = 6

export interface SimilarPlace {
  readonly state: string
  readonly city: string | undefined
  readonly neighborhood: string | undefined
}

export interface SimilarSearch {
  readonly name: string
  readonly count: number
  /** The list path, e.g. /list/on/toronto/the-annex. */
  readonly path: string
}

function ranked(
  counts: Readonly<Record<string, number>> | undefined,
  skip: string | undefined,
  path: (name: string) => string,
  limit: number,
): SimilarSearch[] {
  // The place listed is skipped however its URL spelled it ("Yonge Eglinton" is Yonge-Eglinton).
  const skipped = skip === undefined ? undefined : placeSlug(skip)
  return (
    Object.entries(counts ?? {})
      .filter(([name, count]) => name !== '' && name !== 'null' && count > 0)
      .map(([name, count]) => ({ name, count, slug: placeSlug(name) }))
      .filter(({ slug }) => slug !== skipped)
      // Places with as many homes in the order of their slugs: alphabetical, accents aside.
      .sort((a, b) => b.count - a.count || compareText(a.slug, b.slug))
      .slice(0, limit)
      .map(({ name, count }) => ({ name, count, path: path(name) }))
  )
}

/**
 * From the search's counts by neighbourhood (in the list's city) and by city: the busiest other
 * neighbourhoods and other cities, most homes first, without the place already listed.
 */
export function similarSearches(
  place: SimilarPlace,
  counts: {
    readonly neighbourhoods?: Readonly<Record<string, number>> | undefined
    readonly cities?: Readonly<Record<string, number>> | undefined
  },
  limit: number = SIMILAR_PER_GROUP,
): { neighbourhoods: SimilarSearch[]; cities: SimilarSearch[] } {
  const state = place.state.toLowerCase()
  const city = place.city
  return {
    neighbourhoods:
      city === undefined
        ? []
        : ranked(
            counts.neighbourhoods,
            place.neighborhood,
            (name) => `/list/${state}/${placeSlug(city)}/${placeSlug(name)}`,
            limit,
          ),
    cities: ranked(
      counts.cities,
      place.neighborhood === undefined ? city : undefined,
      (name) => `/list/${state}/${placeSlug(name)}`,
      limit,
    ),
  }
}
