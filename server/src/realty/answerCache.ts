import type { ListingsQuery, ListingsResponse } from '../../../contract/realty'
import type { Db } from '../db/database'
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

  return {
    /** The kept answer to this question, or the one `compute` gives (kept if it succeeds). */
    answer(
      query: ListingsQuery,
      viewer: Viewer,
      compute: () => ListingsResponse,
    ): ListingsResponse {
      if (!isCostly(query)) return compute()
      const current = readVersion.get()
      if (current !== version) {
        answers.clear()
        version = current
      }
      const key = normalisedKey(query, viewer)
      const kept = answers.get(key)
      if (kept) {
        // Re-inserted, so the Map's order stays least recently used first.
        answers.delete(key)
        answers.set(key, kept)
        hits += 1
        return kept
      }
      misses += 1
      const fresh = compute()
      answers.set(key, fresh)
      if (answers.size > size) {
        const oldest = answers.keys().next().value
        if (oldest !== undefined) answers.delete(oldest)
      }
      return fresh
    },
    stats: () => ({ hits, misses, kept: answers.size }),
  }
}
