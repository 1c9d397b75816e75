import { CITIES } from '../../server/src/data/geography/cities'
import { NEIGHBOURHOODS } from '../../server/src/data/geography/neighbourhoods'
import { placeSlug } from '../../contract/placeSlug'

/**
 * The public screens rendered at build, under the app's base path (the map's own drawing waits for
 * the browser). The listing pages share one frame (LISTING_FRAME).
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

/**
 * The listing pages' frame: the page as it looks while its listing loads (header, the listing
 * page's skeleton, footer, titled 'Listing details'), rendered from an address of the listing
 * route's shape. Hosting serves `file` for every `/detail/…` address, and the browser hydrates it
 * there: `marker`'s `*` stands for the rest of the address.
 */
export const LISTING_FRAME = {
  path: '/detail/on/toronto/frame/listing/X00000/1',
  file: 'listing-frame.html',
  marker: '/detail/*',
} as const
