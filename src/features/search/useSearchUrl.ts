import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { readSearchQuery, writeSearchQuery, type MirroredSearch } from '../../lib/searchFilters'
import { restoreSearch, selectMirroredSearch } from './searchState'

/**
 * Mirrors the search in the URL query: a link, a reload or the back button restores it, and
 * every filter change writes it (a new history entry, so Back undoes a filter; the page resets).
 * Keys the search does not own (z, page, neighborhood) are left alone.
 */
export function useSearchUrl(): void {
  const dispatch = useAppDispatch()
  const search = useAppSelector(selectMirroredSearch)
  const [query, setQuery] = useSearchParams()
  /** The search the URL says, in its one canonical spelling. */
  const urlSearch = writeSearchQuery(readSearchQuery(query)).toString()
  /** The search this hook last wrote or restored: seeing it again is not a change. */
  const lastSeen = useRef<string | null>(null)
  /** The state as it was when a restore was dispatched, until the restore lands. */
  const staleState = useRef<MirroredSearch | null>(null)

  // URL → state: on arrival and whenever the URL changes from outside (Back, a link).
  useEffect(() => {
    if (urlSearch === lastSeen.current) return
    lastSeen.current = urlSearch
    staleState.current = search
    dispatch(restoreSearch(readSearchQuery(new URLSearchParams(urlSearch))))
    // Only a URL change restores; the state is read to recognise its stale value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, urlSearch])

  // State → URL: after a filter changes.
  useEffect(() => {
    if (search === staleState.current) return
    staleState.current = null
    const mine = writeSearchQuery(search).toString()
    if (mine === lastSeen.current) return
    lastSeen.current = mine
    setQuery((previous) => {
      const next = writeSearchQuery(search, previous)
      next.delete('page')
      return next
    })
  }, [search, setQuery])
}
