import { SERVICE_KEY_HEADER } from '../auth/serviceKey'
import type { AlertListing } from '../alerts/alertListing'

/** One listing by MLS number and board, as a lead's e-mail shows it; undefined if gone. */
export type ListingLookup = (
  mlsNumber: string,
  boardId: number,
) => Promise<AlertListing | undefined>

/** The realty contract's `GET /listings/:mlsNumber`, read as the alert job reads listings. */
export function realtyListingLookup(baseUrl: () => string, serviceKey?: string): ListingLookup {
  const headers: Record<string, string> = serviceKey ? { [SERVICE_KEY_HEADER]: serviceKey } : {}
  return async (mlsNumber, boardId) => {
    const query = new URLSearchParams({ boardId: String(boardId) })
    const response = await fetch(
      `${baseUrl()}/listings/${encodeURIComponent(mlsNumber)}?${query.toString()}`,
      { headers, signal: AbortSignal.timeout(30_000) },
    )
    if (response.status === 404) return undefined
    if (!response.ok) {
      throw new Error(`realty GET /listings/:mlsNumber answered ${String(response.status)}`)
    }
    return (await response.json()) as AlertListing
  }
}
