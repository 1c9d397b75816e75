/**
 * A page's first guest requests, named by the build in the page's head as
 * `<link rel="preload" as="fetch" crossorigin="anonymous">`, so the browser asks for them with the
 * HTML instead of after the app's code has loaded (docs/decisions/010-build-time-rendering.md).
 *
 * The browser hands a preloaded answer only to a request made the same way: the same address, no
 * credentials and no headers of its own. A customer's call carries their token and so is never
 * adopted (it asks afresh); a guest's GET of an address the page names is made plainly, once, and
 * its answer counts as a guest's answer like any other (refetched when a session starts).
 */
const LINKS = 'link[rel="preload"][as="fetch"]:not([data-taken])'

/** The head's tag naming one first request (`url` is absolute). */
export function firstRequestTag(url: string): string {
  const href = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
  return `<link rel="preload" as="fetch" crossorigin="anonymous" href="${href}" />`
}

/**
 * Whether `request` is one the page named and no one has taken yet: a GET with no authorization
 * to the very address. Taking it marks it, so a later call to the same address asks afresh.
 */
export function takeFirstRequest(request: Request, page: Document = document): boolean {
  if (request.method !== 'GET' || request.headers.has('authorization')) return false
  for (const link of page.querySelectorAll<HTMLLinkElement>(LINKS)) {
    if (link.href === request.url) {
      link.setAttribute('data-taken', '')
      return true
    }
  }
  return false
}

/** `fetch` for the services' calls: a request the page named is made as its preload was. */
export function adoptingFetch(input: RequestInfo, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init)
  if (typeof document !== 'undefined' && takeFirstRequest(request)) {
    return fetch(request.url, { signal: request.signal })
  }
  return fetch(request)
}
