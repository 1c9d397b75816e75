/**
 * A page's first guest requests start with its HTML, not after the app's code has loaded
 * (docs/decisions/030-first-data-with-the-route-and-the-html.md). The build names the ones it
 * knows in the page's head as `<link rel="preload" as="fetch" crossorigin="anonymous">`; the
 * page's inline start script (src/app/pageStartScript.ts) asks for each of them, and for the ones
 * only the address names (a listing's), and holds the answers on the window; the app's first
 * guest GET of such an address takes the held answer instead of asking again.
 *
 * A customer's call carries their token and so never takes one (it asks afresh); a guest's GET of
 * a held address takes it once, and its answer counts as a guest's answer like any other
 * (refetched when a session starts).
 */
declare global {
  interface Window {
    /** Answers the page's start script asked for, by absolute address, until the app takes them. */
    firstAnswers?: Map<string, Promise<Response>>
  }
}

const LINKS = 'link[rel="preload"][as="fetch"]'

/** The head's tag naming one first request (`url` is absolute). */
export function firstRequestTag(url: string): string {
  const href = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
  return `<link rel="preload" as="fetch" crossorigin="anonymous" href="${href}" />`
}

/** The addresses the page's head names as its first requests. */
export function namedFirstRequests(page: Document): string[] {
  return [...page.querySelectorAll<HTMLLinkElement>(LINKS)].map((link) => link.href)
}

/**
 * Asks for `url` as a guest, as its preload was made (no credentials, no headers of its own, so
 * the browser hands over the preloaded answer), and holds the answer for the app.
 */
export function startFirstRequest(
  view: Window,
  url: string,
  ask: (url: string) => Promise<Response> = (address) => view.fetch(address),
): Promise<Response> {
  const held = view.firstAnswers?.get(url)
  if (held) return held
  const answer = ask(url)
  // A failure is the app's to show when it takes the answer, not an unhandled rejection now.
  answer.catch(() => undefined)
  view.firstAnswers ??= new Map()
  view.firstAnswers.set(url, answer)
  return answer
}

/**
 * The held answer for `request` if it is a guest's GET of an address the page asked for and no
 * one has taken it yet. Taking it lets go of it, so a later call to the same address asks afresh.
 */
export function takeFirstAnswer(request: Request, view: Window): Promise<Response> | undefined {
  if (request.method !== 'GET' || request.headers.has('authorization')) return undefined
  const answer = view.firstAnswers?.get(request.url)
  view.firstAnswers?.delete(request.url)
  return answer
}

/** `fetch` for the services' calls: a request the page asked for early takes that answer. */
export function adoptingFetch(input: RequestInfo, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init)
  return (
    (typeof window === 'undefined' ? undefined : takeFirstAnswer(request, window)) ?? fetch(request)
  )
}
