import { watchedState, type WatchedState } from './alertListing'
import type { DueSearch } from './alertRows'
import type { AlertItem, SearchMailPayload } from './alertJob'
import type { SearchRunRecord } from './searchAlertStore'
import { candidatesFor, type ChangedIndex } from './changedListings'
import { searchChange } from './changes'
import { MAX_LISTINGS_PER_EMAIL } from './email/compose'
import { matchesCriteria } from './matching'
import { criteriaFromSavedSearch, UnreadableSearch, type SearchCriteria } from './searchCriteria'

/**
 * Each saved search's criteria, read from its path and polygon once per distinct search: many
 * customers save the same search, and a run reads each only once.
 */
export function criteriaCache(): (search: DueSearch) => SearchCriteria {
  const known = new Map<string, SearchCriteria>()
  return (search) => {
    const key =
      search.polygon === null ? search.path : `${search.path}\n${JSON.stringify(search.polygon)}`
    let criteria = known.get(key)
    if (!criteria) {
      criteria = criteriaFromSavedSearch(search.path, search.polygon)
      known.set(key, criteria)
    }
    return criteria
  }
}

/** A due search with its criteria, read. */
export interface ReadableSearch {
  readonly search: DueSearch
  readonly criteria: SearchCriteria
}

/**
 * The due searches whose criteria can be read; each other one goes to `unreadable` with the
 * reason, once, and is left out of the run (and of the cursor it reads changes from).
 */
export function readableSearches(
  due: readonly DueSearch[],
  criteriaOf: (search: DueSearch) => SearchCriteria,
  unreadable: (search: DueSearch, reason: string) => void,
): ReadableSearch[] {
  return due.flatMap((search) => {
    try {
      return [{ search, criteria: criteriaOf(search) }]
    } catch (error) {
      if (!(error instanceof UnreadableSearch)) throw error
      unreadable(search, error.message)
      return []
    }
  })
}

/**
 * What one run decides for one saved search: the listings it tells the customer about (new ones
 * that match, and those it sent before whose price moved or that came back), the states kept, the
 * cursor, and the e-mail. The e-mail carries the first 10 listings it shows and the total count,
 * not every match: its 'see all N matches' link shows the rest.
 */
export function decideSearch(
  search: DueSearch,
  criteria: SearchCriteria,
  sent: ReadonlyMap<string, WatchedState>,
  changed: ChangedIndex,
  now: string,
): SearchRunRecord {
  const items: AlertItem[] = []
  const states: SearchRunRecord['states'][number][] = []
  for (const candidate of candidatesFor(changed, criteria.city, sent.keys())) {
    const { listing } = candidate
    if (listing.updatedOn < search.cursor) continue
    const known = sent.get(candidate.key)
    const matches = matchesCriteria(criteria, listing, candidate)
    const change = search.sends ? searchChange(known, listing, matches) : undefined
    if (change) items.push({ change: change.kind, previousPrice: change.previousPrice, listing })
    // Kept for what was sent and for what left the search, so its return is news.
    if (change || known) {
      states.push({
        mlsNumber: listing.mlsNumber,
        boardId: listing.boardId,
        state: watchedState(listing),
      })
    }
  }
  const payload: SearchMailPayload = {
    searchId: search.id,
    items: items.slice(0, MAX_LISTINGS_PER_EMAIL),
    total: items.length,
  }
  return {
    searchId: search.id,
    customerSub: search.customerSub,
    runVersion: search.runVersion,
    cursor:
      changed.newest !== undefined && changed.newest > search.cursor
        ? changed.newest
        : search.cursor,
    now,
    states,
    mail:
      items.length === 0 ? undefined : { payload: JSON.stringify(payload), listings: items.length },
  }
}
