import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FEED_EVENT_KINDS } from '../../../contract/feed'
import type { ListingsQuery } from '../../../contract/realty'
import { ANONYMOUS, SIGNED_IN } from '../../src/realty/presentListing'
import { searchListings } from '../../src/realty/search'
import {
  startServerForGuestAndBuyer,
  type ServerForGuestAndBuyer,
  type Who,
} from '../customerIdentity'
import { tickFeed } from '../feed/feedTick'
import type { TestServer } from '../helpers'
import { ALL_STATISTICS, TRENDS_TORONTO, listingsPath } from './costlyQuestions'

// The answer cache over real HTTP: every costly question, asked twice (the second is served from
// the cache, as bytes written once), answers exactly what the listings answer read directly
// (`fromSummary: false`: not the monthly summary either), for a guest and for a customer, after
// each kind of feed event.

const drawnArea = JSON.stringify([
  [
    [-79.6, 43.6],
    [-79.3, 43.58],
    [-79.2, 43.75],
    [-79.45, 43.85],
    [-79.6, 43.6],
  ],
])
const downtownBox = JSON.stringify([
  [
    [-79.5, 43.6],
    [-79.3, 43.6],
    [-79.3, 43.75],
    [-79.5, 43.75],
    [-79.5, 43.6],
  ],
])

const QUESTIONS: Record<string, ListingsQuery> = {
  'trends, Toronto': TRENDS_TORONTO,
  'every listing, every figure': {
    status: ['A', 'U'],
    statistics: ALL_STATISTICS,
    aggregates: 'details.propertyType,details.style,address.neighborhood',
    aggregateStatistics: true,
    listings: false,
  },
  'map clusters and a page': {
    status: ['A', 'U'],
    cluster: true,
    clusterPrecision: 14,
    clusterLimit: 100,
    resultsPerPage: 30,
    map: downtownBox,
  },
  'a drawn area with statistics': {
    status: ['A', 'U'],
    cluster: true,
    statistics: 'avg-soldPrice,med-soldPrice,grp-mth',
    listings: false,
    map: drawnArea,
  },
}

let service: ServerForGuestAndBuyer
let server: TestServer

beforeAll(async () => {
  // With the default search workers: the drawn area and the statistics are answered on a worker,
  // the clusters on the request thread, and both are kept.
  service = await startServerForGuestAndBuyer({ datasetSize: 3000 })
  server = service.server
})

afterAll(async () => {
  await service.close()
})

async function ask(query: ListingsQuery, who: Who): Promise<unknown> {
  const response = await service.get(listingsPath(query), who)
  expect(response.status, await response.clone().text()).toBe(200)
  return response.json()
}

/** What the listings answer now, read directly, as it travels (JSON). */
function direct(query: ListingsQuery, who: Who): unknown {
  const viewer = who === 'customer' ? SIGNED_IN : ANONYMOUS
  return JSON.parse(
    JSON.stringify(searchListings(server.db, query, viewer, { fromSummary: false })),
  ) as unknown
}

async function expectEveryAnswerExact() {
  for (const [name, query] of Object.entries(QUESTIONS)) {
    for (const who of ['guest', 'customer'] as const) {
      const expected = direct(query, who)
      expect(await ask(query, who), `${name}, ${who}, first`).toEqual(expected)
      expect(await ask(query, who), `${name}, ${who}, kept`).toEqual(expected)
    }
  }
}

async function tick(kind: (typeof FEED_EVENT_KINDS)[number]) {
  const response = await tickFeed(server, { events: 3, kind })
  expect(response.status).toBe(200)
  const { events } = (await response.json()) as { events: { listing?: unknown }[] }
  return events.filter((event) => event.listing).length
}

describe('kept answers over HTTP', () => {
  it('equal the listings read directly, for a guest and a customer', async () => {
    await expectEveryAnswerExact()
  })

  it('differ between a guest and a customer where board rules withhold listings', async () => {
    for (const name of ['map clusters and a page', 'every listing, every figure']) {
      const query = QUESTIONS[name] ?? {}
      expect(await ask(query, 'guest'), name).not.toEqual(await ask(query, 'customer'))
    }
  })

  it.each(FEED_EVENT_KINDS)('stay exact after a %s event', async (kind) => {
    await expectEveryAnswerExact()
    expect(await tick(kind)).toBeGreaterThan(0)
    await expectEveryAnswerExact()
  })
})
