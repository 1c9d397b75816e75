import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMarketFeed, type FeedEvent } from '../../src/feed/marketFeed'
import { startTestServer, type TestServer } from '../helpers'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ config: { datasetSize: 3000 } })
})

afterAll(async () => {
  await server.close()
})

const NOW = Date.parse('2026-11-24T10:00:00Z')

/** What an event did, without the clock-free parts that would hide a difference. */
const summary = (events: readonly FeedEvent[]) =>
  events.map((event) => [event.kind, event.listing?.mlsNumber, event.listing?.listPrice])

describe('the listing each feed event acts on', () => {
  it('the same seed gives the same events, drawn or forced, on two copies of one market', async () => {
    const run = async () => {
      const copy = await startTestServer({ config: { datasetSize: 800 } })
      const feed = createMarketFeed(copy.db, { seed: 9, perMinute: 0, now: () => NOW })
      const events = [
        ...feed.advance(30),
        ...feed.advance(5, { kind: 'backOnMarket' }),
        ...feed.advance(5, { kind: 'lease', city: 'Toronto' }),
      ]
      await copy.close()
      return summary(events)
    }
    const one = await run()
    expect(one.filter(([, mlsNumber]) => mlsNumber !== undefined).length).toBeGreaterThan(35)
    expect(await run()).toEqual(one)
  })

  it('another seed gives other events', async () => {
    const copy = await startTestServer({ config: { datasetSize: 800 } })
    const first = createMarketFeed(copy.db, { seed: 1, perMinute: 0, now: () => NOW })
    const picked = summary(first.advance(10, { kind: 'priceChange' }))
    await copy.close()
    const other = await startTestServer({ config: { datasetSize: 800 } })
    const second = createMarketFeed(other.db, { seed: 2, perMinute: 0, now: () => NOW })
    expect(summary(second.advance(10, { kind: 'priceChange' }))).not.toEqual(picked)
    await other.close()
  })

  it('spreads its picks over the candidates as the market is spread over cities and types', () => {
    const active = server.db
      .prepare("SELECT city, type FROM listings WHERE status = 'A'")
      .all() as { city: string; type: string }[]
    const feed = createMarketFeed(server.db, { seed: 5, perMinute: 0, now: () => NOW })
    // Terminations close any active listing, so a listing is never picked twice.
    const picked = feed
      .advance(300, { kind: 'termination' })
      .flatMap((event) => event.listing ?? [])
    expect(new Set(picked.map((listing) => listing.mlsNumber)).size).toBe(300)
    const share = (
      rows: readonly { city: string; type: string }[],
      test: (row: { city: string; type: string }) => boolean,
    ) => rows.filter(test).length / rows.length
    const places = picked.map((listing) => ({ city: listing.address.city, type: listing.type }))
    for (const city of ['Toronto', 'Mississauga']) {
      const isCity = (row: { city: string }) => row.city === city
      expect(Math.abs(share(places, isCity) - share(active, isCity))).toBeLessThan(0.08)
    }
    const isLease = (row: { type: string }) => row.type === 'Lease'
    expect(Math.abs(share(places, isLease) - share(active, isLease))).toBeLessThan(0.08)
  })

  it('finds a candidate after the last random key by wrapping round to the first', () => {
    const feed = createMarketFeed(server.db, { seed: 3, perMinute: 0, now: () => NOW })
    // One city's lone candidate is found whatever point of the order the event starts from.
    const city = (
      server.db
        .prepare(
          "SELECT city FROM listings WHERE status = 'A' AND type = 'Lease' GROUP BY city ORDER BY count(*) LIMIT 1",
        )
        .get() as { city: string }
    ).city
    const leases = server.db
      .prepare(
        "SELECT count(*) AS n FROM listings WHERE status = 'A' AND type = 'Lease' AND city = ?",
      )
      .get(city) as { n: number }
    const events = feed.advance(leases.n + 2, { kind: 'lease', city })
    expect(events.filter((event) => event.listing).length).toBe(leases.n)
  })
})
