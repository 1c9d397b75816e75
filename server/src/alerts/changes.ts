import type { HomeChange } from '../../../contract/customer'
import type { ClosedStatus } from '../../../contract/listing'
import type { AlertListing, WatchedState } from './alertListing'

/** What a saved search e-mails about a listing. */
export type SearchChange = 'new' | 'priceDrop' | 'priceRise' | 'backOnMarket'

export interface Detected<Kind> {
  readonly kind: Kind
  /** The price the customer saw before, for a change of price. */
  readonly previousPrice: number | null
}

const priceMove = (before: number, now: number) =>
  now < before ? ('priceDrop' as const) : ('priceRise' as const)

/**
 * A saved search's news about a listing that changed: a listing it never sent that matches is
 * new; one it sent is sent again only when its price moved or it came back on the market. A
 * listing that matched and still matches as it was is not news; neither is one that left the
 * search (the state is still kept, so its return is news).
 */
export function searchChange(
  sent: WatchedState | undefined,
  listing: AlertListing,
  matches: boolean,
): Detected<SearchChange> | undefined {
  if (!matches) return undefined
  if (!sent) {
    // Reduced before the customer ever saw it: shown as a drop from its original price.
    return listing.lastStatus === 'Pc' && listing.listPrice < listing.originalPrice
      ? { kind: 'priceDrop', previousPrice: listing.originalPrice }
      : { kind: 'new', previousPrice: null }
  }
  if (sent.status === 'U' && listing.status === 'A') {
    return { kind: 'backOnMarket', previousPrice: null }
  }
  if (sent.listPrice !== listing.listPrice) {
    return { kind: priceMove(sent.listPrice, listing.listPrice), previousPrice: sent.listPrice }
  }
  return undefined
}

// Every closed status of the provider's list, and no other (the `satisfies` checks both).
const CLOSED_KIND: Readonly<Partial<Record<string, HomeChange>>> = {
  Sld: 'sold',
  Sc: 'sold',
  Sce: 'sold',
  Lsd: 'leased',
  Lc: 'leased',
  Ter: 'terminated',
  Sus: 'terminated',
  Dft: 'terminated',
  Exp: 'expired',
} satisfies Record<ClosedStatus, HomeChange>

/**
 * A saved home's news: a price change, a sale or lease, a termination or expiry, or its return
 * to the market. Nothing when it is as the customer last heard of it.
 */
export function homeChange(
  watched: WatchedState,
  listing: AlertListing,
): Detected<HomeChange> | undefined {
  if (watched.status === 'A' && listing.status === 'U') {
    return {
      kind: CLOSED_KIND[listing.lastStatus] ?? 'terminated',
      previousPrice: watched.listPrice,
    }
  }
  if (watched.status === 'U' && listing.status === 'A') {
    return { kind: 'backOnMarket', previousPrice: null }
  }
  if (listing.status === 'A' && watched.listPrice !== listing.listPrice) {
    return {
      kind: priceMove(watched.listPrice, listing.listPrice),
      previousPrice: watched.listPrice,
    }
  }
  return undefined
}
