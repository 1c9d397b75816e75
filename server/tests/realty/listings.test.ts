import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ListingsResponse } from '../../../contract/realty'
import type { ListingRecord } from '../../src/data/listingRecord'
import { searchListings, startTestServer, type TestServer } from '../helpers'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ config: { datasetSize: 4000 } })
})

afterAll(async () => {
  await server.close()
})

const search = (query: string) => searchListings(server, query)

async function refused(query: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/listings?${query}`)
  expect(response.status).toBe(400)
  return ((await response.json()) as { message: string }).message
}

const records = (response: ListingsResponse) => response.listings as unknown as ListingRecord[]

describe('GET /listings filters', () => {
  it('finds active Toronto sales within a price range', async () => {
    const result = await search(
      'type=sale&status=A&city=Toronto&minPrice=500000&maxPrice=1500000&resultsPerPage=50',
    )
    expect(result.count).toBeGreaterThan(0)
    for (const listing of records(result)) {
      expect(listing.type).toBe('Sale')
      expect(listing.status).toBe('A')
      expect(['New', 'Pc']).toContain(listing.lastStatus)
      expect(listing.address.city).toBe('Toronto')
      expect(listing.listPrice).toBeGreaterThanOrEqual(500_000)
      expect(listing.listPrice).toBeLessThanOrEqual(1_500_000)
    }
  })

  it('filters by class, beds, baths, sold statuses and sold dates', async () => {
    const result = await search(
      'class=condo&minBeds=2&minBaths=2&status=U&lastStatus=Sld&minSoldDate=2023-01-01&resultsPerPage=50',
    )
    expect(result.count).toBeGreaterThan(0)
    for (const listing of records(result)) {
      expect(listing.class).toBe('CondoProperty')
      expect(listing.details.numBedrooms).toBeGreaterThanOrEqual(2)
      expect(listing.details.numBathrooms).toBeGreaterThanOrEqual(2)
      expect(listing.lastStatus).toBe('Sld')
      expect(listing.soldDate! >= '2023-01-01').toBe(true)
    }
  })

  it('matches keywords in the description and addresses', async () => {
    const result = await search('search=balcony&resultsPerPage=20')
    expect(result.count).toBeGreaterThan(0)
    for (const listing of records(result)) {
      expect(listing.details.description?.toLowerCase()).toContain('balcony')
    }
  })

  it('counts a keyword search the same on its pages, its last, past its end and with no page', async () => {
    const words = 'search=balcony&status=A&status=U&sortBy=listPriceAsc&resultsPerPage=7'
    const counted = await search(`${words}&listings=false`)
    const last = Math.ceil(counted.count / 7)
    expect(last).toBeGreaterThan(1)
    const pages = await Promise.all(
      [1, last, last + 1].map((pageNum) => search(`${words}&pageNum=${String(pageNum)}`)),
    )
    for (const result of pages) {
      expect(result).toMatchObject({ count: counted.count, numPages: last, pageSize: 7 })
    }
    expect(pages.map((result) => result.listings.length)).toEqual([
      7,
      counted.count - 7 * (last - 1),
      0,
    ])
  })
})

describe('GET /listings pages and sorting', () => {
  it('pages with count, numPages, page and pageSize', async () => {
    const first = await search('status=A&resultsPerPage=8&pageNum=1&sortBy=listPriceAsc')
    const second = await search('status=A&resultsPerPage=8&pageNum=2&sortBy=listPriceAsc')
    expect(first).toMatchObject({ page: 1, pageSize: 8, numPages: Math.ceil(first.count / 8) })
    expect(first.listings).toHaveLength(8)
    const firstPrices = records(first).map((l) => l.listPrice)
    expect(firstPrices).toEqual([...firstPrices].sort((a, b) => a - b))
    expect(records(second)[0]!.listPrice).toBeGreaterThanOrEqual(firstPrices.at(-1)!)
  })

  it.each([
    ['listPriceDesc', (l: ListingRecord) => -l.listPrice],
    ['bedsAsc', (l: ListingRecord) => l.details.numBedrooms],
    ['bathsDesc', (l: ListingRecord) => -l.details.numBathrooms],
    ['createdOnDesc', (l: ListingRecord) => -Date.parse(l.listDate)],
  ] as const)('sorts by %s', async (sortBy, key) => {
    const keys = records(await search(`sortBy=${sortBy}&resultsPerPage=40`)).map(key)
    expect(keys).toEqual([...keys].sort((a, b) => a - b))
  })

  it('defaults to active listings, most recently updated first, as the provider', async () => {
    const plain = await search('resultsPerPage=40')
    const active = await search('resultsPerPage=40&status=A&sortBy=updatedOnDesc')
    expect(plain.count).toBe(active.count)
    expect(records(plain).every((listing) => listing.status === 'A')).toBe(true)
    expect(records(plain).map((l) => l.mlsNumber)).toEqual(records(active).map((l) => l.mlsNumber))
    const updated = records(plain).map((l) => Date.parse(l.updatedOn))
    expect(updated).toEqual([...updated].sort((x, y) => y - x))
    const both = await search('listings=false&status=A&status=U')
    expect(both.count).toBeGreaterThan(plain.count)
  })

  it('keeps the Recommended (random) order stable between calls', async () => {
    const ids = async () =>
      records(await search('sortBy=random&resultsPerPage=10')).map((l) => l.mlsNumber)
    expect(await ids()).toEqual(await ids())
  })

  it('projects fields and can leave listings out', async () => {
    const projected = await search('resultsPerPage=3&fields=mlsNumber,address.city')
    for (const listing of projected.listings) {
      expect(Object.keys(listing).sort()).toEqual(['address', 'mlsNumber'])
      expect(Object.keys(listing.address as object)).toEqual(['city'])
    }
    const countOnly = await search('listings=false&status=A')
    expect(countOnly.listings).toEqual([])
    expect(countOnly.count).toBeGreaterThan(0)
  })
})

describe('GET /listings map, clusters and aggregates', () => {
  const downtown = JSON.stringify([
    [
      [-79.42, 43.63],
      [-79.35, 43.63],
      [-79.35, 43.68],
      [-79.42, 43.68],
      [-79.42, 43.63],
    ],
  ])

  it('keeps results inside the map polygon', async () => {
    const result = await search(`map=${encodeURIComponent(downtown)}&resultsPerPage=200`)
    expect(result.count).toBeGreaterThan(0)
    for (const listing of records(result)) {
      expect(listing.map.longitude).toBeGreaterThanOrEqual(-79.42)
      expect(listing.map.longitude).toBeLessThanOrEqual(-79.35)
      expect(listing.map.latitude).toBeGreaterThanOrEqual(43.63)
      expect(listing.map.latitude).toBeLessThanOrEqual(43.68)
    }
  })

  it('repairs a self-intersecting (bow-tie) polygon instead of failing', async () => {
    const bowTie = JSON.stringify([
      [
        [-79.42, 43.63],
        [-79.35, 43.68],
        [-79.35, 43.63],
        [-79.42, 43.68],
      ],
    ])
    const result = await search(`map=${encodeURIComponent(bowTie)}&listings=false`)
    expect(result.count).toBeGreaterThan(0)
  })

  it('groups the view into clusters whose counts add up to the total', async () => {
    const result = await search(
      `map=${encodeURIComponent(downtown)}&status=A&listings=false&cluster=true&clusterPrecision=14&clusterLimit=200`,
    )
    const { clusters } = (
      result.aggregates as { map: { clusters: { count: number; listing?: unknown }[] } }
    ).map
    expect(clusters.length).toBeGreaterThan(1)
    expect(clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(result.count)
    for (const cluster of clusters) expect(cluster.listing !== undefined).toBe(cluster.count === 1)
  })

  it('caps clusters at clusterLimit', async () => {
    const result = await search('listings=false&cluster=true&clusterPrecision=18&clusterLimit=5')
    const { clusters } = (result.aggregates as { map: { clusters: unknown[] } }).map
    expect(clusters).toHaveLength(5)
  })

  it('clusters only with cluster=true, as the provider', async () => {
    const result = await search('listings=false&clusterPrecision=14&aggregates=map')
    expect(result.aggregates).toBeUndefined()
  })

  it('projects a one-listing cluster to clusterFields', async () => {
    const result = await search(
      'listings=false&cluster=true&clusterPrecision=22&clusterLimit=200&clusterFields=mlsNumber,listPrice',
    )
    const { clusters } = (
      result.aggregates as { map: { clusters: { count: number; listing?: object }[] } }
    ).map
    const single = clusters.find((cluster) => cluster.count === 1)
    expect(single?.listing && Object.keys(single.listing).sort()).toEqual([
      'listPrice',
      'mlsNumber',
    ])
  })

  it('counts each asked field once, and map adds nothing without cluster=true', async () => {
    const result = await search(
      'listings=false&aggregates=class,class,type,type,status,lastStatus,boardId,map',
    )
    expect(Object.keys(result.aggregates ?? {}).sort()).toEqual([
      'boardId',
      'class',
      'lastStatus',
      'status',
      'type',
    ])
  })

  it('counts by a dotted field', async () => {
    const result = await search('listings=false&status=A&aggregates=details.propertyType')
    const counts = (result.aggregates as { details: { propertyType: Record<string, number> } })
      .details.propertyType
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(result.count)
    expect(counts.Detached).toBeGreaterThan(0)
  })

  it('finds a neighbourhood by the name a list URL carries, without its punctuation', async () => {
    const all = await search('listings=false&city=Toronto&aggregates=address.neighborhood')
    const names = Object.keys(
      (all.aggregates as { address: { neighborhood: Record<string, number> } }).address
        .neighborhood,
    )
    const punctuated = names.find((name) => /[-.'/]/.test(name))
    expect(punctuated).toBeDefined()
    const exact = await search(`listings=false&neighborhood=${encodeURIComponent(punctuated!)}`)
    // /list/on/toronto/yonge-eglinton reads back as "Yonge Eglinton".
    const fromSlug = punctuated!.replace(/[-.'/]+/g, ' ').toUpperCase()
    const loose = await search(`listings=false&neighborhood=${encodeURIComponent(fromSlug)}`)
    expect(exact.count).toBeGreaterThan(0)
    expect(loose.count).toBe(exact.count)
    expect((await search('listings=false&neighborhood=Nowhere%20Heights')).count).toBe(0)
  })
})

describe('guests and permissions', () => {
  it('never shows a guest the address or sold price of a listing that is not public', async () => {
    const hidden = server.db
      .prepare(
        'SELECT mls_number AS mls FROM listings WHERE display_public = 0 AND sold_price IS NOT NULL LIMIT 1',
      )
      .get() as { mls: string }
    const result = await search(`search=${hidden.mls}&status=U`)
    const listing = records(result).find((l) => l.mlsNumber === hidden.mls)!
    expect(listing.address.streetName).toBe('')
    expect(listing.address.streetNumber).toBe('')
    expect(listing.soldPrice).toBeNull()
    const detail = await fetch(`${server.baseUrl}/listings/${hidden.mls}`)
    const body = (await detail.json()) as ListingRecord
    expect(body.address.streetName).toBe('')
    expect(body.soldPrice).toBeNull()
  })
})

describe('GET /listings/:mlsNumber', () => {
  it('returns one listing, narrowed by the board-id header', async () => {
    const row = server.db
      .prepare('SELECT mls_number AS mls, board_id AS board FROM listings LIMIT 1')
      .get() as {
      mls: string
      board: number
    }
    const response = await fetch(`${server.baseUrl}/listings/${row.mls}`, {
      headers: { 'board-id': String(row.board) },
    })
    expect(response.status).toBe(200)
    expect(((await response.json()) as ListingRecord).mlsNumber).toBe(row.mls)
    const otherBoard = await fetch(`${server.baseUrl}/listings/${row.mls}`, {
      headers: { 'board-id': '9999' },
    })
    expect(otherBoard.status).toBe(404)
  })

  it('answers 400 for a malformed MLS number', async () => {
    const response = await fetch(`${server.baseUrl}/listings/not.an.mls`)
    expect(response.status).toBe(400)
  })
})

describe('bad input', () => {
  it.each([
    ['pageNum=-1', 'pageNum'],
    ['pageNum=abc', 'pageNum'],
    ['resultsPerPage=201', 'resultsPerPage'],
    ['sortBy=priceDesc', 'sortBy'],
    ['minPrice=-5', 'minPrice'],
    ['type=rent', 'type'],
    ['clusterPrecision=30', 'clusterPrecision'],
    ['map=nonsense', 'map'],
    [`map=${encodeURIComponent('[[[-79.4,43.6],[-79.3,43.6]]]')}`, 'map'],
    [`map=${encodeURIComponent('[[[-279.4,43.6],[-79.3,43.6],[-79.3,43.7]]]')}`, 'map'],
    [`search=${'x'.repeat(101)}`, 'search'],
    [`search=${encodeURIComponent("1' OR 1=1; --")}`, 'search'],
    [`search=${encodeURIComponent('x UNION SELECT password FROM users')}`, 'search'],
    ['aggregates=details.secret', 'aggregates'],
    // Only the whitelist's own names: inherited object properties are unknown fields, not 500s.
    ['aggregates=constructor', 'constructor'],
    ['aggregates=__proto__', '__proto__'],
    ['aggregates=toString', 'toString'],
    ['aggregates=valueOf', 'valueOf'],
    ['aggregates=class,type,status,lastStatus,boardId,address.city', 'at most 5'],
    ['statistics=constructor', 'constructor'],
    ['statistics=__proto__', '__proto__'],
    ['statistics=toString', 'toString'],
    ['statistics=valueOf', 'valueOf'],
    ['statistics=avg-soldPrice,pct-aboveBelowList', 'pct-aboveBelowList'],
    ['statistics=cmp-previous', 'cmp-previous'],
    ['lastStatus=Lce', 'lastStatus'],
    ['clusterLimit=201', 'clusterLimit'],
    ['fields=a..b', 'fields'],
    ['unknown=1', 'unknown'],
  ])('%s answers 400 naming %s', async (query, parameter) => {
    expect(await refused(query)).toContain(parameter)
  })
})
