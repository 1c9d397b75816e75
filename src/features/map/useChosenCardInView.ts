import { useEffect, type RefObject } from 'react'
import type { Listing } from '../../lib/listing/normaliseListing'
import { panelScrollShowing, type PanelFocus } from './panelFocus'

/** Scrolls `scroller` (and nothing around it) just enough to show `card`. */
function scrollToShow(scroller: HTMLElement, card: HTMLElement) {
  const box = scroller.getBoundingClientRect()
  scroller.scrollTop = panelScrollShowing(
    { top: box.top, bottom: box.bottom, scrollTop: scroller.scrollTop },
    card.getBoundingClientRect(),
  )
}

/**
 * A chosen pin's card, once the panel shows it, scrolls into view inside the panel and takes
 * focus. Only the panel scrolls: the page is taller than the screen (the footer sits below the
 * map), so the browser's own scrolling into view would move the whole page and its toolbar.
 */
export function useChosenCardInView(
  focus: PanelFocus | null | undefined,
  shown: readonly Listing[] | undefined,
  cards: RefObject<HTMLDivElement | null>,
  panel: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!focus || !shown) return
    const card = cards.current?.querySelector<HTMLElement>(
      `[data-listing="${CSS.escape(focus.key)}"]`,
    )
    const scroller = panel.current
    if (!card || !scroller) return
    scrollToShow(scroller, card)
    card.focus({ preventScroll: true })
  }, [focus, shown, cards, panel])
}
