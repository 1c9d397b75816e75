import { describe, expect, it } from 'vitest'
import { fakeProviderFixture, listingAt, text } from './fixture'

const { current, call, ok, refusal } = fakeProviderFixture()

describe('the fake provider: keys and failures', () => {
  it.each([
    ['no key', null],
    ['a wrong key', 'not-the-key'],
  ])('answers 401 with %s', async (_case, key) => {
    const { status, body } = await call('/listings', key)
    expect(status).toBe(401)
    expect(body).toEqual([[{ msg: 'Invalid or missing API key' }]])
  })

  it.each([
    ['pageNum=0', 'pageNum'],
    ['resultsPerPage=1000', 'resultsPerPage'],
    ['lastStatus=Lce', 'lastStatus'],
    ['statistics=pct-aboveBelowList', 'statistics'],
    ['statistics=cmp-previous', 'statistics'],
    ['sortBy=distanceAsc', 'sortBy'],
    ['clusterPrecision=12', 'cluster'],
    // An unknown parameter is refused without naming one.
    ['unknownParam=1', ''],
    ['map=%5B1%2C2%5D', 'map'],
    ['aggregates=details.nope', 'aggregates'],
  ])('refuses %s with 400 in the provider error shape', async (query, param) => {
    const refused = await refusal(`/listings?${query}`)
    expect(refused.status).toBe(400)
    expect(refused.msg).toEqual(expect.any(String))
    expect(refused.param).toBe(param)
  })

  it('answers 429 with Retry-After as many times as told, then recovers', async () => {
    current().settings.fail = { status: 429, times: 2 }
    for (let i = 0; i < 2; i += 1) {
      const { status, headers } = await call('/listings?resultsPerPage=1')
      expect(status).toBe(429)
      expect(headers.get('retry-after')).toBe('1')
    }
    expect((await call('/listings?resultsPerPage=1')).status).toBe(200)
  })

  it('can be told over HTTP to answer slowly', async () => {
    const response = await fetch(`${current().url}/__fake/settings`, {
      method: 'POST',
      headers: {
        'REPLIERS-API-KEY': current().settings.apiKey,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ latencyMs: 30 }),
    })
    expect(response.status).toBe(200)
    const started = performance.now()
    await ok('/listings?resultsPerPage=1')
    expect(performance.now() - started).toBeGreaterThanOrEqual(25)
  })
})

describe('the fake provider: listings in both response versions', () => {
  it('sends version 2: listPrice a string, other numbers numbers, rooms an array, nulls', async () => {
    const { listings } = await ok('/listings?resultsPerPage=50&type=sale')
    const listing = listingAt(listings)
    expect(listing.listPrice).toMatch(/^\d+\.\d{2}$/)
    expect(typeof listing.originalPrice).toBe('number')
    expect(listing.soldPrice).toBe(0)
    expect(typeof listing.map?.latitude).toBe('number')
    expect(typeof listing.details?.numBedrooms).toBe('number')
    expect(Array.isArray(listing.rooms)).toBe(true)
    expect(listings.some((item) => item.address?.unitNumber === null)).toBe(true)
    expect(listings.some((item) => item.address?.streetDirection === null)).toBe(true)
  })

  it('sends version 1: numbers and coordinates as strings, rooms keyed "1".."n"', async () => {
    current().settings.version = 1
    const { listings } = await ok('/listings?resultsPerPage=20&type=sale')
    const listing = listingAt(listings)
    expect(listing.soldPrice).toBe('0.00')
    expect(typeof listing.map?.latitude).toBe('string')
    expect(typeof listing.details?.numBedrooms).toBe('string')
    expect(typeof listing.daysOnMarket).toBe('string')
    const rooms = Object.keys(listing.rooms ?? {})
    expect(rooms.slice(0, 3)).toEqual(['1', '2', '3'])
    expect(rooms.length).toBeGreaterThanOrEqual(12)
  })

  it('answers only active listings unless status says otherwise, newest update first', async () => {
    const active = await ok('/listings?resultsPerPage=100')
    expect(active.listings.every((listing) => listing.status === 'A')).toBe(true)
    const dates = active.listings.map((listing) => text(listing.updatedOn))
    expect([...dates].sort().reverse()).toEqual(dates)
    const both = await ok('/listings?status=A&status=U&resultsPerPage=1')
    expect(both.count).toBeGreaterThan(active.count)
  })

  it('filters, pages and projects fields', async () => {
    const query =
      '/listings?type=sale&class=condo&minBedrooms=2&city=Toronto&resultsPerPage=10&fields=mlsNumber,details.numBedrooms,address.city,images[1]'
    const first = await ok(query)
    expect(first.pageSize).toBe(10)
    expect(first.numPages).toBe(Math.ceil(first.count / 10))
    for (const listing of first.listings) {
      expect(Object.keys(listing).sort()).toEqual(['address', 'details', 'images', 'mlsNumber'])
      expect(listing.address?.city).toBe('Toronto')
      expect(listing.details?.numBedrooms).toBeGreaterThanOrEqual(2)
      expect(listing.images?.length).toBeLessThanOrEqual(1)
    }
    const second = await ok(`${query}&pageNum=2`)
    const firstIds = new Set(first.listings.map((listing) => listing.mlsNumber))
    expect(second.listings.some((listing) => firstIds.has(listing.mlsNumber))).toBe(false)
  })

  it('drops every field not asked for, even inside an object, and makes none up', async () => {
    const { listings } = await ok(
      '/listings?class=residential&resultsPerPage=20&fields=mlsNumber,address.city,condominium.fees.maintenance',
    )
    expect(listings.length).toBeGreaterThan(0)
    for (const listing of listings) {
      // A house has no condominium: the path gives nothing rather than an empty object.
      expect(Object.keys(listing).sort()).toEqual(['address', 'mlsNumber'])
      expect(Object.keys(listing.address ?? {})).toEqual(['city'])
    }
  })

  it('takes no field list for one listing, only raw (the whole listing)', async () => {
    const [first] = (await ok('/listings?resultsPerPage=1')).listings
    const path = `/listings/${String(first?.mlsNumber)}?boardId=${String(first?.boardId)}`
    expect((await refusal(`${path}&fields=mlsNumber`)).status).toBe(400)
    expect(await ok(`${path}&fields=raw`)).toEqual(first)
  })

  it('searches given fields only, from the start of a word', async () => {
    const { listings } = await ok('/listings?resultsPerPage=1&fields=address.streetName')
    const street = text(listingAt(listings).address?.streetName).slice(0, 4).toLowerCase()
    const found = await ok(
      `/listings?search=${encodeURIComponent(street)}&searchFields=address.streetName&fields=address.streetName`,
    )
    expect(found.count).toBeGreaterThan(0)
    for (const listing of found.listings) {
      expect(text(listing.address?.streetName).toLowerCase().startsWith(street)).toBe(true)
    }
  })

  it('finds every listed street number on every listed street name, whatever the case', async () => {
    const { listings } = await ok('/listings?resultsPerPage=2&status=A&status=U&fields=address')
    const [one, two] = listings.map((listing) => listingAt([listing]).address)
    const names = [text(one?.streetName).toUpperCase(), text(two?.streetName)]
    const numbers = [text(one?.streetNumber), text(two?.streetNumber)]
    const query = [
      ...names.map((name) => `streetName=${encodeURIComponent(name)}`),
      ...numbers.map((number) => `streetNumber=${encodeURIComponent(number)}`),
    ].join('&')
    const found = await ok(`/listings?${query}&status=A&status=U&resultsPerPage=200&fields=address`)
    expect(found.count).toBeGreaterThanOrEqual(2)
    for (const listing of found.listings) {
      const { streetName, streetNumber } = listingAt([listing]).address ?? {}
      expect(names.map((name) => name.toLowerCase())).toContain(text(streetName).toLowerCase())
      expect(numbers).toContain(text(streetNumber))
    }
  })

  it('sends conditional leases as Lc, the provider status that covers them', async () => {
    const { aggregates } = await ok(
      '/listings?status=U&type=lease&listings=false&aggregates=lastStatus',
    )
    expect(Object.keys(aggregates?.lastStatus ?? {})).toContain('Lsd')
    expect(Object.keys(aggregates?.lastStatus ?? {})).not.toContain('Lce')
  })
})

interface Figure {
  readonly avg?: number
  readonly med?: number
  readonly count: number
  readonly mth?: Readonly<Record<string, Figure>>
}

describe('the fake provider: statistics and clusters', () => {
  it('nests monthly groups inside each statistic (grp-mth)', async () => {
    const response = await ok(
      '/listings?status=U&lastStatus=Sld&city=Toronto&minSoldDate=2025-01-01&listings=false&statistics=avg-soldPrice,med-soldPrice,cnt-closed,avg-daysOnMarket,grp-mth',
    )
    const statistics = response.statistics as Readonly<Record<string, Figure>>
    const soldPrice = statistics.soldPrice!
    expect(soldPrice.avg).toEqual(expect.any(Number))
    expect(soldPrice.med).toEqual(expect.any(Number))
    const months = Object.keys(soldPrice.mth ?? {})
    expect(months.length).toBeGreaterThan(3)
    expect(months.every((month) => /^\d{4}-\d{2}$/.test(month))).toBe(true)
    const month = months[0]!
    expect(soldPrice.mth?.[month]).toEqual({
      avg: expect.any(Number) as number,
      med: expect.any(Number) as number,
      count: expect.any(Number) as number,
    })
    expect(statistics.closed?.count).toBe(soldPrice.count)
    expect(statistics.closed?.mth?.[month]).toEqual({ count: soldPrice.mth?.[month]?.count })
    expect(statistics.daysOnMarket?.avg).toEqual(expect.any(Number))
  })

  it('clusters only with cluster=true, limited and with one listing cut to clusterFields', async () => {
    const plain = await ok('/listings?listings=false&clusterFields=mlsNumber')
    expect(plain.aggregates).toBeUndefined()
    const { aggregates, count } = await ok(
      '/listings?listings=false&cluster=true&clusterPrecision=16&clusterLimit=150&clusterFields=mlsNumber,listPrice',
    )
    const clusters = aggregates?.map?.clusters ?? []
    expect(clusters.length).toBeGreaterThan(0)
    expect(clusters.length).toBeLessThanOrEqual(150)
    expect(clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBeLessThanOrEqual(count)
    const single = clusters.find((cluster) => cluster.count === 1)
    expect(single?.listing).toEqual({
      mlsNumber: expect.any(String) as string,
      listPrice: expect.any(String) as string,
    })
    for (const { bounds } of clusters) {
      expect(Number(bounds.top_left.latitude)).toBeGreaterThanOrEqual(
        Number(bounds.bottom_right.latitude),
      )
    }
  })

  it('keeps a drawn shape to the listings inside it', async () => {
    const triangle = JSON.stringify([
      [
        [-79.5, 43.6],
        [-79.3, 43.6],
        [-79.4, 43.8],
        [-79.5, 43.6],
      ],
    ])
    const inside = await ok(
      `/listings?map=${encodeURIComponent(triangle)}&resultsPerPage=100&fields=map`,
    )
    expect(inside.count).toBeGreaterThan(0)
    for (const listing of inside.listings) {
      const latitude = Number(listing.map?.latitude)
      const longitude = Number(listing.map?.longitude)
      // Inside the triangle: above its base and under both slanted sides.
      expect(latitude).toBeGreaterThanOrEqual(43.6)
      expect(latitude - 43.6).toBeLessThanOrEqual(2 * (longitude + 79.5) + 1e-9)
      expect(latitude - 43.6).toBeLessThanOrEqual(2 * (-79.3 - longitude) + 1e-9)
    }
  })
})
