import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { HistoryEntry } from '../../../../contract/realty'
import type { ListingRecord as Listing } from '../../../src/data/listingRecord'
import { startFakeProvider, type RunningFakeProvider } from '../../../fakeProvider/start'
import type {
  ProviderListing,
  ProviderSearchResponse,
} from '../../../src/realty/provider/providerTypes'
import { MAX_PROVIDER_URL_LENGTH } from '../../../src/realty/provider/client'
import { callService } from '../../call'
import {
  startCustomersOnServer,
  stopCustomersOnServer,
  type CustomersOnServer,
} from '../../customer/customersOnServer'
import { published, startShapeProxy, without, type ShapeProxy } from './publishedShapeProxy'
import singleListingV2 from './published/single-listing-v2.json'

/**
 * The service in provider mode over the fake, with the fake's answers put in the provider's
 * published shapes where the fake is kinder (a proxy between them): a single listing without
 * `boardId`, history entries without it, and bodies of other shapes when a test says so.
 */
let fake: RunningFakeProvider
let proxy: ShapeProxy
let customers: CustomersOnServer

beforeAll(async () => {
  fake = await startFakeProvider(600, { latencyMs: 0 })
  proxy = await startShapeProxy(fake.url)
  customers = await startCustomersOnServer(() => ({
    datasetSize: 0,
    listings: {
      source: 'provider',
      providerUrl: proxy.url,
      providerKey: fake.settings.apiKey,
      providerTimeoutMs: 5000,
      searchWorkers: 0,
      searchBudgetMs: 5000,
      allowSynthetic: false,
    },
  }))
}, 60_000)

afterAll(async () => {
  await stopCustomersOnServer(customers)
  await proxy.close()
  await fake.close()
})

beforeEach(() => {
  proxy.reshape = published
})

const call = (method: string, path: string, token?: string, body?: unknown) =>
  callService(customers.server.baseUrl, method, path, token, body)

/** Active listings of one board as the provider's search answers them (with their board). */
async function activeOfBoard(boardId: number, count = 5): Promise<ProviderListing[]> {
  const response = await fetch(
    `${fake.url}/listings?status=A&boardId=${String(boardId)}&resultsPerPage=${String(count)}`,
    { headers: { 'REPLIERS-API-KEY': fake.settings.apiKey } },
  )
  const body = (await response.json()) as ProviderSearchResponse
  expect(body.listings.length).toBeGreaterThan(0)
  return [...body.listings]
}

const mlsOf = (listing: ProviderListing) => String(listing.mlsNumber)

/** The service keeps answers a minute: each test asks of its own listing or address. */
let asked = 0
async function freshListing(boardId = 2): Promise<string> {
  asked += 1
  const listings = await activeOfBoard(boardId, 50)
  return mlsOf(listings[asked % listings.length] ?? {})
}
const freshHistoryPath = () => {
  asked += 1
  return `/listings/history?city=Oakville&streetName=Any&streetNumber=${String(asked)}&boardId=2`
}

describe('a single listing answered without its board', () => {
  it('carries the board it was asked for, and board 86 its notice', async () => {
    for (const boardId of [2, 86]) {
      const [first] = await activeOfBoard(boardId)
      const mls = mlsOf(first ?? {})
      const { status, body } = await call('GET', `/listings/${mls}?boardId=${String(boardId)}`)
      expect(status, JSON.stringify(body)).toBe(200)
      const listing = body as Listing
      expect(listing.boardId).toBe(boardId)
      expect(listing.boardNotice === null).toBe(boardId !== 86)
    }
  })

  it('still gives its similar homes and suggestions', async () => {
    const mls = await freshListing()
    const similar = await call('GET', `/listings/${mls}/similar?boardId=2`)
    expect(similar.status, similar.text).toBe(200)
    const suggestions = await call('GET', `/listings/${mls}/suggestions?boardId=2`)
    expect(suggestions.status, suggestions.text).toBe(200)
    const similarCalls = proxy.seen.filter((seen) => seen.url.includes(`/${mls}/similar`))
    expect(similarCalls.length).toBeGreaterThan(0)
    for (const seen of similarCalls) expect(seen.url).toContain('boardId=2')
  })

  it('can be saved and asked about with the board of its answer', async () => {
    const [first] = await activeOfBoard(35)
    const mls = mlsOf(first ?? {})
    const listing = (await call('GET', `/listings/${mls}?boardId=35`)).body as Listing
    const saved = await call('POST', '/user/saved-homes', customers.amira, {
      mlsNumber: listing.mlsNumber,
      boardId: listing.boardId,
      address: 'the home',
      path: `/detail/on/x/y/z/${listing.mlsNumber}/${String(listing.boardId)}`,
      price: listing.listPrice,
      imageKey: null,
    })
    expect(saved.status, saved.text).toBe(200)
    const lead = await call('POST', '/realty/contact', undefined, {
      user: {
        name: { first: 'Amira', last: 'Okafor' },
        email: 'amira@example.ca',
        phone: '4165550123',
      },
      property: { city: 'Toronto', address: 'the home', price: listing.listPrice },
      code: listing.mlsNumber,
      boardId: listing.boardId,
      message: 'Is it still available?',
    })
    expect(lead.status, lead.text).toBe(200)
  })
})

/** The published example's comparables: partial listings without a board, as history entries are. */
const partialEntries = (singleListingV2.example.comparables as ProviderListing[]).map((entry) =>
  without(entry, 'address'),
)

describe("a home's history from the provider's partial listings", () => {
  it('keeps the entries of the address asked for, though none names its board', async () => {
    const [first] = await activeOfBoard(2)
    const { address } = first ?? {}
    const query = new URLSearchParams({
      city: String(address?.city),
      streetName: String(address?.streetName),
      streetNumber: String(address?.streetNumber),
      boardId: '2',
      ...(address?.unitNumber ? { unitNumber: address.unitNumber } : {}),
    })
    const { status, body, text } = await call('GET', `/listings/history?${query}`, customers.amira)
    expect(status, text).toBe(200)
    const { history } = body as { history: HistoryEntry[] }
    expect(history.map((entry) => entry.mlsNumber)).toContain(mlsOf(first ?? {}))
    for (const entry of history) expect(entry.boardId).toBe(2)
  })

  it('keeps an entry missing fields with what it has', async () => {
    const bare = without(partialEntries[0] ?? {}, 'listPrice', 'type')
    proxy.reshape = (path, body) =>
      path === '/listings/history' ? { history: [bare, ...partialEntries.slice(1)] } : body
    const { status, body, text } = await call('GET', freshHistoryPath(), customers.amira)
    expect(status, text).toBe(200)
    const { history } = body as { history: HistoryEntry[] }
    expect(history).toHaveLength(partialEntries.length)
    const kept = history.find((entry) => entry.mlsNumber === bare.mlsNumber)
    expect(kept).toMatchObject({ listPrice: null, type: '', boardId: 2 })
    expect(kept?.lastStatus).toBe(bare.lastStatus)
  })
})

describe('similar and history answers of any plausible shape', () => {
  it.each([
    ['under "history"', (entries: unknown[]) => ({ history: entries })],
    ['under "listings"', (entries: unknown[]) => ({ listings: entries })],
    ['as the body itself', (entries: unknown[]) => entries],
  ])('reads history entries %s', async (_shape, shape) => {
    proxy.reshape = (path, body) => (path === '/listings/history' ? shape(partialEntries) : body)
    const { status, body, text } = await call('GET', freshHistoryPath(), customers.amira)
    expect(status, text).toBe(200)
    expect((body as { history: unknown[] }).history).toHaveLength(partialEntries.length)
  })

  it.each([
    ['under "similar"', (entries: unknown[]) => ({ similar: entries })],
    ['under "listings"', (entries: unknown[]) => ({ listings: entries })],
    ['as the body itself', (entries: unknown[]) => entries],
    ['as the published empty example', () => ({})],
  ])('reads similar homes %s', async (_shape, shape) => {
    const mls = await freshListing()
    proxy.reshape = (path, body) => {
      if (!path.endsWith('/similar')) return published(path, body)
      const { similar } = body as { similar: unknown[] }
      return shape(similar)
    }
    const { status, text } = await call('GET', `/listings/${mls}/similar?boardId=2`)
    expect(status, text).toBe(200)
  })

  it.each([
    ['an object of other names', { results: [] }],
    ['a list that is not one', { history: 'none' }],
    ['an entry that is not a listing', { history: [1] }],
    ['null', null],
  ])('answers 502 with a reason to %s, never 500', async (_shape, answer) => {
    proxy.reshape = (path, body) => (path === '/listings/history' ? answer : body)
    const { status, body } = await call('GET', freshHistoryPath(), customers.amira)
    expect(status).toBe(502)
    expect((body as { message: string }).message).toMatch(
      /^The listing provider sent a history answer we cannot read/,
    )
  })

  it('answers the suggestions though their similar homes cannot be read', async () => {
    const mls = await freshListing()
    proxy.reshape = (path, body) =>
      path.endsWith('/similar') ? { unknown: true } : published(path, body)
    const similar = await call('GET', `/listings/${mls}/similar?boardId=2`)
    expect(similar.status).toBe(502)
    const { status, body, text } = await call('GET', `/listings/${mls}/suggestions?boardId=2`)
    expect(status, text).toBe(200)
    const answer = body as { suggestions: { nearby: unknown[] }; similarListings: unknown[] }
    expect(answer.similarListings).toEqual([])
    expect(answer.suggestions.nearby.length).toBeGreaterThan(0)
  })
})

describe('a map area too large for a URL', () => {
  /** A ring of `points` corners around downtown Toronto, closed, as the map sends it. */
  function ring(points: number): string {
    const corners = Array.from({ length: points }, (_, at) => {
      const angle = (2 * Math.PI * at) / points
      return [-79.38 + 0.08 * Math.cos(angle), 43.68 + 0.06 * Math.sin(angle)].map((value) =>
        Number(value.toFixed(6)),
      )
    })
    return JSON.stringify([[...corners, corners[0]]])
  }

  it('goes to the provider in a POST body, and finds what the same area finds by GET', async () => {
    const large = ring(300)
    const small = ring(12)
    const search = (map: string) =>
      call('GET', `/listings?${new URLSearchParams({ status: 'A', resultsPerPage: '3', map })}`)
    const before = proxy.seen.length
    const [answer, smallAnswer] = [await search(large), await search(small)]
    expect(answer.status, answer.text).toBe(200)
    expect(smallAnswer.status, smallAnswer.text).toBe(200)
    // A guest's page is followed by a check of its homes (by street): not the searches here.
    const [post, get] = proxy.seen.slice(before).filter((seen) => !seen.url.includes('streetName='))
    expect(post?.method).toBe('POST')
    expect(post?.url.length).toBeLessThan(MAX_PROVIDER_URL_LENGTH)
    expect(post?.url).not.toContain('map=')
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ map: large })
    expect(get?.method).toBe('GET')
    expect(get?.url).toContain('map=')
    const count = (body: unknown) => (body as { count: number }).count
    expect(count(answer.body)).toBeGreaterThan(0)
    // The 300-corner ring holds the 12-corner one: at least the same homes.
    expect(count(answer.body)).toBeGreaterThanOrEqual(count(smallAnswer.body))
  })
})
