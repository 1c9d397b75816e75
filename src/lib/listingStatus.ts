// Statuses of the feed, as the provider sends them: a conditional lease is Lc, never Lce.
import type { LastStatus } from '../../contract/listing'

export type { LastStatus }

export type StatusBadge = 'forSale' | 'forLease' | 'sold'

export interface StatusDisplay {
  /** English label; screens translate by `key`. */
  readonly label: 'For Sale' | 'For Lease' | 'Sold' | 'Sold Conditional' | 'Leased'
  readonly key: 'forSale' | 'forLease' | 'sold' | 'soldConditional' | 'leased'
  readonly badge: StatusBadge
  /** Sld shows the sold price with the list price struck through. */
  readonly soldLayout: boolean
}

const SOLD: ReadonlySet<string> = new Set(['Sld', 'Sce', 'Sc'])
const LEASED: ReadonlySet<string> = new Set(['Lsd', 'Lc'])

/**
 * What a card, badge or overlay says about a listing: for sale, a sold
 * status reads Sold (Sold Conditional for Sc on blurred cards); for lease, a leased status reads
 * Leased.
 */
export function statusDisplay(
  type: 'Sale' | 'Lease',
  lastStatus: string,
  { blurred = false }: { blurred?: boolean } = {},
): StatusDisplay {
  if (type === 'Sale') {
    if (!SOLD.has(lastStatus)) {
      return { label: 'For Sale', key: 'forSale', badge: 'forSale', soldLayout: false }
    }
    if (lastStatus === 'Sc' && blurred) {
      return { label: 'Sold Conditional', key: 'soldConditional', badge: 'sold', soldLayout: false }
    }
    return { label: 'Sold', key: 'sold', badge: 'sold', soldLayout: lastStatus === 'Sld' }
  }
  return LEASED.has(lastStatus)
    ? { label: 'Leased', key: 'leased', badge: 'sold', soldLayout: false }
    : { label: 'For Lease', key: 'forLease', badge: 'forLease', soldLayout: false }
}
