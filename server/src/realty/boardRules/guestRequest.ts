import type { ListingsQuery } from '../../../../contract/realty'
import { HttpError } from '../../httpErrors'
import type { Viewer } from '../presentListing'

/** Sorts whose order follows sold prices. The contract offers none today; named for the rule. */
const SOLD_PRICE_SORTS: ReadonlySet<string> = new Set(['soldPriceAsc', 'soldPriceDesc'])

export const SOLD_PRICE_NEEDS_SESSION =
  'Sign in to search or sort by sold price: the board shows sold prices to registered customers only'

/**
 * Sold-price filters and sorts need a session: a guest narrowing a count by sold price could
 * read a withheld home's price one bound at a time. Refused with 401 (not silently ignored), so
 * the page can ask the visitor to sign in.
 */
export function assertGuestMayAsk(query: ListingsQuery, viewer: Viewer): void {
  if (viewer.signedIn) return
  const bySoldPrice =
    query.minSoldPrice !== undefined ||
    query.maxSoldPrice !== undefined ||
    (query.sortBy !== undefined && SOLD_PRICE_SORTS.has(query.sortBy))
  if (bySoldPrice) throw new HttpError(401, SOLD_PRICE_NEEDS_SESSION)
}
