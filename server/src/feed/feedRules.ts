import { FEED_EVENT_KINDS } from '../../../contract/feed'
import { askingPrice, askingRent } from '../data/prices'
import type { ListingRecord } from '../data/listingRecord'
import type { Random } from '../data/random'

/**
 * What a board feed import brings: a new listing, a price change, a conditional or firm sale, a
 * lease, a termination, an expiry, or a conditional sale that fell through (back on market). The
 * kinds are the contract's, which the tick route takes.
 */
export type FeedKind = (typeof FEED_EVENT_KINDS)[number]

/** How often each kind arrives, roughly as a GTA day's feed mixes them. */
export const FEED_WEIGHTS: readonly (readonly [FeedKind, number])[] = [
  ['new', 34],
  ['priceChange', 22],
  ['conditionalSale', 8],
  ['firmSale', 12],
  ['lease', 10],
  ['termination', 6],
  ['expiry', 5],
  ['backOnMarket', 3],
]

/** Which listings an event of each kind may act on. */
export interface Candidates {
  readonly status: 'A' | 'U'
  readonly type?: 'Sale' | 'Lease'
  readonly lastStatus?: readonly string[]
}

export const CANDIDATES: Readonly<Record<FeedKind, Candidates>> = {
  // A new listing is a home that left the market coming back with a new MLS number.
  new: { status: 'U' },
  priceChange: { status: 'A' },
  conditionalSale: { status: 'A', type: 'Sale' },
  firmSale: { status: 'A', type: 'Sale' },
  lease: { status: 'A', type: 'Lease' },
  termination: { status: 'A' },
  expiry: { status: 'A' },
  backOnMarket: { status: 'U', lastStatus: ['Sc'] },
}

const isoDay = (iso: string) => iso.slice(0, 10)

function daysBetween(fromIso: string, toIso: string): number {
  return Math.max(0, Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 86_400_000))
}

function priced(record: ListingRecord, raw: number, random: Random): number {
  return record.type === 'Lease' ? askingRent(raw) : askingPrice(raw, random)
}

/** Every change stamps the record as the feed would: updatedOn and listingUpdated move together. */
function touched(record: ListingRecord, now: string): ListingRecord {
  return {
    ...record,
    updatedOn: now,
    daysOnMarket: daysBetween(record.listDate, now),
    timestamps: { ...record.timestamps, listingUpdated: now },
  }
}

/** Closes a listing: sold or leased ones carry the price and date, the others only the date. */
function closed(
  record: ListingRecord,
  lastStatus: ListingRecord['lastStatus'],
  soldPrice: number | null,
  now: string,
): ListingRecord {
  return {
    ...touched(record, now),
    status: 'U',
    lastStatus,
    soldPrice,
    soldDate: soldPrice === null ? null : now,
    timestamps: { ...record.timestamps, listingUpdated: now, closedDate: isoDay(now) },
  }
}

/**
 * A home listed again: a new MLS number (its photos follow the number), active from now, at
 * about its last price moved a little with the market.
 */
export function relisted(
  previous: ListingRecord,
  mlsNumber: string,
  random: Random,
  now: string,
): ListingRecord {
  const price = priced(previous, previous.listPrice * random.range(0.97, 1.08), random)
  const images = previous.images.map((_, index) => `${mlsNumber}-${String(index + 1)}`)
  const expiry = new Date(Date.parse(now) + (previous.type === 'Lease' ? 90 : 180) * 86_400_000)
  return {
    ...previous,
    mlsNumber,
    status: 'A',
    lastStatus: 'New',
    listPrice: price,
    originalPrice: price,
    soldPrice: null,
    listDate: now,
    soldDate: null,
    updatedOn: now,
    daysOnMarket: 0,
    images,
    timestamps: {
      listingUpdated: now,
      expiryDate: expiry.toISOString().slice(0, 10),
      closedDate: null,
    },
  }
}

/** The listing after an event of `kind` (not `new`, which makes a listing: see `relisted`). */
export function applyEvent(
  kind: Exclude<FeedKind, 'new'>,
  record: ListingRecord,
  random: Random,
  now: string,
): ListingRecord {
  switch (kind) {
    case 'priceChange': {
      // Mostly reductions, as on any board; a few sellers ask more.
      const factor = random.chance(0.8) ? random.range(0.9, 0.98) : random.range(1.02, 1.06)
      return {
        ...touched(record, now),
        lastStatus: 'Pc',
        listPrice: priced(record, record.listPrice * factor, random),
      }
    }
    case 'conditionalSale':
    case 'firmSale': {
      const ratio = random.range(0.95, 1.08)
      const price = Math.round((record.listPrice * ratio) / 1000) * 1000
      return closed(record, kind === 'firmSale' ? 'Sld' : 'Sc', price, now)
    }
    case 'lease':
      return closed(record, 'Lsd', askingRent(record.listPrice * random.range(0.96, 1.02)), now)
    case 'termination':
      return closed(record, 'Ter', null, now)
    case 'expiry':
      return closed(record, 'Exp', null, now)
    case 'backOnMarket':
      return {
        ...touched(record, now),
        status: 'A',
        lastStatus: 'New',
        soldPrice: null,
        soldDate: null,
        timestamps: { ...record.timestamps, listingUpdated: now, closedDate: null },
      }
  }
}

/**
 * The feed's pace: event n (0-based) of a feed started at `startMs` is due at
 * start + n × (one minute / events per minute). Returns how many are due by `nowMs`.
 */
export function dueEventCount(startMs: number, nowMs: number, perMinute: number): number {
  if (perMinute <= 0 || nowMs < startMs) return 0
  return Math.floor(((nowMs - startMs) * perMinute) / 60_000) + 1
}

/** Event n's own random stream: the same seed and event number always give the same event. */
export function eventSeed(seed: number, eventNumber: number): number {
  return (Math.imul(seed ^ 0x5bd1e995, 31) + Math.imul(eventNumber + 1, 0x9e3779b1)) >>> 0
}
