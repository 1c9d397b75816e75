/**
 * The page of a paged screen's results in its address (the list, the map's results panel), in
 * the filters' style: `page=N` from the second page on, nothing for the first, so a reload, a
 * shared link or Back opens the page the visitor was on.
 */
export const PAGE_KEY = 'page'

/** The page an address asks for: 1 when it names none, or none that is a whole number from 1. */
export function pageInQuery(query: URLSearchParams): number {
  const value = query.get(PAGE_KEY)
  if (value === null || !/^\d{1,6}$/.test(value)) return 1
  return Math.max(1, Number(value))
}

/** The query with the page written into it (the first page is left out); other keys are kept. */
export function withPage(query: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(query)
  if (page > 1) next.set(PAGE_KEY, String(page))
  else next.delete(PAGE_KEY)
  return next
}
