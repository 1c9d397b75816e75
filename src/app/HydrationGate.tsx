import type { CSSProperties, ReactNode } from 'react'
import { useHydrating } from '../ui/hydration'

/** No box of its own: the page lays out as if the fieldset were not there. */
const noBox: CSSProperties = { display: 'contents', border: 0, margin: 0, padding: 0, minWidth: 0 }

/**
 * Every form control of a page rendered at build time stays disabled until the browser has
 * hydrated it: before then a control has no handler, so a fast visitor's typing would be lost
 * and a submit button would send the form natively (a reload). A disabled fieldset disables all
 * the buttons, inputs and selects inside it at once, as the HTML arrives, with no script; after
 * hydration (and in any page rendered afresh in the browser) it is an ordinary, enabled wrapper.
 * Its `data-hydrating` mark holds the page's animations still until then (the theme's baseline).
 */
export function HydrationGate({ children }: { readonly children: ReactNode }) {
  const hydrating = useHydrating()
  return (
    <fieldset
      disabled={hydrating}
      data-hydrating={hydrating || undefined}
      role="presentation"
      style={noBox}
    >
      {children}
    </fieldset>
  )
}
