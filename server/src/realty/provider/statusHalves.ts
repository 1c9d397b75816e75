import type { ListingsQuery } from '../../../../contract/realty'
import { badRequest } from '../../httpErrors'
import { DEFAULT_PAGE_SIZE } from '../searchAnswer'

/**
 * The provider applies every date bound of a search to every listing it holds: a sold-date bound
 * drops every active listing (it has no sold date) and a list-date bound drops the sales listed
 * before it. On the site a search for active and sold homes reads the list-date bound as the
 * active homes' days on market and the sold-date bound as the sales' period, each leaving the
 * other kind alone (`dateBoundScope` in filterClauses.ts). Such a search is therefore asked of
 * the provider as two: the active homes with the list-date bounds, the sold (unavailable) ones
 * with the sold-date bounds, and the two answers merged here (mergeHalves.ts).
 */

const LIST_DATE_BOUNDS = ['minListDate', 'maxListDate'] as const
const SOLD_DATE_BOUNDS = ['minSoldDate', 'maxSoldDate'] as const

/** Deepest listing a merged search reaches: each half is read from its start up to it. */
export const MAX_MERGED_DEPTH = 1000

/** The provider's page size when a half is read in several pages. */
export const HALF_PAGE_SIZE = 100

const without = (query: ListingsQuery, names: readonly (keyof ListingsQuery)[]) =>
  Object.fromEntries(
    Object.entries(query).filter(([name]) => !names.includes(name as keyof ListingsQuery)),
  ) as ListingsQuery

const hasAny = (query: ListingsQuery, names: readonly (keyof ListingsQuery)[]) =>
  names.some((name) => query[name] !== undefined)

/** The page a search asks for, and its size, with the contract's defaults. */
export function pageOf(query: ListingsQuery): { pageNum: number; pageSize: number } {
  return { pageNum: query.pageNum ?? 1, pageSize: query.resultsPerPage ?? DEFAULT_PAGE_SIZE }
}

/**
 * The provider searches that together answer `query`: one search when its date bounds mean the
 * same to the provider as on the site, else the active half and the sold half. A search of
 * active homes alone drops its sold-date bounds (they speak of sales only), as the site does.
 */
export function statusHalves(
  query: ListingsQuery,
):
  | { readonly whole: ListingsQuery }
  | { readonly active: ListingsQuery; readonly sold: ListingsQuery } {
  const status = query.status ?? []
  const active = status.includes('A')
  const sold = status.includes('U')
  if (active && !sold) return { whole: without(query, SOLD_DATE_BOUNDS) }
  if (!(active && sold)) return { whole: query }
  if (!hasAny(query, LIST_DATE_BOUNDS) && !hasAny(query, SOLD_DATE_BOUNDS)) return { whole: query }
  if (query.aggregateStatistics && query.aggregates !== undefined) {
    // Figures grouped per aggregate value cannot be added up from the two halves.
    throw badRequest(
      'querystring/aggregateStatistics cannot be given for active and sold homes with a date period: ask each status on its own',
    )
  }
  const { pageNum, pageSize } = pageOf(query)
  if (query.listings !== false && pageNum * pageSize > MAX_MERGED_DEPTH) {
    throw badRequest(
      `querystring/pageNum reaches past the first ${MAX_MERGED_DEPTH} homes of a search for active and sold homes with a date period`,
    )
  }
  return {
    active: { ...without(query, SOLD_DATE_BOUNDS), status: ['A'] },
    sold: { ...without(query, LIST_DATE_BOUNDS), status: ['U'] },
  }
}
