import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ListingsResponse } from '../../../../contract/realty'
import { startFakeProvider, type RunningFakeProvider } from '../../../fakeProvider/start'
import type { ListingRecord } from '../../../src/data/listingRecord'
import type {
  ProviderListing,
  ProviderSearchResponse,
  ProviderSimilarResponse,
} from '../../../src/realty/provider/providerTypes'
import { AUDIENCE, ISSUER, startTestPool, type TestPool } from '../../customer/tokens'
import { startTestServer, type TestServer } from '../../helpers'

/**
 * A listing the board keeps for the back office only (`displayInternetEntireListing: 'N'`) is
 * shown to no one through the provider, guest or customer, and no count, cluster, aggregate or
 * statistic rests on it. The fake sends it like any other unless asked for site listings only.
 */
let pool: TestPool
let fake: RunningFakeProvider
let service: TestServer
let customerToken: string

/** A listing and a neighbour the provider's similar call gives for it, of the same kind. */
let anchor: ProviderListing
let hidden: ProviderListing

async function fromFake<T>(path: string): Promise<T> {
  const response = await fetch(`${fake.url}${path}`, {
    headers: { 'REPLIERS-API-KEY': fake.settings.apiKey },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as T
}

async function fromService(path: string, signedIn: boolean) {
  const response = await fetch(`${service.baseUrl}${path}`, {
    headers: signedIn ? { authorization: `Bearer ${customerToken}` } : {},
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

beforeAll(async () => {
  pool = await startTestPool()
  fake = await startFakeProvider(1500, { latencyMs: 0 })
  service = await startTestServer({
    config: {
      datasetSize: 0,
      identity: { jwksUrl: pool.jwksUrl, issuer: ISSUER, audience: AUDIENCE },
      listings: {
        source: 'provider',
        providerUrl: fake.url,
        providerKey: fake.settings.apiKey,
        providerTimeoutMs: 5000,
      },
    },
  })
  customerToken = await pool.token({ sub: 'buyer-sub', email: 'buyer@example.ca' })
  // The first Toronto listing whose similar homes hold one of its own kind in its city.
  const page = await fromFake<ProviderSearchResponse>(
    '/listings?status=A&city=Toronto&resultsPerPage=50&sortBy=createdOnDesc',
  )
  for (const listing of page.listings) {
    const price = Math.round(Number(listing.listPrice) * 0.2)
    const { similar } = await fromFake<ProviderSimilarResponse>(
      `/listings/${String(listing.mlsNumber)}/similar?boardId=${String(listing.boardId)}&radius=10&listPriceRange=${String(price)}`,
    )
    const kin = similar.find(
      (other) =>
        other.type === listing.type &&
        other.details?.propertyType === listing.details?.propertyType &&
        other.address?.city === listing.address?.city &&
        other.address?.streetName !== listing.address?.streetName,
    )
    if (kin) {
      anchor = listing
      hidden = kin
      break
    }
  }
  expect(hidden, 'no Toronto listing has a similar home').toBeDefined()
}, 120_000)

afterAll(async () => {
  await service.close()
  await Promise.all([fake.close(), pool.close()])
})

const cityOf = (listing: ProviderListing) => encodeURIComponent(String(listing.address?.city))
const neighbourhoodOf = (listing: ProviderListing) => String(listing.address?.neighborhood)

describe.each([
  ['a guest', false],
  ['a customer', true],
])('a back-office-only listing, for %s', (_viewer, signedIn) => {
  it('is in no page, count, cluster, aggregate, statistic, detail, similar or history', async () => {
    fake.settings.backOfficeOnly = []
    const city = cityOf(hidden)
    // Each question differs per viewer, so no answer comes from the service's cache.
    const pageSize = signedIn ? 200 : 199
    const whole = `status=A&type=${String(hidden.type).toLowerCase()}&city=${city}`
    const before = await fromFake<ProviderSearchResponse>(
      `/listings?${whole}&listings=false&aggregates=address.neighborhood&statistics=avg-listPrice`,
    )
    fake.settings.backOfficeOnly = [String(hidden.mlsNumber)]

    const list = await fromService(
      `/listings?${whole}&resultsPerPage=${String(pageSize)}`,
      signedIn,
    )
    expect(list.status).toBe(200)
    expect((list.body as ListingsResponse).count).toBe(before.count - 1)
    const shown = ((list.body as ListingsResponse).listings as unknown as ListingRecord[]).map(
      (one) => one.mlsNumber,
    )
    expect(shown).not.toContain(hidden.mlsNumber)

    const figures = await fromService(
      `/listings?${whole}&listings=false&aggregates=address.neighborhood&statistics=avg-listPrice&resultsPerPage=${String(pageSize)}`,
      signedIn,
    )
    expect(figures.status, JSON.stringify(figures.body).slice(0, 300)).toBe(200)
    const neighbourhoods = (
      before.aggregates as { address: { neighborhood: Record<string, number> } }
    ).address.neighborhood
    const counted = (
      (figures.body as ListingsResponse).aggregates as {
        address: { neighborhood: Record<string, number> }
      }
    ).address.neighborhood
    expect(counted[neighbourhoodOf(hidden)] ?? 0).toBe(
      (neighbourhoods[neighbourhoodOf(hidden)] ?? 0) - 1,
    )
    const listPrice = (
      (figures.body as ListingsResponse).statistics as { listPrice: { count: number } }
    ).listPrice
    expect(listPrice.count).toBe(before.count - 1)

    const clusters = await fromService(
      `/listings?${whole}&listings=false&cluster=true&clusterPrecision=${signedIn ? '12' : '11'}`,
      signedIn,
    )
    const inClusters = (
      (clusters.body as ListingsResponse).aggregates as { map: { clusters: { count: number }[] } }
    ).map.clusters.reduce((sum, cluster) => sum + cluster.count, 0)
    expect(inClusters).toBe(before.count - 1)

    const typed = await fromService(
      `/autocomplete?search=${String(hidden.mlsNumber)}&resultsPerPage=${signedIn ? '5' : '4'}`,
      signedIn,
    )
    expect((typed.body as ListingsResponse).count).toBe(0)

    const detail = await fromService(`/listings/${String(hidden.mlsNumber)}`, signedIn)
    expect(detail.status).toBe(404)

    const similar = await fromService(
      `/listings/${String(anchor.mlsNumber)}/similar?boardId=${String(anchor.boardId)}`,
      signedIn,
    )
    expect(similar.status).toBe(200)
    expect(
      (similar.body as { listings: ListingRecord[] }).listings.map((one) => one.mlsNumber),
    ).not.toContain(hidden.mlsNumber)

    if (signedIn) {
      const address = hidden.address ?? {}
      const query = new URLSearchParams({
        city: String(address.city),
        streetName: String(address.streetName),
        streetNumber: String(address.streetNumber),
      })
      if (address.unitNumber) query.set('unitNumber', address.unitNumber)
      const history = await fromService(`/listings/history?${query.toString()}`, signedIn)
      // An address whose only listing is hidden has no history to show (404).
      const entries =
        history.status === 404 ? [] : (history.body as { history: { mlsNumber: string }[] }).history
      expect(entries.map((entry) => entry.mlsNumber)).not.toContain(hidden.mlsNumber)
    }
  })
})
