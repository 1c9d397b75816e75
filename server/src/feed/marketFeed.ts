import type { Db } from '../db/database'
import type { ListingRecord } from '../data/listingRecord'
import { createRandom, type Random } from '../data/random'
import {
  CANDIDATES,
  FEED_WEIGHTS,
  applyEvent,
  dueEventCount,
  eventSeed,
  relisted,
  type FeedKind,
} from './feedRules'
import { feedStore } from './feedStore'

export interface MarketFeedOptions {
  readonly seed: number
  /** Events a minute on the clock; 0 leaves the clock-driven feed off. */
  readonly perMinute: number
  readonly now?: () => number
}

/** What one event did: the listing it made or changed, or nothing when no listing qualified. */
export interface FeedEvent {
  readonly number: number
  readonly kind: FeedKind
  readonly listing: ListingRecord | undefined
}

export interface AdvanceOptions {
  /** Forces the kind of every event (tests and the admin route); otherwise drawn by weight. */
  readonly kind?: FeedKind
  /** Only listings of this city (its stored name). */
  readonly city?: string
}

/**
 * A clock that has been stopped for long does not replay hours of events at once: beyond this
 * many due events, the oldest are passed over.
 */
export const MAX_EVENTS_PER_TICK = 50

/** The listings' random keys are unsigned 32-bit hashes of their MLS numbers. */
const RANDOM_KEY_MAX = 0xffff_ffff

/** New listings' MLS numbers start past anything the generator writes (5,000,000 + n). */
const FEED_MLS_BASE = 90_000_000

/**
 * The embedded market's feed. Event n is drawn from its own seeded stream, so the same seed,
 * clock and database always give the same market; `tick` applies the events the clock says are
 * due, `advance` applies the next ones at once.
 */
export function createMarketFeed(db: Db, options: MarketFeedOptions) {
  const store = feedStore(db)
  const now = options.now ?? Date.now
  const listeners = new Set<(events: readonly FeedEvent[]) => void>()

  /**
   * The listing an event acts on: the first candidate from a random point of the listings' fixed
   * random order, so each candidate is about equally likely and the pick is one index seek.
   */
  function pick(random: Random, kind: FeedKind, city: string | undefined) {
    return store.candidateFrom(CANDIDATES[kind], random.int(0, RANDOM_KEY_MAX), city)
  }

  function newMlsNumber(previous: ListingRecord, number: number): string {
    const letter = /^[A-Z]+/.exec(previous.mlsNumber)?.[0] ?? 'C'
    let candidate = number
    while (store.mlsNumberTaken(`${letter}${String(FEED_MLS_BASE + candidate)}`)) candidate += 1
    return `${letter}${String(FEED_MLS_BASE + candidate)}`
  }

  function applyOne(number: number, at: string, chosen: AdvanceOptions): FeedEvent {
    const random = createRandom(eventSeed(options.seed, number))
    const kind = chosen.kind ?? random.weighted(FEED_WEIGHTS)
    const target = pick(random, kind, chosen.city)
    if (!target) return { number, kind, listing: undefined }
    if (kind === 'new') {
      const listing = relisted(target, newMlsNumber(target, number), random, at)
      store.insert(listing)
      return { number, kind, listing }
    }
    const listing = applyEvent(kind, target, random, at)
    store.update(kind, target, listing)
    return { number, kind, listing }
  }

  function applyRange(from: number, to: number, chosen: AdvanceOptions): FeedEvent[] {
    const events = store.transaction(() => {
      const at = new Date(now()).toISOString()
      const applied: FeedEvent[] = []
      for (let number = from; number < to; number += 1) applied.push(applyOne(number, at, chosen))
      store.saveApplied(to)
      return applied
    })
    // Told after the commit, so whoever listens reads the moved market.
    if (events.length > 0) for (const listener of listeners) listener(events)
    return events
  }

  return {
    /** Applies the events due by the clock (none when the pace is 0). */
    tick(): FeedEvent[] {
      const state = store.state(now())
      const due = dueEventCount(state.startedAt, now(), options.perMinute)
      if (due <= state.applied) return []
      const from = Math.max(state.applied, due - MAX_EVENTS_PER_TICK)
      return applyRange(from, due, {})
    },
    /** Calls the listener after every batch of applied events; the answer unsubscribes. */
    onApplied(listener: (events: readonly FeedEvent[]) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** Applies the next `count` events now, whatever the clock says. */
    advance(count: number, chosen: AdvanceOptions = {}): FeedEvent[] {
      const state = store.state(now())
      return applyRange(state.applied, state.applied + count, chosen)
    },
  }
}

export type MarketFeed = ReturnType<typeof createMarketFeed>
