import { describe, expect, it } from 'vitest'
import { noHistoryLookups, runAlerts } from '../../src/alerts/alertJob'
import type { AlertListing } from '../../src/alerts/alertListing'
import type { AlertStore } from '../../src/alerts/alertStore'
import type { RealtyClient } from '../../src/alerts/realtyClient'
import { alertListing } from './fixtures'

const at = (minute: number) => `2026-11-24T10:${String(minute).padStart(2, '0')}:00.000Z`
const listed = (mlsNumber: string, minute: number) =>
  alertListing({ mlsNumber, updatedOn: at(minute), lastStatus: 'New' })

/**
 * A store with one saved home (so relisted homes are looked for) and no due searches: it keeps
 * the homes cursor each run records, as the real store does.
 */
function storeWithSavedHomes(startAt: string): AlertStore {
  let cursor = startAt
  const store: Partial<AlertStore> = {
    dueSearches: () => Promise.resolve([]),
    homesCursor: () => Promise.resolve({ cursor, runVersion: 0 }),
    recordSearchRuns: () => Promise.resolve(0),
    hasSavedHomes: () => Promise.resolve(true),
    homesWatching: () => Promise.resolve([]),
    recordHomesRun: (run) => {
      if (run.cursor > cursor) cursor = run.cursor
      return Promise.resolve(true)
    },
  }
  return store as AlertStore
}

/** The realty service's changes since a cursor, and the listings whose history was asked. */
function realtyOf(changes: () => readonly AlertListing[]) {
  const asked: string[] = []
  const realty: Partial<RealtyClient> = {
    changedSince: (since) =>
      Promise.resolve(changes().filter((listing) => listing.updatedOn >= since)),
    earlierListings: (listing) => {
      asked.push(listing.mlsNumber)
      return Promise.resolve([])
    },
  }
  return { realty: realty as RealtyClient, asked }
}

const quiet = { error: () => undefined }

describe('the history of a new listing', () => {
  it('is asked once, though the inclusive cursor brings the listing back on every run', async () => {
    let feed = [listed('C1', 5), listed('C2', 7)]
    const { realty, asked } = realtyOf(() => feed)
    const store = storeWithSavedHomes(at(0))
    const lookups = noHistoryLookups()
    await runAlerts(store, realty, Date.parse(at(8)), quiet, lookups)
    await runAlerts(store, realty, Date.parse(at(9)), quiet, lookups)
    await runAlerts(store, realty, Date.parse(at(10)), quiet, lookups)
    expect(asked).toEqual(['C1', 'C2'])
    // Another listing in the cursor's very millisecond is still asked for, once.
    feed = [...feed, listed('C3', 7)]
    await runAlerts(store, realty, Date.parse(at(11)), quiet, lookups)
    await runAlerts(store, realty, Date.parse(at(12)), quiet, lookups)
    expect(asked).toEqual(['C1', 'C2', 'C3'])
    // Something newer moves the cursor on: only the new listing is asked for.
    feed = [...feed, listed('C4', 9)]
    await runAlerts(store, realty, Date.parse(at(13)), quiet, lookups)
    expect(asked).toEqual(['C1', 'C2', 'C3', 'C4'])
  })

  it('is asked again on the next run when the look-up failed', async () => {
    const feed = [listed('C1', 5)]
    let failures = 1
    const asked: string[] = []
    const { realty } = realtyOf(() => feed)
    const flaky: RealtyClient = {
      ...realty,
      earlierListings: (listing) => {
        asked.push(listing.mlsNumber)
        if (failures-- > 0) return Promise.reject(new Error('realty service down'))
        return Promise.resolve([])
      },
    }
    const store = storeWithSavedHomes(at(0))
    const lookups = noHistoryLookups()
    await runAlerts(store, flaky, Date.parse(at(8)), quiet, lookups)
    await runAlerts(store, flaky, Date.parse(at(9)), quiet, lookups)
    await runAlerts(store, flaky, Date.parse(at(10)), quiet, lookups)
    expect(asked).toEqual(['C1', 'C1'])
  })
})
