import { MAX_RESULTS_PER_PAGE } from '../../../contract/realty'
import { SERVICE_KEY_HEADER } from '../auth/serviceKey'
import { ALERT_LISTING_FIELDS, type AlertListing } from './alertListing'

/** A run never reads more than this many changed listings; the rest wait for the next run. */
export const MAX_CHANGED_PAGES = 100

/**
 * The realty contract as the alert job uses it: `GET /listings` with plain filters, newest
 * change first. The one place that knows the call, so it can follow the contract. With the
 * service key, the board rules apply as for a signed-in customer (the e-mail goes to one).
 */
export function realtyClient(baseUrl: () => string, serviceKey?: string) {
  const headers: Record<string, string> = serviceKey ? { [SERVICE_KEY_HEADER]: serviceKey } : {}
  async function page(since: string, pageNum: number): Promise<AlertListing[]> {
    const query = new URLSearchParams({
      minUpdatedOn: since.slice(0, 10),
      sortBy: 'updatedOnDesc',
      resultsPerPage: String(MAX_RESULTS_PER_PAGE),
      pageNum: String(pageNum),
      fields: ALERT_LISTING_FIELDS.join(','),
    })
    const response = await fetch(`${baseUrl()}/listings?${query.toString()}`, {
      headers,
      signal: AbortSignal.timeout(30_000),
    })
    if (!response.ok) {
      throw new Error(`realty GET /listings answered ${String(response.status)}`)
    }
    const body = (await response.json()) as { listings: AlertListing[] }
    return body.listings
  }

  return {
    /**
     * The other listings of the same home (same street address and unit), from the listing
     * history call, which needs the service key; none when the address is withheld or unknown.
     */
    async earlierListings(
      listing: AlertListing,
    ): Promise<{ mlsNumber: string; boardId: number }[]> {
      const { city, streetName, streetNumber, unitNumber } = listing.address
      if (!city || !streetName || !streetNumber) return []
      const query = new URLSearchParams({ city, streetName, streetNumber })
      if (unitNumber) query.set('unitNumber', unitNumber)
      const response = await fetch(`${baseUrl()}/listings/history?${query.toString()}`, {
        headers,
        signal: AbortSignal.timeout(30_000),
      })
      if (response.status === 404) return []
      if (!response.ok) {
        throw new Error(`realty GET /listings/history answered ${String(response.status)}`)
      }
      const { history } = (await response.json()) as {
        history: { mlsNumber: string; boardId: number }[]
      }
      return history.filter(
        (other) => other.mlsNumber !== listing.mlsNumber || other.boardId !== listing.boardId,
      )
    },
    /** Every listing whose updatedOn is at or after `since` (an ISO time), newest first. */
    async changedSince(since: string): Promise<AlertListing[]> {
      const changed: AlertListing[] = []
      for (let pageNum = 1; pageNum <= MAX_CHANGED_PAGES; pageNum += 1) {
        const listings = await page(since, pageNum)
        const recent = listings.filter((listing) => listing.updatedOn >= since)
        changed.push(...recent)
        // Newest first: a page that reaches before `since` is the last one needed.
        if (listings.length < MAX_RESULTS_PER_PAGE || recent.length < listings.length) break
      }
      return changed
    },
  }
}

export type RealtyClient = ReturnType<typeof realtyClient>
