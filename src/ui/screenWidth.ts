import type { Theme } from '@mui/material/styles'

/*
 * Parts that differ between a phone and a wider screen are both in the page's HTML and shown by
 * CSS breakpoints, so the HTML the build renders is already right for every width and nothing
 * moves when the code arrives (a JavaScript width switch runs only after hydration).
 *
 * The rules are written wide-first (the phone's rule is the media query): where media queries
 * are not evaluated at all, as in the jsdom tests, the wide layout is the one shown.
 */

/** Shown below the md breakpoint (phones) only, with the given display there. */
export const phoneOnly =
  (display: 'flex' | 'block' | 'contents' | 'inline-flex' = 'flex') =>
  (theme: Theme) => ({
    display: 'none',
    [theme.breakpoints.down('md')]: { display },
  })

/** Shown from the md breakpoint up only, with the given display there. */
export const wideOnly =
  (display: 'flex' | 'block' | 'contents' | 'inline-flex' = 'flex') =>
  (theme: Theme) => ({
    display,
    [theme.breakpoints.down('md')]: { display: 'none' },
  })
