/** How the results panel and the map name one listing. */
export const listingKey = (listing: { mlsNumber: string; boardId: number }) =>
  `${listing.mlsNumber}/${String(listing.boardId)}`

/** A pin chosen on the map; `at` tells two choices of the same pin apart. */
export interface PanelFocus {
  readonly key: string
  readonly at: number
}
