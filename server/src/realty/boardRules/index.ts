/**
 * The board's rules. A listing the board keeps for the back office only is shown to no one on
 * the site and counted in nothing it answers (backOffice.ts: the provider is asked for site
 * listings only, and what it sends of such a listing anyway is dropped). The rest is about what
 * a guest may learn about a withheld home (one of the listings of
 * its address has permissions not both 'Y'), in one place for every route and both listing sources: the payload (presentListing's
 * `forViewer`), the position (a fixed grid-cell centre), text matching (MLS number, city and
 * neighbourhood only), sold-price filters (a session) and sold-price statistics (10 sales).
 */
export { isBackOfficeOnly, SITE_LISTINGS_ONLY, siteListings } from './backOffice'
export { columnsFor, type PositionColumns } from './columns'
export { assertGuestMayAsk, SOLD_PRICE_NEEDS_SESSION } from './guestRequest'
export {
  GUEST_CELL_LAT,
  GUEST_CELL_LNG,
  guestPoint,
  guestPosition,
  snapBoxToGrid,
  type LatLngBox,
} from './guestPosition'
export { guestCopy } from './guestCopy'
export { guestSearchText, guestTextMatches } from './guestSearchText'
export { homeKey, homeKeyOf } from './homeKey'
export {
  homeIsPublic,
  listingIsPublic,
  markHomeWithheld,
  markWithheldHomes,
  withheldHomesAmong,
} from './withheldHomes'
export {
  guestSoldAverage,
  MIN_SALES_FOR_GUESTS,
  statisticsForGuest,
  withholdFewSales,
} from './soldStatistics'
export {
  guestTextSearchFilters,
  PUBLIC_LISTINGS_ONLY,
  publicSalesQuestion,
  soldPriceStatistics,
  withPublicSoldPrices,
} from './providerGuest'
