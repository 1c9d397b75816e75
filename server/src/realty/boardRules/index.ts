/**
 * The board's rules for what a guest may learn about a withheld home (one of the listings of
 * its address has permissions not both 'Y'), in one place for every route and both listing sources: the payload (presentListing's
 * `forViewer`), the position (a fixed grid-cell centre), text matching (MLS number, city and
 * neighbourhood only), sold-price filters (a session) and sold-price statistics (10 sales).
 */
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
export { homeIsPublic, listingIsPublic, markHomeWithheld } from './withheldHomes'
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
