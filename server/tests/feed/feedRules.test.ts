import { describe, expect, it } from 'vitest'
import { DATASET_TODAY, DEFAULT_SEED, generateListings } from '../../src/data/listings'
import { createRandom } from '../../src/data/random'
import { applyEvent, dueEventCount, eventSeed, relisted } from '../../src/feed/feedRules'

const NOW = '2026-11-24T10:00:00.000Z'

const records = [...generateListings({ seed: DEFAULT_SEED, count: 400, today: DATASET_TODAY })]
const activeSale = records.find((r) => r.status === 'A' && r.type === 'Sale')!
const activeLease = records.find((r) => r.status === 'A' && r.type === 'Lease')!
const closedSale = records.find((r) => r.status === 'U' && r.type === 'Sale')!

describe('feed events change a listing as a board feed import would', () => {
  it.each([
    ['conditionalSale', activeSale, 'U', 'Sc', true],
    ['firmSale', activeSale, 'U', 'Sld', true],
    ['lease', activeLease, 'U', 'Lsd', true],
    ['termination', activeSale, 'U', 'Ter', false],
    ['expiry', activeSale, 'U', 'Exp', false],
    ['backOnMarket', { ...activeSale, status: 'U', lastStatus: 'Sc' }, 'A', 'New', false],
  ] as const)(
    '%s: status %s, lastStatus %s, sold price kept: %s',
    (kind, before, status, lastStatus, priced) => {
      const after = applyEvent(kind, before, createRandom(7), NOW)
      expect(after.status).toBe(status)
      expect(after.lastStatus).toBe(lastStatus)
      expect(after.soldPrice !== null).toBe(priced)
      expect(after.soldDate).toBe(priced ? NOW : null)
      expect(after.updatedOn).toBe(NOW)
      expect(after.timestamps.listingUpdated).toBe(NOW)
      expect(after.mlsNumber).toBe(before.mlsNumber)
    },
  )

  it('a price change moves the list price, keeps the original and stamps Pc', () => {
    const seen = new Set<string>()
    for (let seed = 1; seed <= 40; seed += 1) {
      const after = applyEvent('priceChange', activeSale, createRandom(seed), NOW)
      expect(after.lastStatus).toBe('Pc')
      expect(after.originalPrice).toBe(activeSale.originalPrice)
      expect(after.listPrice).not.toBe(activeSale.listPrice)
      seen.add(after.listPrice < activeSale.listPrice ? 'drop' : 'rise')
    }
    expect(seen).toEqual(new Set(['drop', 'rise']))
  })

  it('a relisted home is a new active listing with its own MLS number and photos', () => {
    const listing = relisted(closedSale, 'C90000001', createRandom(3), NOW)
    expect(listing).toMatchObject({
      mlsNumber: 'C90000001',
      status: 'A',
      lastStatus: 'New',
      soldPrice: null,
      soldDate: null,
      listDate: NOW,
      updatedOn: NOW,
      daysOnMarket: 0,
    })
    expect(listing.images.every((key) => key.startsWith('C90000001-'))).toBe(true)
    expect(listing.address).toEqual(closedSale.address)
  })
})

describe('the feed pace', () => {
  it.each([
    // startMs, nowMs, perMinute, due
    [0, 0, 3, 1],
    [0, 19_999, 3, 1],
    [0, 20_000, 3, 2],
    [0, 60_000, 3, 4],
    [0, 600_000, 6, 61],
    [0, 600_000, 0, 0],
    [1000, 0, 3, 0],
  ])('started %i, now %i, %i a minute: %i due', (start, now, perMinute, due) => {
    expect(dueEventCount(start, now, perMinute)).toBe(due)
  })

  it('event n has one random stream per seed', () => {
    expect(eventSeed(1, 5)).toBe(eventSeed(1, 5))
    expect(eventSeed(1, 5)).not.toBe(eventSeed(1, 6))
    expect(eventSeed(1, 5)).not.toBe(eventSeed(2, 5))
  })
})
