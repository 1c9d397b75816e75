import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FeedTickResponse } from '../../../contract/feed'
import type { ListingsResponse } from '../../../contract/realty'
import type { ListingRecord } from '../../src/data/listingRecord'
import { createMarketFeed } from '../../src/feed/marketFeed'
import { startTestServer, type TestServer } from '../helpers'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ config: { datasetSize: 3000 } })
})

afterAll(async () => {
  await server.close()
})

async function tick(body: object): Promise<FeedTickResponse> {
  const response = await fetch(`${server.baseUrl}/admin/feed/tick`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as FeedTickResponse
}

async function listing(mlsNumber: string, boardId: number): Promise<ListingRecord> {
  const response = await fetch(`${server.baseUrl}/listings/${mlsNumber}?boardId=${String(boardId)}`)
  expect(response.status).toBe(200)
  return (await response.json()) as ListingRecord
}

describe('POST /admin/feed/tick', () => {
  it('adds a new listing that searches find, with updatedOn now', async () => {
    const before = Date.now()
    const { events } = await tick({ kind: 'new', city: 'Toronto' })
    const made = events[0]?.listing
    expect(made).toMatchObject({ status: 'A', lastStatus: 'New', city: 'Toronto' })
    expect(Date.parse(made!.updatedOn)).toBeGreaterThanOrEqual(before - 1000)
    const search = (await (
      await fetch(
        `${server.baseUrl}/listings?city=Toronto&status=A&sortBy=updatedOnDesc&resultsPerPage=1`,
      )
    ).json()) as ListingsResponse
    expect((search.listings[0] as unknown as ListingRecord).mlsNumber).toBe(made!.mlsNumber)
  })

  it('a price change keeps the previous price in the listing changes', async () => {
    const { events } = await tick({ kind: 'priceChange' })
    const changed = events[0]!.listing!
    const record = await listing(changed.mlsNumber, changed.boardId)
    expect(record.lastStatus).toBe('Pc')
    expect(record.listPrice).toBe(changed.listPrice)
    const row = server.db
      .prepare(
        'SELECT previous_price, list_price FROM listing_changes WHERE mls_number = ? ORDER BY id DESC',
      )
      .get(changed.mlsNumber) as { previous_price: number; list_price: number }
    expect(row.list_price).toBe(changed.listPrice)
    expect(row.previous_price).not.toBe(changed.listPrice)
  })

  it('a firm sale carries the sold price and date', async () => {
    const { events } = await tick({ kind: 'firmSale' })
    // Read as stored: a guest's copy may withhold the sold price.
    const { data } = server.db
      .prepare('SELECT data FROM listing_data WHERE mls_number = ?')
      .get(events[0]!.listing!.mlsNumber) as { data: string }
    const sold = JSON.parse(data) as ListingRecord
    expect(sold).toMatchObject({ status: 'U', lastStatus: 'Sld' })
    expect(sold.soldPrice).toBeGreaterThan(0)
    expect(sold.soldDate).toBe(sold.updatedOn)
  })

  it('spreads drawn events across kinds and cities', async () => {
    const { events } = await tick({ events: 60 })
    expect(events).toHaveLength(60)
    expect(new Set(events.map((event) => event.kind)).size).toBeGreaterThanOrEqual(5)
    expect(new Set(events.flatMap((event) => event.listing?.city ?? [])).size).toBeGreaterThan(3)
  })

  it('refuses a bad body with a reason', async () => {
    const response = await fetch(`${server.baseUrl}/admin/feed/tick`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events: 0 }),
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toMatch(/events/)
  })
})

describe('the feed on the clock', () => {
  it('applies the events due and the same seed gives the same market', async () => {
    const run = async () => {
      const copy = await startTestServer({ config: { datasetSize: 800 } })
      let now = Date.parse('2026-11-24T10:00:00Z')
      const feed = createMarketFeed(copy.db, { seed: 42, perMinute: 6, now: () => now })
      const first = feed.tick()
      now += 60_000
      const next = feed.tick()
      const again = feed.tick()
      await copy.close()
      return { first, next, again }
    }
    const one = await run()
    const two = await run()
    expect(one.first).toHaveLength(1)
    expect(one.next).toHaveLength(6)
    expect(one.again).toHaveLength(0)
    expect(two).toEqual(one)
  })

  it('tells its listeners after each batch it applies, and after none that applies nothing', async () => {
    const copy = await startTestServer({ config: { datasetSize: 800 } })
    let now = Date.parse('2026-11-24T10:00:00Z')
    const feed = createMarketFeed(copy.db, { seed: 42, perMinute: 6, now: () => now })
    const batches: number[] = []
    const stop = feed.onApplied((events) => batches.push(events.length))
    feed.tick()
    feed.tick() // nothing due
    now += 60_000
    feed.tick()
    feed.advance(2)
    stop()
    feed.advance(1)
    await copy.close()
    expect(batches).toEqual([1, 6, 2])
  })
})
