import type { ListingsQuery, ListingsResponse } from '../../../contract/realty'
import type { Db } from '../db/database'
import { deepFreeze } from './plainJson'
import type { Viewer } from './presentListing'

/** Answers kept at once; the oldest used goes first. Statistics answers are a few kB each. */
export const ANSWER_CACHE_SIZE = 256

/**
 * The costly searches: statistics, aggregates and clusters read every matching listing, while a
 * page of listings reads only its own rows. Only these are worth keeping.
 */
export function isCostly(query: ListingsQuery): boolean {
  return query.statistics !== undefined || query.aggregates !== undefined || query.cluster === true
}

/**
 * One key per question, however it was spelt: parameters in name order, list values (all of
 * them IN-lists: statuses, cities, types) sorted, plus whether the viewer is signed in, since
 * board rules make a guest's answer differ from a customer's.
 */
export function normalisedKey(query: ListingsQuery, viewer: Viewer): string {
  const entries = (Object.entries(query) as [string, unknown][])
    .filter(([, value]) => value !== undefined)
    .map(([name, value]): [string, unknown] => [
      name,
      Array.isArray(value) ? (value as unknown[]).map(String).sort() : value,
    ])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return JSON.stringify([viewer.signedIn ? 'customer' : 'guest', entries])
}

/**
 * Costly search answers, reused while the listings are unchanged. The listings' version (a
 * counter that triggers move on every insert, update or delete, the feed's included) is read
 * on each request; when it has moved, every kept answer is dropped.
 */
export function answerCache(db: Db, size = ANSWER_CACHE_SIZE) {
  const readVersion = db
    .prepare<[], number>('SELECT version FROM listings_version WHERE id = 1')
    .pluck()
  const answers = new Map<string, ListingsResponse>()
  let version: number | undefined
  let hits = 0
  let misses = 0

  /** The listings' version now; every kept answer is dropped when it has moved. */
  function currentVersion(): number | undefined {
    const current = readVersion.get()
    if (current !== version) {
      answers.clear()
      version = current
    }
    return current
  }

  function lookup(key: string): ListingsResponse | undefined {
    const kept = answers.get(key)
    if (kept) {
      // Re-inserted, so the Map's order stays least recently used first.
      answers.delete(key)
      answers.set(key, kept)
      hits += 1
    } else misses += 1
    return kept
  }

  function keep(key: string, fresh: ListingsResponse) {
    // Frozen: a kept answer is never changed, so its written bytes are kept with it.
    answers.set(key, deepFreeze(fresh))
    if (answers.size > size) {
      const oldest = answers.keys().next().value
      if (oldest !== undefined) answers.delete(oldest)
    }
  }

  return {
    /** The kept answer to this question, or the one `compute` gives (kept if it succeeds). */
    answer(
      query: ListingsQuery,
      viewer: Viewer,
      compute: () => ListingsResponse,
    ): ListingsResponse {
      if (!isCostly(query)) return compute()
      currentVersion()
      const key = normalisedKey(query, viewer)
      const kept = lookup(key)
      if (kept) return kept
      const fresh = compute()
      keep(key, fresh)
      return fresh
    },
    /**
     * As `answer`, for a search computed elsewhere (a worker thread). The answer is kept only if
     * the listings did not change while it was computed.
     */
    async answerLater(
      query: ListingsQuery,
      viewer: Viewer,
      compute: () => Promise<ListingsResponse>,
    ): Promise<ListingsResponse> {
      if (!isCostly(query)) return compute()
      const asked = currentVersion()
      const key = normalisedKey(query, viewer)
      const kept = lookup(key)
      if (kept) return kept
      const fresh = await compute()
      if (currentVersion() === asked) keep(key, fresh)
      return fresh
    },
    stats: () => ({ hits, misses, kept: answers.size }),
  }
}
