import { useEffect, useLayoutEffect, useState } from 'react'
import { ScrollRestoration, type Location } from 'react-router'
import { whenNoPlaceholders } from '../../../ui/placeholders'

/**
 * Where the visitor has the page until the app's first commit (`followScrollUntilFirstCommit`),
 * and whether anyone is following it.
 */
const visitor = { top: 0, followed: false }

/**
 * Called as the app starts its first render over a page the visitor may already see (the build's
 * HTML, hydrated, or rendered afresh in French or for an address with a query): reads where the
 * visitor has it (the page has been laid out for its first paint, so this costs no layout) and
 * follows scroll events until that render's commit. Asking the browser there instead would make
 * it lay the page out inside that long task.
 */
export function followScrollUntilFirstCommit(): void {
  visitor.top = window.scrollY
  visitor.followed = true
  window.addEventListener('scroll', onScroll, { passive: true })
}

function onScroll() {
  visitor.top = window.scrollY
}

/**
 * Where the router keeps a page's scroll: its history entry. The entry a page was loaded into
 * (typed, opened from an e-mail, reloaded) has the same key ('default') in every document of the
 * tab; keyed by that, a page opened afresh would be put where the visitor left the previous one
 * (the foot of the home page), so such an entry is known by its path.
 */
export const scrollKey = ({ key, pathname }: Location) => (key === 'default' ? pathname : key)

/**
 * React Router's scroll restoration: a new page opens at its top (or its #anchor), and going back
 * returns to where the visitor was. A page the build rendered is on screen before the app's first
 * render, and the visitor may already have scrolled it (or the browser taken them to its anchor,
 * or back to where they were on a reload): that render leaves them where they are, instead of
 * throwing them back to the top as a new page.
 */
export function PageScroll() {
  // Decided once, by the first render: later pages are the router's to place.
  const [keep] = useState(() => visitor.followed)
  // Once the first screen is in, the router keeps the scroll.
  useEffect(() => {
    window.removeEventListener('scroll', onScroll)
    visitor.followed = false
  }, [])
  // Layout effects run in the order of the siblings: the router's may move the page, and the
  // next puts it back.
  return (
    <>
      <ScrollRestoration getKey={scrollKey} />
      {keep && <KeepTheVisitorsScroll />}
    </>
  )
}

function KeepTheVisitorsScroll() {
  useLayoutEffect(() => {
    const { top } = visitor
    // The router moves a page only to its top, which needs no layout to know.
    if (top === 0) return undefined
    window.scrollTo(0, top)
    if (window.scrollY >= top) return undefined
    // The first render can be shorter than the page: a part still waiting for its code or its
    // strings (a page rendered afresh in French) shows a placeholder, and the browser stops short.
    // Once the page is whole the visitor goes back where they were, unless they have moved since.
    const stoppedAt = window.scrollY
    return whenNoPlaceholders(() => {
      if (window.scrollY === stoppedAt) window.scrollTo(0, top)
    })
  }, [])
  return null
}
