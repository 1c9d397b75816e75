import type { Theme } from '@mui/material/styles'

/*
 * Parts that differ between a phone and a wider screen are both in the page's HTML and shown by
 * CSS breakpoints, so the HTML the build renders is already right for every width and nothing
 * moves when the code arrives (a JavaScript width switch runs only after hydration).
 *
 * The rules are written wide-first (the phone's rule is the media query): where media queries
 * are not evaluated at all, as in the jsdom tests, the wide layout is the one shown.
 */

type Display = 'flex' | 'block' | 'contents' | 'inline-flex'

/**
 * Shown below the md breakpoint (phones) only, with the given display there; a part that needs
 * more room for its wide layout names a later breakpoint.
 */
export const phoneOnly =
  (display: Display = 'flex', below: 'md' | 'lg' = 'md') =>
  (theme: Theme) => ({
    display: 'none',
    [theme.breakpoints.down(below)]: { display },
  })

/** Shown from the md breakpoint (or the one named) up only, with the given display there. */
export const wideOnly =
  (display: Display = 'flex', from: 'md' | 'lg' = 'md') =>
  (theme: Theme) => ({
    display,
    [theme.breakpoints.down(from)]: { display: 'none' },
  })
