/**
 * The listing page's geometry above its photos, shared by the page and its loading skeleton so
 * that the first photo, shown in the skeleton before the app runs, stays where the page puts it.
 */

/** The page's padding: a little less on a phone, and room for its action bar at the foot. */
export const LISTING_PAGE_PADDING = { pt: { xs: 2, md: 3 }, pb: { xs: 11, md: 3 } } as const

/** The bar above the photos (Back, View On Map, the heart, Share): one row of 48 px buttons. */
export const LISTING_NAV_HEIGHT = 48

/** The space between that bar and the photos. */
export const LISTING_NAV_GAP = 2
