/** How the results panel and the map name one listing. */
export const listingKey = (listing: { mlsNumber: string; boardId: number }) =>
  `${listing.mlsNumber}/${String(listing.boardId)}`

/** A pin chosen on the map; `at` tells two choices of the same pin apart. */
export interface PanelFocus {
  readonly key: string
  readonly at: number
}

/**
 * The panel's scroll that brings a card into view, the least distance either way (a card taller
 * than the panel shows its top). Only the panel scrolls: Element.scrollIntoView and a plain
 * focus() scroll the page too when the page is taller than the screen (the footer sits below the
 * map), which shifted the filter bar up under the header.
 */
export function panelScrollShowing(
  panel: { readonly top: number; readonly bottom: number; readonly scrollTop: number },
  card: { readonly top: number; readonly bottom: number },
): number {
  if (card.top < panel.top || card.bottom - card.top > panel.bottom - panel.top) {
    return panel.scrollTop + card.top - panel.top
  }
  if (card.bottom > panel.bottom) return panel.scrollTop + card.bottom - panel.bottom
  return panel.scrollTop
}
