/**
 * Asks for an image a screen is about to show as soon as its address is known (a route's first
 * data names it), rather than once the screen has rendered the element: a screen's first photo is
 * its largest paint. The element then finds it loaded. Once per address.
 */
export function preloadImage(
  url: string,
  // The build renders screens with sample answers through their loaders, with no page to ask.
  page: Document | null = typeof document === 'undefined' ? null : document,
): void {
  if (page === null) return
  const links = page.head.querySelectorAll('link[rel="preload"][as="image"]')
  if ([...links].some((link) => link.getAttribute('href') === url)) return
  const link = page.createElement('link')
  link.setAttribute('rel', 'preload')
  link.setAttribute('as', 'image')
  link.setAttribute('href', url)
  link.setAttribute('fetchpriority', 'high')
  page.head.append(link)
}
