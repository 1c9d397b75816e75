import { describe, expect, it } from 'vitest'
import type { ListingRecord } from '../../src/data/listingRecord'
import { DATASET_TODAY, generateListings } from '../../src/data/listings'

const DAY = 86_400_000
const records = [...generateListings({ seed: 3, count: 6000, today: DATASET_TODAY })]
const today = Date.parse(`${DATASET_TODAY}T12:00:00Z`)
/** Day strings are read at noon, as the generator writes its times. */
const time = (date: string) => Date.parse(date.length === 10 ? `${date}T12:00:00Z` : date)

const addressKey = ({ address }: ListingRecord) =>
  [
    address.city,
    address.streetName,
    address.streetSuffix,
    address.streetDirection,
    address.streetNumber,
    address.unitNumber,
  ].join('|')

const homes = new Map<string, ListingRecord[]>()
for (const record of records) {
  const list = homes.get(addressKey(record)) ?? []
  list.push(record)
  homes.set(addressKey(record), list)
}
const histories = [...homes.values()].map((list) =>
  [...list].sort((a, b) => a.listDate.localeCompare(b.listDate)),
)

describe("a home's listings", () => {
  it('describe one home: an address never names two different homes', () => {
    for (const history of histories) {
      const facts = new Set(
        history.map((r) =>
          JSON.stringify([
            r.details.propertyType,
            r.details.numBedrooms,
            r.details.sqft,
            r.map,
            r.boardId,
            r.address.zip,
            r.address.neighborhood,
            r.address.majorIntersection,
          ]),
        ),
      )
      expect(facts.size, addressKey(history[0]!)).toBe(1)
    }
  })

  it('follow one another: each starts after the previous one left the market', () => {
    for (const history of histories) {
      history.forEach((record, index) => {
        const next = history[index + 1]
        if (!next) return
        expect(record.status, record.mlsNumber).toBe('U')
        expect(time(next.listDate), next.mlsNumber).toBeGreaterThan(
          time(record.timestamps.closedDate!),
        )
        if (record.lastStatus === 'Sld') {
          // A buyer keeps the home for a while before selling or renting it out.
          expect(time(next.listDate) - time(record.timestamps.closedDate!)).toBeGreaterThan(
            200 * DAY,
          )
        }
      })
    }
  })

  it('repeat across the years for many homes', () => {
    const repeated = histories.filter(
      (history) => new Set(history.map((r) => r.listDate.slice(0, 4))).size > 1,
    )
    expect(repeated.length).toBeGreaterThan(histories.length / 4)
  })
})

describe('dates and days on market', () => {
  it('close every past listing by today, and count its days from listing to close', () => {
    for (const record of records) {
      const listed = time(record.listDate)
      expect(listed, record.mlsNumber).toBeLessThanOrEqual(today)
      expect(time(record.timestamps.expiryDate)).toBeGreaterThan(listed)
      if (record.status === 'A') {
        expect(record.timestamps.closedDate).toBeNull()
        expect(record.daysOnMarket).toBe(Math.round((today - listed) / DAY))
        continue
      }
      const closed = time(record.timestamps.closedDate!)
      expect(closed, record.mlsNumber).toBeLessThanOrEqual(today)
      expect(closed).toBeGreaterThanOrEqual(listed)
      expect(record.daysOnMarket, record.mlsNumber).toBe(Math.round((closed - listed) / DAY))
      expect(time(record.updatedOn)).toBe(closed)
    }
  })

  it('ends an expired listing on its expiry date and any other before it', () => {
    for (const record of records.filter((r) => r.status === 'U')) {
      const closed = record.timestamps.closedDate!
      if (record.lastStatus === 'Exp') expect(closed).toBe(record.timestamps.expiryDate)
      else expect(closed < record.timestamps.expiryDate, record.mlsNumber).toBe(true)
    }
  })

  it('gives a sold date and price only to sales and leases that closed', () => {
    const withPrice = new Set(['Sld', 'Sc', 'Sce', 'Lsd', 'Lc', 'Lce'])
    for (const record of records) {
      const priced = withPrice.has(record.lastStatus)
      expect(record.soldPrice !== null, record.mlsNumber).toBe(priced)
      expect(record.soldDate !== null, record.mlsNumber).toBe(priced)
      if (record.soldDate) expect(record.soldDate.slice(0, 10)).toBe(record.timestamps.closedDate)
      const leaseStatus = ['Lsd', 'Lc', 'Lce'].includes(record.lastStatus)
      const saleStatus = ['Sld', 'Sc', 'Sce', 'Dft'].includes(record.lastStatus)
      if (leaseStatus) expect(record.type).toBe('Lease')
      if (saleStatus) expect(record.type).toBe('Sale')
    }
  })
})
