import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { readSearchQuery, writeSearchQuery, type MirroredSearch } from '../../lib/searchFilters'
import { restoreSearch, selectMirroredSearch } from './searchState'

/**
 * Mirrors the search in the URL query: a link, a reload or the back button restores it, and
 * every filter change writes it (a new history entry, so Back undoes a filter; the page resets).
 */
export function useSearchUrl(): void {
  const dispatch = useAppDispatch()
  const search = useAppSelector(selectMirroredSearch)
  const [query, setQuery] = useSearchParams()
  const queryText = query.toString()
  /** The query this hook wrote last: seeing it come back is not a change from outside. */
  const lastWritten = useRef<string | null>(null)
  /** The state as it was when a restore was dispatched, until the restore lands. */
  const staleState = useRef<MirroredSearch | null>(null)

  // URL → state: on arrival and whenever the URL changes from outside (Back, a link).
  useEffect(() => {
    if (queryText === lastWritten.current) return
    lastWritten.current = queryText
    staleState.current = search
    dispatch(restoreSearch(readSearchQuery(new URLSearchParams(queryText))))
    // Only a URL change restores; the state is read to recognise its stale value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, queryText])

  // State → URL: after a filter changes.
  useEffect(() => {
    if (search === staleState.current) return
    staleState.current = null
    const base = new URLSearchParams(queryText)
    const next = writeSearchQuery(search, base)
    if (next.toString() === writeSearchQuery(readSearchQuery(base), base).toString()) return
    next.delete('page')
    lastWritten.current = next.toString()
    setQuery(next)
    // Only a change of search writes the URL; the query is read to keep its other keys.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, setQuery])
}
