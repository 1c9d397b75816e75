/**
 * Styles for a block of a long page that usually starts below the first screen (a feature row,
 * the reviews, the site's footer): the browser styles, lays out and paints it only as it nears
 * the screen (`content-visibility: auto`), so a long page's first layout, and every restyle while
 * the app hydrates it, covers what the visitor sees rather than the whole page. Until then the
 * block takes the height it usually has on a phone or a wide screen; once shown, the height it
 * last had (`auto`), so the scroll bar does not jump when it leaves the screen again. Its text
 * stays in the page for find-in-page, links and screen readers.
 */
export function laidOutNearScreen(phoneHeight: number, wideHeight: number) {
  return {
    contentVisibility: 'auto',
    containIntrinsicSize: {
      xs: `auto ${phoneHeight}px`,
      md: `auto ${wideHeight}px`,
    },
  } as const
}
