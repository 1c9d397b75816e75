import { startTransition, useEffect, useState, useSyncExternalStore } from 'react'
import { whenIdle } from '../lib/whenIdle'

/** Whether the app is hydrating the page the build rendered and that hydration has not settled. */
let pageHydrating = false

/** Called as the app starts to hydrate the page the build rendered (main.tsx). */
export function beginHydration(): void {
  pageHydrating = true
}

/**
 * Rendered in the app's tree: once the page has hydrated and the browser is idle (the parts whose
 * code came late, such as a lazy form or the footer, have hydrated by then), it marks the
 * hydration done. Until then a part that hydrated reads the same answer from `useDrawnAsBuilt` as
 * it did while hydrating, so React has no reason to render it again at once: it would, in one
 * synchronous task with the hydration's effects, if the answer differed. A part that mounts
 * afresh in that moment starts as the build would have drawn it, which is only less economical.
 */
export function HydrationEnd(): null {
  useEffect(
    () =>
      whenIdle(() => {
        pageHydrating = false
      }),
    [],
  )
  return null
}

const noSubscription = () => () => undefined
const inTheBrowser = () => pageHydrating
const atBuild = () => true

/**
 * True while React renders a page's HTML at build time and while the browser hydrates that HTML
 * (any part of it, however late its code arrives); false in every other render. For a first
 * state only: parts that draw less at first in the browser (staged blocks, blocks not yet near the
 * viewport) start as the build drew them while this holds, so the hydrated tree matches the HTML.
 */
export function useDrawnAsBuilt(): boolean {
  return useSyncExternalStore(noSubscription, inTheBrowser, atBuild)
}

/**
 * True in the build's render and until the part has hydrated, then false: the change renders in a
 * transition, in slices, not in the hydration's own task. For what must differ once the page
 * works (disabled controls, held animations, a map that only the browser can draw).
 */
export function useHydrating(): boolean {
  const drawnAsBuilt = useDrawnAsBuilt()
  const [hydrating, setHydrating] = useState(drawnAsBuilt)
  useEffect(() => {
    if (!hydrating) return
    startTransition(() => {
      setHydrating(false)
    })
  }, [hydrating])
  return hydrating
}
