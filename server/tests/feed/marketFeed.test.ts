import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FeedTickResponse } from '../../../contract/feed'
import type { ListingsResponse } from '../../../contract/realty'
import type { ListingRecord } from '../../src/data/listingRecord'
import { createMarketFeed } from '../../src/feed/marketFeed'
import { LOCAL_SERVICE_KEY_FILE, SERVICE_KEY_HEADER } from '../../src/auth/serviceKey'
import { startTestPool } from '../customer/tokens'
import { SPA_ORIGIN, startTestServer, type TestServer } from '../helpers'
import { productionServerSettings } from '../productionSettings'
import { adminHeaders, tickFeed } from './feedTick'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ config: { datasetSize: 3000 } })
})

afterAll(async () => {
  await server.close()
})

async function tick(body: object): Promise<FeedTickResponse> {
  const response = await tickFeed(server, body)
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
    const response = await tickFeed(server, { events: 0 })
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

describe('who may drive the feed', () => {
  const post = (target: TestServer, headers: Record<string, string> = {}) =>
    fetch(`${target.baseUrl}/admin/feed/tick`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ kind: 'new' }),
    })

  it('refuses a caller on this machine without the service key', async () => {
    const response = await post(server)
    expect(response.status).toBe(401)
    expect(((await response.json()) as { message: string }).message).toBe(
      'The feed needs the service key in the x-service-key header.',
    )
    expect((await post(server, { 'x-service-key': 'k'.repeat(43) })).status).toBe(401)
    // A page on this machine never holds the key, and one that learnt it cannot replay it.
    const fromPage = await post(server, { ...adminHeaders(server.dataDir), origin: SPA_ORIGIN })
    expect(fromPage.status).toBe(401)
  })

  it('keeps the development key in the data folder, readable by its owner only', () => {
    const file = join(server.dataDir, LOCAL_SERVICE_KEY_FILE)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(file, 'utf8').trim()).toHaveLength(43)
  })

  it('refuses a visitor a proxy on this host forwards, even with the key', async () => {
    const proxied = await startTestServer({ config: { trustProxy: 1 } })
    try {
      const key = adminHeaders(proxied.dataDir)
      const visitor = await post(proxied, { ...key, 'x-forwarded-for': '203.0.113.9' })
      expect(visitor.status).toBe(403)
      // A client's own forwarded entries name no one: the proxy's last entry is the visitor.
      const forged = await post(proxied, { ...key, 'x-forwarded-for': '127.0.0.1, 203.0.113.9' })
      expect(forged.status).toBe(403)
      expect((await post(proxied, key)).status).toBe(200)
    } finally {
      await proxied.close()
    }
  })

  it('has no such route in production', async () => {
    // A production start refuses the emulator's keys: a pool of the test's own stands in.
    const pool = await startTestPool()
    const settings = productionServerSettings(pool.jwksUrl)
    const production = await startTestServer({ config: settings })
    try {
      const key = { [SERVICE_KEY_HEADER]: settings.realtyServiceKey ?? '' }
      expect((await post(production, key)).status).toBe(404)
    } finally {
      await production.close()
      await pool.close()
    }
  })
})
