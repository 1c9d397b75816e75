import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { BOARDS, RESTRICTED_HISTORY_BOARDS } from '../../src/data/boards'
import { CITIES, LAKE_ONTARIO, cityNamed } from '../../src/data/geography/cities'
import { NEIGHBOURHOODS } from '../../src/data/geography/neighbourhoods'
import { pointInRing, type Position } from '../../src/data/geometry'
import type { ListingRecord } from '../../src/data/listingRecord'
import { DATASET_TODAY, generateListings } from '../../src/data/listings'

const SEED = 7
const records: ListingRecord[] = [
  ...generateListings({ seed: SEED, count: 6000, today: DATASET_TODAY }),
]
const position = (record: ListingRecord): Position => [record.map.longitude, record.map.latitude]

function digest(list: Iterable<ListingRecord>): string {
  const hash = createHash('sha256')
  for (const record of list) hash.update(JSON.stringify(record))
  return hash.digest('hex')
}

describe('determinism', () => {
  it('gives the same bytes for the same seed and count', () => {
    const again = generateListings({ seed: SEED, count: 6000, today: DATASET_TODAY })
    expect(digest(again)).toBe(digest(records))
  })

  it('gives another dataset for another seed', () => {
    const other = generateListings({ seed: SEED + 1, count: 200, today: DATASET_TODAY })
    expect(digest(other)).not.toBe(digest(records.slice(0, 200)))
  })

  it('produces exactly the count asked for, with unique MLS numbers', () => {
    expect(records).toHaveLength(6000)
    expect(new Set(records.map((r) => `${r.mlsNumber}/${String(r.boardId)}`)).size).toBe(6000)
  })
})

describe('geography', () => {
  it('has the 11 trend cities, each with a centre inside it and out of the lake', () => {
    expect(CITIES.map((city) => city.name).sort()).toEqual(
      [
        'Ajax',
        'Brampton',
        'Burlington',
        'Markham',
        'Mississauga',
        'Oakville',
        'Pickering',
        'Richmond Hill',
        'Toronto',
        'Vaughan',
        'Whitby',
      ].sort(),
    )
    for (const city of CITIES) {
      expect(pointInRing(city.center, city.boundary), city.name).toBe(true)
      expect(pointInRing(city.center, LAKE_ONTARIO), city.name).toBe(false)
    }
  })

  it('puts every neighbourhood centre inside its own city and no other', () => {
    for (const neighbourhood of NEIGHBOURHOODS) {
      const containing = CITIES.filter((city) => pointInRing(neighbourhood.center, city.boundary))
      expect(
        containing.map((city) => city.name),
        neighbourhood.name,
      ).toEqual([neighbourhood.city])
    }
  })

  it('places no listing in Lake Ontario and every listing inside its own city', () => {
    for (const record of records) {
      expect(pointInRing(position(record), LAKE_ONTARIO), record.mlsNumber).toBe(false)
      expect(pointInRing(position(record), cityNamed(record.address.city).boundary)).toBe(true)
    }
  })

  it('gives postal codes whose first three characters fit the neighbourhood', () => {
    const fsaOf = new Map(NEIGHBOURHOODS.map((n) => [`${n.city}/${n.name}`, n.fsa]))
    for (const record of records) {
      const fsa = fsaOf.get(`${record.address.city}/${record.address.neighborhood}`)
      expect(record.address.zip).toMatch(/^[A-Z]\d[A-Z] \d[A-Z]\d$/)
      expect(record.address.zip?.slice(0, 3), record.mlsNumber).toBe(fsa)
    }
  })
})

describe('market', () => {
  const sales = (type: string, city: string) =>
    records.filter(
      (r) => r.type === 'Sale' && r.details.propertyType === type && r.address.city === city,
    )
  const median = (values: number[]) =>
    values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

  // GTA asking prices, 2019 to 2026, from a Whitby bachelor to a Rosedale mansion; rents monthly.
  const SALE_BANDS: Readonly<Record<string, readonly [number, number]>> = {
    'Condo Apartment': [150_000, 3_500_000],
    'Condo Townhouse': [250_000, 3_500_000],
    Detached: [450_000, 12_000_000],
    'Semi-Detached': [350_000, 6_000_000],
    'Att/Row/Townhouse': [350_000, 5_000_000],
    Link: [350_000, 5_000_000],
    Cottage: [350_000, 5_000_000],
    Duplex: [700_000, 8_000_000],
    Triplex: [700_000, 8_000_000],
    Fourplex: [700_000, 8_000_000],
    Multiplex: [700_000, 8_000_000],
    'Vacant Land': [300_000, 6_000_000],
  }
  const LEASE_BANDS: Readonly<Record<string, readonly [number, number]>> = {
    'Condo Apartment': [1000, 10_000],
    Detached: [1800, 15_000],
  }
  const COMMERCIAL_SALE: readonly [number, number] = [300_000, 12_000_000]
  const COMMERCIAL_LEASE: readonly [number, number] = [1500, 25_000]
  const OTHER_LEASE: readonly [number, number] = [1200, 10_000]

  it('prices sales and leases in plausible ranges for each type', () => {
    for (const record of records) {
      const type = record.details.propertyType
      const commercial = record.class === 'CommercialProperty'
      const [low, high] =
        record.type === 'Sale'
          ? commercial
            ? COMMERCIAL_SALE
            : SALE_BANDS[type]!
          : commercial
            ? COMMERCIAL_LEASE
            : (LEASE_BANDS[type] ?? OTHER_LEASE)
      expect(record.listPrice, `${record.mlsNumber} ${type}`).toBeGreaterThanOrEqual(low)
      expect(record.listPrice, `${record.mlsNumber} ${type}`).toBeLessThanOrEqual(high)
    }
  })

  it('prices the same home higher in Oakville than in Brampton, and condos below houses', () => {
    const medianOf = (type: string, city: string) =>
      median(sales(type, city).map((r) => r.listPrice))
    expect(medianOf('Detached', 'Oakville')).toBeGreaterThan(medianOf('Detached', 'Brampton'))
    expect(medianOf('Detached', 'Toronto')).toBeGreaterThan(medianOf('Condo Apartment', 'Toronto'))
    expect(medianOf('Condo Apartment', 'Toronto')).toBeGreaterThan(300_000)
  })

  it('prices a Toronto detached well above a Whitby condo', () => {
    const torontoDetached = median(sales('Detached', 'Toronto').map((r) => r.listPrice))
    const whitbyCondo = median(
      records
        .filter((r) => r.type === 'Sale' && r.address.city === 'Whitby')
        .filter((r) => r.class === 'CondoProperty')
        .map((r) => r.listPrice),
    )
    expect(torontoDetached).toBeGreaterThan(1_200_000)
    expect(whitbyCondo).toBeLessThan(800_000)
    expect(torontoDetached).toBeGreaterThan(2 * whitbyCondo)
  })

  it('covers every Home Type of the filter bar and every status', () => {
    const types = new Set(records.map((r) => r.details.propertyType))
    for (const type of [
      'Detached',
      'Semi-Detached',
      'Condo Apartment',
      'Condo Townhouse',
      'Vacant Land',
    ]) {
      expect(types, type).toContain(type)
    }
    expect(
      [...types].some((type) => ['Duplex', 'Triplex', 'Fourplex', 'Multiplex'].includes(type)),
    ).toBe(true)
    const statuses = new Set(records.map((r) => r.lastStatus))
    for (const status of [
      'New',
      'Pc',
      'Sld',
      'Sc',
      'Sce',
      'Lsd',
      'Lc',
      'Exp',
      'Sus',
      'Ter',
      'Dft',
    ]) {
      expect(statuses, status).toContain(status)
    }
  })
})

describe('history', () => {
  it('closes every sold or leased listing on or after it was listed, near its asking price', () => {
    for (const record of records) {
      if (record.status === 'A') {
        expect(['New', 'Pc']).toContain(record.lastStatus)
        expect(record.soldPrice).toBeNull()
        expect(record.soldDate).toBeNull()
        continue
      }
      if (record.soldPrice === null) continue
      expect(record.soldDate! >= record.listDate, record.mlsNumber).toBe(true)
      expect(record.soldPrice / record.listPrice).toBeGreaterThan(0.8)
      expect(record.soldPrice / record.listPrice).toBeLessThan(1.4)
    }
  })

  it('keeps seven years of closed history and some sales over asking', () => {
    const years = new Set(
      records.filter((r) => r.status === 'U').map((r) => r.listDate.slice(0, 4)),
    )
    expect(years.size).toBeGreaterThanOrEqual(7)
    expect(
      records.some((r) => r.soldPrice !== null && r.type === 'Sale' && r.soldPrice > r.listPrice),
    ).toBe(true)
  })

  it('lists the same address again across the years', () => {
    const seen = new Map<string, Set<string>>()
    for (const record of records) {
      const { unitNumber, streetNumber, streetName, city } = record.address
      const key = `${unitNumber}|${streetNumber}|${streetName}|${city}`
      const years = seen.get(key) ?? new Set()
      years.add(record.listDate.slice(0, 4))
      seen.set(key, years)
    }
    const repeated = [...seen.values()].filter((years) => years.size > 1).length
    expect(repeated).toBeGreaterThan(500)
  })
})

describe('boards and permissions', () => {
  it('uses boards 2 and 86, with notices only on 86', () => {
    const boards = new Set(records.map((r) => r.boardId))
    expect(boards).toContain(2)
    expect(boards).toContain(86)
    expect(BOARDS.map(([id]) => id)).toEqual(expect.arrayContaining([...RESTRICTED_HISTORY_BOARDS]))
    for (const record of records) expect(record.boardNotice !== null).toBe(record.boardId === 86)
  })

  it('withholds public display for a realistic share', () => {
    const hidden = records.filter(
      (r) => r.permissions.displayAddressOnInternet === 'N' || r.permissions.displayPublic === 'N',
    ).length
    expect(hidden / records.length).toBeGreaterThan(0.05)
    expect(hidden / records.length).toBeLessThan(0.25)
  })
})

describe('rooms', () => {
  it('name a feature once in a room', () => {
    const rooms = records.flatMap((record) => record.rooms)
    expect(rooms.length).toBeGreaterThan(1000)
    for (const room of rooms) {
      const named = [room.features, room.features2, room.features3].filter(Boolean)
      expect(new Set(named).size, JSON.stringify(room)).toBe(named.length)
    }
  })
})
