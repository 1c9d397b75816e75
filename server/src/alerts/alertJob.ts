import type { HomeChange } from '../../../contract/customer'
import { watchedState, type AlertListing } from './alertListing'
import {
  listingKey,
  type AlertStore,
  type HomeRun,
  type HomesCursor,
  type SearchRunRecord,
  type WatchedHome,
} from './alertStore'
import type { DueSearch } from './alertRows'
import { indexChanged } from './changedListings'
import { homeChange, type SearchChange } from './changes'
import type { RealtyClient } from './realtyClient'
import { criteriaCache, decideSearch, readableSearches } from './searchRun'

/** One listing in an e-mail: what changed and the listing as the realty service gave it. */
export interface AlertItem {
  readonly change: SearchChange | HomeChange
  readonly previousPrice: number | null
  readonly listing: AlertListing
}

/** A search's e-mail: the first listings it shows, and how many it found in all. */
export interface SearchMailPayload {
  readonly searchId: number
  readonly items: readonly AlertItem[]
  /** Absent in e-mails queued before it was kept: then every item is there. */
  readonly total?: number
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

/** A saved home found at a new listing's address, and the listing it was saved from. */
interface RelistedHome {
  readonly home: WatchedHome
  readonly from: { readonly mlsNumber: string; readonly boardId: number }
}

/**
 * The new listings whose history was looked up at the homes cursor's instant. The cursor is
 * inclusive (another listing may still arrive in the same millisecond), so the listings at the
 * cursor come back on every run until something newer arrives: their history is asked once, not
 * on every run. The caller keeps it from one run to the next.
 */
export interface HistoryLookups {
  cursor: string
  readonly keys: Set<string>
}

export const noHistoryLookups = (): HistoryLookups => ({ cursor: '', keys: new Set() })

/**
 * Saved homes whose home came back under a new MLS number: for each new listing since the
 * cursor, the other listings of its address (the listing history), and who saved one of them.
 * Keyed by the new listing. A failed look-up only loses that listing's link, logged; one already
 * made at the cursor's instant is not made again.
 */
async function relistedHomes(
  store: AlertStore,
  realty: RealtyClient,
  changed: readonly AlertListing[],
  cursor: string,
  lookups: HistoryLookups,
  log: AlertRunLog,
): Promise<Map<string, RelistedHome[]>> {
  const found = new Map<string, RelistedHome[]>()
  if (!(await store.hasSavedHomes())) return found
  const next = newest(cursor, changed)
  const done = lookups.cursor === cursor ? lookups.keys : new Set<string>()
  const lookedUp = new Set<string>()
  for (const listing of changed) {
    if (listing.updatedOn < cursor || listing.lastStatus !== 'New') continue
    const key = listingKey(listing.mlsNumber, listing.boardId)
    if (listing.updatedOn === cursor && done.has(key)) {
      if (listing.updatedOn === next) lookedUp.add(key)
      continue
    }
    try {
      const homes: RelistedHome[] = []
      for (const from of await realty.earlierListings(listing)) {
        for (const home of await store.homesWatching(from.mlsNumber, from.boardId)) {
          homes.push({ home, from })
        }
      }
      if (homes.length > 0) found.set(key, homes)
      if (listing.updatedOn === next) lookedUp.add(key)
    } catch (error) {
      log.error({ err: error, mlsNumber: listing.mlsNumber }, 'listing history look-up failed')
    }
  }
  lookups.cursor = next
  lookups.keys.clear()
  for (const key of lookedUp) lookups.keys.add(key)
  return found
}

async function runHomes(
  store: AlertStore,
  changed: readonly AlertListing[],
  relisted: ReadonlyMap<string, readonly RelistedHome[]>,
  { cursor, runVersion }: HomesCursor,
  now: string,
): Promise<number> {
  const homes: HomeRun[] = []
  const byCustomer = new Map<string, AlertItem[]>()
  for (const listing of changed) {
    if (listing.updatedOn < cursor) continue
    const watching = (await store.homesWatching(listing.mlsNumber, listing.boardId)).map(
      (home) => ({ home, from: undefined }),
    )
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
  const recorded = await store.recordHomesRun({
    cursor: newest(cursor, changed),
    runVersion,
    now,
    homes,
    mails,
  })
  return recorded ? mails.length : 0
}

/**
 * One run of the alert job: sets aside the due searches whose path cannot be read (logged, never
 * run again), asks the realty service once for what changed since the oldest cursor of the rest,
 * then decides each due search on its own (a failing one is logged and retried next run, never
 * blocking the others) and writes all their outcomes in one transaction, then the saved homes.
 * Decisions go to the outbox; sending is the delivery's job. A search or the homes recorded by
 * another run since this one read them are left to that run: nothing is decided twice.
 */
export async function runAlerts(
  store: AlertStore,
  realty: RealtyClient,
  nowMs: number,
  log: AlertRunLog,
  lookups: HistoryLookups = noHistoryLookups(),
): Promise<AlertRunSummary> {
  const now = new Date(nowMs).toISOString()
  const unreadable: { search: DueSearch; reason: string }[] = []
  const due = readableSearches(await store.dueSearches(nowMs), criteriaCache(), (search, reason) =>
    unreadable.push({ search, reason }),
  )
  for (const { search, reason } of unreadable) {
    await store.setAsideUnreadable(search.id, reason, now)
    log.error({ searchId: search.id, reason }, 'saved search set aside: its path cannot be read')
  }
  const homesCursor = await store.homesCursor(now)
  const since = due.reduce(
    (oldest, { search }) => (search.cursor < oldest ? search.cursor : oldest),
    homesCursor.cursor,
  )
  const changed = await realty.changedSince(since)
  const index = indexChanged(changed)
  const runs: SearchRunRecord[] = []
  for (const { search, criteria } of due) {
    try {
      runs.push(decideSearch(search, criteria, await store.sentStates(search.id), index, now))
    } catch (error) {
      log.error({ err: error, searchId: search.id }, 'alert run failed for a saved search')
    }
  }
  const searchMails = await store.recordSearchRuns(runs)
  const relisted = await relistedHomes(store, realty, changed, homesCursor.cursor, lookups, log)
  const homeMails = await runHomes(store, changed, relisted, homesCursor, now)
  return { searches: due.length, searchMails, homeMails, changedListings: changed.length }
}
