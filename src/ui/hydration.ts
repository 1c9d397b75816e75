import { useSyncExternalStore } from 'react'

const noSubscription = () => () => undefined

/**
 * True while React renders a page's HTML at build time and while the browser hydrates that HTML
 * (any part of it, however late its code arrives); false in every other render. Parts that draw
 * less at first in the browser (staged blocks, blocks not yet near the viewport) draw as the
 * build did while this holds, so the hydrated tree matches the HTML.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )
}
