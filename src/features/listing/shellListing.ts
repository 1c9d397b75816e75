import type { ListingRecord } from '../../../contract/listing'
import type { DetailTarget } from '../../lib/listing/detailRoute'

/**
 * What index.html's inline script leaves for a guest's first page, when it is a listing's page: it
 * asks the realty service for the listing (GET /listings/{mls} with the board-id header, as the
 * realty API does) before the app has loaded, and shows the first photo in the static shell.
 */
export interface ShellListing {
  readonly mlsNumber: string
  readonly boardId: number
  /** The listing once it has arrived; undefined while on its way, or after a failure. */
  readonly data: ListingRecord | undefined
  /** The listing, or undefined for any failure (the page then asks again itself). */
  readonly done: Promise<ListingRecord | undefined>
  /** Settles when the shell's photo has loaded or failed; set once `done` has, if it shows one. */
  readonly photo?: Promise<void>
}

declare global {
  interface Window {
    __shellListing?: ShellListing
  }
}

/**
 * The shell's request for this listing, taken once: a guest's first page only (a customer's
 * request carries their token, and a later visit to the page must ask the service afresh).
 */
export function takeShellListing(
  target: DetailTarget | undefined,
  token: string | undefined,
  scope: Window = window,
): ShellListing | undefined {
  const shell = scope.__shellListing
  if (!shell) return undefined
  delete scope.__shellListing
  if (token || !target) return undefined
  return shell.mlsNumber === target.mlsNumber && shell.boardId === target.boardId
    ? shell
    : undefined
}
