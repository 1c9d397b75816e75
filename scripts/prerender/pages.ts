import { CITIES } from '../../server/src/data/geography/cities'
import { NEIGHBOURHOODS } from '../../server/src/data/geography/neighbourhoods'
import { placeSlug } from '../../contract/placeSlug'

/**
 * The public screens rendered at build, under the app's base path (the map's own drawing waits for
 * the browser). Not yet: the listing pages' frame.
 */
export const SCREENS: readonly string[] = [
  '/',
  '/about',
  '/buying',
  '/selling',
  '/contact',
  '/list',
  '/trends',
  '/calculators',
  '/pre-approval',
  '/map',
  '/auth/login',
  '/auth/new-account',
  '/auth/verify',
]

/** Every city's and every neighbourhood's list page: crawlable, each with its own title. */
export function placePages(): string[] {
  const cities = CITIES.map((city) => `/list/on/${placeSlug(city.name)}`)
  const neighbourhoods = NEIGHBOURHOODS.map(
    (place) => `/list/on/${placeSlug(place.city)}/${placeSlug(place.name)}`,
  )
  return [...cities, ...neighbourhoods]
}

/** The not-found page: rendered from an address no route has, written as 404.html. */
export const NOT_FOUND_PATH = '/404'
