import { afterAll, beforeAll, expect, it } from 'vitest'
import { startFakeProvider, type RunningFakeProvider } from '../../../fakeProvider/start'
import type { ListingRecord } from '../../../src/data/listingRecord'
import { DATASET_TODAY, DEFAULT_SEED, generateListings } from '../../../src/data/listings'
import { guestCopy, homeKeyOf, listingIsPublic } from '../../../src/realty/boardRules'
import { ANONYMOUS, forViewer, SIGNED_IN } from '../../../src/realty/presentListing'
import {
  createProviderSource,
  type ProviderSource,
} from '../../../src/realty/provider/providerSource'

// Through the provider, which keeps no per-home flag: a listing's page and its similar homes
// ask for the address's listings, so a public listing of a home with a withheld listing is
// withheld from a guest there, and no similar home is another listing of the same address.

const LISTINGS = 2000
let fake: RunningFakeProvider
let source: ProviderSource
/** The public listings of homes with a withheld listing, and each home's MLS numbers. */
let publicOfWithheldHomes: ListingRecord[]
let ofWithheldHomes: ListingRecord[]
let listingsOfHome: Map<string, Set<string>>

beforeAll(async () => {
  fake = await startFakeProvider(LISTINGS, { latencyMs: 0 })
  source = createProviderSource({
    providerUrl: fake.url,
    providerKey: fake.settings.apiKey,
    providerTimeoutMs: 5000,
  })
  // The fake provider's dataset, generated again here (same seed and count, same listings).
  const records = [
    ...generateListings({ seed: DEFAULT_SEED, count: LISTINGS, today: DATASET_TODAY }),
  ]
  listingsOfHome = new Map()
  const withheldHomes = new Set<string>()
  for (const record of records) {
    const home = homeKeyOf(record)
    listingsOfHome.set(home, new Set([...(listingsOfHome.get(home) ?? []), record.mlsNumber]))
    if (!listingIsPublic(record)) withheldHomes.add(home)
  }
  ofWithheldHomes = records.filter((record) => withheldHomes.has(homeKeyOf(record)))
  publicOfWithheldHomes = ofWithheldHomes.filter(listingIsPublic)
  expect(publicOfWithheldHomes.length).toBeGreaterThan(50)
}, 60_000)

afterAll(async () => {
  await fake.close()
})

it("a public listing of a withheld home is a guest's withheld copy on its page", async () => {
  for (const expected of publicOfWithheldHomes.slice(0, 40)) {
    const record = await source.listing(expected.mlsNumber, expected.boardId)
    if (!record) throw new Error(`${expected.mlsNumber} is missing`)
    expect(forViewer(record, ANONYMOUS)).toEqual(guestCopy(record))
    expect(forViewer(record, SIGNED_IN).address.streetName).toBe(expected.address.streetName)
  }
})

it("a withheld home's similar homes hold no other listing of its address", async () => {
  let twins = 0
  for (const listing of ofWithheldHomes.slice(0, 150)) {
    const home = listingsOfHome.get(homeKeyOf(listing)) ?? new Set()
    for (const viewer of [ANONYMOUS, SIGNED_IN]) {
      const similar = await source.similar(listing, viewer)
      twins += similar.filter((card) => home.has(String(card.mlsNumber))).length
    }
  }
  expect(twins).toBe(0)
})
