import { describe, expect, it } from 'vitest'
import { MAJOR_STREETS } from '../../src/data/geography/streets'
import type { ListingRecord } from '../../src/data/listingRecord'
import { DATASET_TODAY, generateListings } from '../../src/data/listings'

const records = [...generateListings({ seed: 5, count: 6000, today: DATASET_TODAY })]

/** Metres between two listings, flat-earth: fine across a neighbourhood. */
function metres(a: ListingRecord, b: ListingRecord): number {
  const north = (a.map.latitude - b.map.latitude) * 111_320
  const east =
    (a.map.longitude - b.map.longitude) * 111_320 * Math.cos((a.map.latitude * Math.PI) / 180)
  return Math.hypot(north, east)
}

const isMajor = (record: ListingRecord) =>
  (MAJOR_STREETS[record.address.city] ?? []).some(
    (street) =>
      street.name === record.address.streetName &&
      street.suffix === (record.address.streetSuffix ?? ''),
  )

/** One record per home on each residential street, keyed "City|Name Suffix". */
function residentialStreets(): Map<string, ListingRecord[]> {
  const streets = new Map<string, Map<string, ListingRecord>>()
  for (const record of records.filter((r) => !isMajor(r))) {
    const { city, streetName, streetSuffix, streetNumber, unitNumber } = record.address
    const key = `${city}|${streetName} ${streetSuffix}`
    const homes = streets.get(key) ?? new Map<string, ListingRecord>()
    homes.set(`${streetNumber}/${unitNumber}`, record)
    streets.set(key, homes)
  }
  return new Map([...streets].map(([key, homes]) => [key, [...homes.values()]]))
}

describe('streets', () => {
  it('keeps a residential street in one place: its homes lie within a walk of each other', () => {
    const streets = residentialStreets()
    expect(streets.size).toBeGreaterThan(100)
    for (const [key, homes] of streets) {
      const first = homes[0]!
      const farthest = Math.max(...homes.map((home) => metres(first, home)))
      // A street holds at most 60 lots a side, 12 m apart: under 1.5 km end to end.
      expect(farthest, key).toBeLessThan(1500)
    }
  })

  it('numbers homes up the street, odd on one side and even on the other', () => {
    for (const [key, homes] of residentialStreets()) {
      const houses = homes.filter((home) => !home.address.unitNumber)
      const odd = houses.filter((home) => Number(home.address.streetNumber) % 2 === 1)
      const even = houses.filter((home) => Number(home.address.streetNumber) % 2 === 0)
      for (const side of [odd, even]) {
        side.sort((a, b) => Number(a.address.streetNumber) - Number(b.address.streetNumber))
        const first = side[0]
        const distances = side.map((home) => (first ? metres(first, home) : 0))
        distances.forEach((distance, i) => {
          if (i > 0) expect(distance, key).toBeGreaterThan(distances[i - 1]!)
        })
      }
      // Facing homes stand across the road from each other, never side by side.
      for (const a of odd) for (const b of even) expect(metres(a, b), key).toBeGreaterThan(25)
    }
  })

  it('gives each neighbourhood one major intersection', () => {
    const crossings = new Map<string, Set<string>>()
    for (const { address } of records) {
      const key = `${address.city}/${address.neighborhood}`
      crossings.set(key, (crossings.get(key) ?? new Set()).add(address.majorIntersection ?? ''))
    }
    for (const [key, names] of crossings) expect(names.size, key).toBe(1)
  })

  it('uses the real arterial roads of each city', () => {
    const toronto = new Set(
      records
        .filter((r) => r.address.city === 'Toronto' && isMajor(r))
        .map((r) => r.address.streetName),
    )
    expect(toronto).toContain('Yonge')
    expect(toronto).toContain('Bloor')
  })
})
