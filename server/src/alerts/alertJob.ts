import type { HomeChange } from '../../../contract/customer'
import { watchedState, type AlertListing, type WatchedState } from './alertListing'
import {
  listingKey,
  type AlertStore,
  type DueSearch,
  type HomeRun,
  type WatchedHome,
} from './alertStore'
import { homeChange, searchChange, type SearchChange } from './changes'
import { matchesCriteria } from './matching'
import type { RealtyClient } from './realtyClient'
import { criteriaFromSavedSearch } from './searchCriteria'

/** One listing in an e-mail: what changed and the listing as the realty service gave it. */
export interface AlertItem {
  readonly change: SearchChange | HomeChange
  readonly previousPrice: number | null
  readonly listing: AlertListing
}

export interface SearchMailPayload {
  readonly searchId: number
  readonly items: readonly AlertItem[]
}

export interface HomesMailPayload {
  readonly items: readonly AlertItem[]
}

export interface AlertRunLog {
  error(details: object, message: string): void
}

export interface AlertRunSummary {
  readonly searches: number
  readonly searchMails: number
  readonly homeMails: number
  readonly changedListings: number
}

/** The cursor after a run: the newest change seen, never behind where it was. */
const newest = (cursor: string, listings: readonly AlertListing[]) =>
  listings.reduce(
    (latest, listing) => (listing.updatedOn > latest ? listing.updatedOn : latest),
    cursor,
  )

function runSearch(
  store: AlertStore,
  search: DueSearch,
  changed: readonly AlertListing[],
  now: string,
): number {
  const criteria = criteriaFromSavedSearch(search.path, search.polygon)
  const sent = store.sentStates(search.id)
  const items: AlertItem[] = []
  const states: { mlsNumber: string; boardId: number; state: WatchedState }[] = []
  for (const listing of changed) {
    if (listing.updatedOn < search.cursor) continue
    const known = sent.get(listingKey(listing.mlsNumber, listing.boardId))
    const matches = matchesCriteria(criteria, listing)
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
  store.recordSearchRun({
    searchId: search.id,
    customerSub: search.customerSub,
    cursor: newest(search.cursor, changed),
    now,
    states,
    mail:
      items.length === 0
        ? undefined
        : { payload: JSON.stringify({ searchId: search.id, items }), listings: items.length },
  })
  return items.length > 0 ? 1 : 0
}

/** A saved home found at a new listing's address, and the listing it was saved from. */
interface RelistedHome {
  readonly home: WatchedHome
  readonly from: { readonly mlsNumber: string; readonly boardId: number }
}

/**
 * Saved homes whose home came back under a new MLS number: for each new listing since the
 * cursor, the other listings of its address (the listing history), and who saved one of them.
 * Keyed by the new listing. A failed look-up only loses that listing's link, logged.
 */
async function relistedHomes(
  store: AlertStore,
  realty: RealtyClient,
  changed: readonly AlertListing[],
  cursor: string,
  log: AlertRunLog,
): Promise<Map<string, RelistedHome[]>> {
  const found = new Map<string, RelistedHome[]>()
  if (!store.hasSavedHomes()) return found
  for (const listing of changed) {
    if (listing.updatedOn < cursor || listing.lastStatus !== 'New') continue
    try {
      const homes = (await realty.earlierListings(listing)).flatMap((from) =>
        store.homesWatching(from.mlsNumber, from.boardId).map((home) => ({ home, from })),
      )
      if (homes.length > 0) found.set(listingKey(listing.mlsNumber, listing.boardId), homes)
    } catch (error) {
      log.error({ err: error, mlsNumber: listing.mlsNumber }, 'listing history look-up failed')
    }
  }
  return found
}

function runHomes(
  store: AlertStore,
  changed: readonly AlertListing[],
  relisted: ReadonlyMap<string, readonly RelistedHome[]>,
  cursor: string,
  now: string,
): number {
  const homes: HomeRun[] = []
  const byCustomer = new Map<string, AlertItem[]>()
  for (const listing of changed) {
    if (listing.updatedOn < cursor) continue
    const watching = store
      .homesWatching(listing.mlsNumber, listing.boardId)
      .map((home) => ({ home, from: undefined }))
    const moved = relisted.get(listingKey(listing.mlsNumber, listing.boardId)) ?? []
    for (const { home, from } of [...watching, ...moved]) {
      // A home listed again under a new number is back on the market, whatever it was before.
      const change = from
        ? { kind: 'backOnMarket' as const, previousPrice: null }
        : homeChange(home.watched, listing)
      homes.push({
        id: home.id,
        state: watchedState(listing),
        change: change?.kind,
        ...(from && { relisted: { from, to: listing } }),
      })
      if (!change) continue
      const items = byCustomer.get(home.customerSub) ?? []
      items.push({ change: change.kind, previousPrice: change.previousPrice, listing })
      byCustomer.set(home.customerSub, items)
    }
  }
  const mails = [...byCustomer].map(([customerSub, items]) => ({
    customerSub,
    payload: JSON.stringify({ items } satisfies HomesMailPayload),
  }))
  store.recordHomesRun({ cursor: newest(cursor, changed), now, homes, mails })
  return mails.length
}

/**
 * One run of the alert job: asks the realty service once for what changed since the oldest due
 * cursor, then decides each due search on its own (a failing one is logged and retried next
 * run, never blocking the others), then the saved homes. Decisions go to the outbox; sending is
 * the delivery's job.
 */
export async function runAlerts(
  store: AlertStore,
  realty: RealtyClient,
  nowMs: number,
  log: AlertRunLog,
): Promise<AlertRunSummary> {
  const now = new Date(nowMs).toISOString()
  const due = store.dueSearches(nowMs)
  let homesCursor = store.homesCursor()
  if (homesCursor === undefined) {
    store.startHomesCursor(now)
    homesCursor = now
  }
  const since = due.reduce(
    (oldest, search) => (search.cursor < oldest ? search.cursor : oldest),
    homesCursor,
  )
  const changed = await realty.changedSince(since)
  let searchMails = 0
  for (const search of due) {
    try {
      searchMails += runSearch(store, search, changed, now)
    } catch (error) {
      log.error({ err: error, searchId: search.id }, 'alert run failed for a saved search')
    }
  }
  const relisted = await relistedHomes(store, realty, changed, homesCursor, log)
  const homeMails = runHomes(store, changed, relisted, homesCursor, now)
  return { searches: due.length, searchMails, homeMails, changedListings: changed.length }
}
