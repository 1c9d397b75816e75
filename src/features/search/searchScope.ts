import { createContext, useContext } from 'react'
import type { QueryValue } from '../../lib/queryString'

/** Where a screen's search looks: the map's `map` area, or nothing set. */
export type SearchScope = Readonly<Record<string, QueryValue>>

/**
 * The area the screen behind the filter bar searches, for the drawer's count. A context rather
 * than a prop so the map's filter bar is not drawn again each time the view moves: only the
 * drawer, which counts, reads it.
 */
export const SearchScopeContext = createContext<SearchScope>({})

/** The screen's search area, as the drawer counts it. */
export function useSearchScope(): SearchScope {
  return useContext(SearchScopeContext)
}
