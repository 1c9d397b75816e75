import { useLayoutEffect, useRef, type RefObject } from 'react'
import { ScrollRestoration } from 'react-router'
import { useHydrating } from '../../../ui/hydration'

/**
 * React Router's scroll restoration: a new page opens at its top (or its #anchor), and going back
 * returns to where the visitor was. A page the build rendered is on screen before the app has
 * hydrated it, and the visitor may already have scrolled it (or the browser taken them to its
 * anchor, or back to where they were on a reload): hydrating it leaves them where they are,
 * instead of throwing them back to the top as a new page.
 */
export function PageScroll() {
  const hydrating = useHydrating()
  const before = useRef<number | null>(null)
  // Layout effects run in the order of the siblings: the first reads where the page is, the
  // router's may then move it, and the last puts it back.
  return (
    <>
      {hydrating && <ReadScroll intoRef={before} />}
      <ScrollRestoration />
      {hydrating && <KeepScroll fromRef={before} />}
    </>
  )
}

function ReadScroll({ intoRef }: { readonly intoRef: RefObject<number | null> }) {
  useLayoutEffect(() => {
    intoRef.current = window.scrollY
  }, [intoRef])
  return null
}

function KeepScroll({ fromRef }: { readonly fromRef: RefObject<number | null> }) {
  useLayoutEffect(() => {
    const top = fromRef.current
    if (top !== null && window.scrollY !== top) window.scrollTo(0, top)
  }, [fromRef])
  return null
}
