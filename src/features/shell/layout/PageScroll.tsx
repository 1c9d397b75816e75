import { useEffect, useLayoutEffect } from 'react'
import { ScrollRestoration } from 'react-router'
import { useHydrating } from '../../../ui/hydration'

/** Where the visitor has the page while the app hydrates it (`followScrollWhileHydrating`). */
const visitor = { top: 0 }

/**
 * Called as the app starts to hydrate a rendered page: reads where the visitor has it (the page
 * has been laid out for its first paint, so this costs no layout) and follows scroll events until
 * the hydration's commit. Asking the browser there instead would make it lay the page out inside
 * that long task.
 */
export function followScrollWhileHydrating(): void {
  visitor.top = window.scrollY
  window.addEventListener('scroll', onScroll, { passive: true })
}

function onScroll() {
  visitor.top = window.scrollY
}

/**
 * React Router's scroll restoration: a new page opens at its top (or its #anchor), and going back
 * returns to where the visitor was. A page the build rendered is on screen before the app has
 * hydrated it, and the visitor may already have scrolled it (or the browser taken them to its
 * anchor, or back to where they were on a reload): hydrating it leaves them where they are,
 * instead of throwing them back to the top as a new page.
 */
export function PageScroll() {
  const hydrating = useHydrating()
  // Once the first screen is in, the router keeps the scroll.
  useEffect(() => {
    window.removeEventListener('scroll', onScroll)
  }, [])
  // Layout effects run in the order of the siblings: the router's may move the page, and the
  // next puts it back.
  return (
    <>
      <ScrollRestoration />
      {hydrating && <KeepTheVisitorsScroll />}
    </>
  )
}

function KeepTheVisitorsScroll() {
  useLayoutEffect(() => {
    // The router moves a page only to its top, which needs no layout to know.
    if (visitor.top > 0) window.scrollTo(0, visitor.top)
  }, [])
  return null
}
