import { afterAll, beforeAll, expect, it } from 'vitest'
import type { ListingRecord } from '../../../contract/listing'
import type { GeocodeResponse } from '../../../contract/geo'
import type { ListingsResponse } from '../../../contract/realty'
import {
  GUEST_CELL_LAT,
  GUEST_CELL_LNG,
  guestSearchText,
  guestTextMatches,
  homeKey,
  homeKeyOf,
  listingIsPublic,
} from '../../src/realty/boardRules'
import { startTestServer, type TestServer } from '../helpers'

// The attacker's side of the board rules: a guest who wants the address of every withheld home
// of a generated market, by linking its listing to the public listings around it, by its similar
// homes, by the geocoder, and by probing autocomplete. Each counts the addresses recovered (or
// the answers that tell a hidden street); the rules hold when every count is 0.

/** Enough homes that many come back to the market, with and without their permissions. */
const DATASET_SIZE = 2000

let server: TestServer
/** Every listing a guest must not be able to place: its home has a withheld listing. */
let withheld: {
  mls: string
  board: number
  home: string
  number: string
  street: string
  unit: string
  /** What a guest may match it by: its MLS number, city and neighbourhood. */
  guestText: string
}[]
/** The MLS numbers of each home's listings. */
let listingsOfHome: Map<string, Set<string>>

beforeAll(async () => {
  server = await startTestServer({ config: { datasetSize: DATASET_SIZE } })
  // The truth, from the stored records (the permissions the board sent, each listing's address).
  const records = server.db
    .prepare<[], { data: string }>('SELECT data FROM listing_data ORDER BY mls_number')
    .all()
    .map((row) => JSON.parse(row.data) as ListingRecord)
  listingsOfHome = new Map()
  const withheldHomes = new Set<string>()
  for (const record of records) {
    const home = homeKeyOf(record)
    listingsOfHome.set(home, new Set([...(listingsOfHome.get(home) ?? []), record.mlsNumber]))
    if (!listingIsPublic(record)) withheldHomes.add(home)
  }
  withheld = records
    .filter((record) => withheldHomes.has(homeKeyOf(record)))
    .map((record) => ({
      mls: record.mlsNumber,
      board: record.boardId,
      home: homeKeyOf(record),
      number: record.address.streetNumber,
      street: record.address.streetName,
      unit: record.address.unitNumber ?? '',
      guestText: guestSearchText(record),
    }))
  // The market holds what the attack needs: withheld homes, and homes listed more than once.
  expect(withheld.length).toBeGreaterThan(100)
  const twins = [...listingsOfHome.values()].filter((set) => set.size > 1).length
  expect(twins).toBeGreaterThan(100)
}, 120_000)

afterAll(async () => {
  await server.close()
})

async function guest<T>(path: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`)
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

const query = (params: Record<string, string | readonly string[]>) => {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) {
    for (const one of typeof value === 'string' ? [value] : value) search.append(name, one)
  }
  return search.toString()
}

const listingPath = (mls: string, board: number, tail = '') =>
  `/listings/${mls}${tail}?boardId=${String(board)}`

/** The facts a guest's copy shows that a public listing also shows, compared where present. */
const FACTS: ((record: ListingRecord) => unknown)[] = [
  (record) => record.class,
  (record) => record.details.propertyType,
  (record) => record.details.style,
  (record) => record.details.numBedrooms,
  (record) => record.details.numBathrooms,
  (record) => record.details.sqft,
  (record) => record.details.yearBuilt,
  (record) => record.lot.width,
  (record) => record.lot.depth,
  (record) => record.taxes?.assessmentYear,
]

const sameFacts = (copy: ListingRecord, other: ListingRecord) =>
  FACTS.every((fact) => {
    const shown = fact(copy)
    return shown === null || shown === undefined || shown === fact(other)
  })

it('a guest recovers no withheld address by the public listings of its cell', async () => {
  let shown = 0
  let linked = 0
  for (const target of withheld) {
    const copy = await guest<ListingRecord>(listingPath(target.mls, target.board))
    if (copy.address.streetName !== '') {
      shown += 1
      continue
    }
    const { latitude, longitude } = copy.map
    const [south, north] = [latitude - GUEST_CELL_LAT / 2, latitude + GUEST_CELL_LAT / 2]
    const [west, east] = [longitude - GUEST_CELL_LNG / 2, longitude + GUEST_CELL_LNG / 2]
    const cell = [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
      ],
    ]
    const around = await guest<ListingsResponse>(
      `/listings?${query({ map: JSON.stringify(cell), status: ['A', 'U'], resultsPerPage: '200' })}`,
    )
    const candidates = new Set(
      (around.listings as unknown as ListingRecord[])
        .filter((other) => other.address.streetName !== '' && sameFacts(copy, other))
        .map((other) => homeKey(other.address)),
    )
    if (candidates.size !== 1) continue
    if ([...candidates][0] === target.home) linked += 1
  }
  expect({ shown, linked }).toEqual({ shown: 0, linked: 0 })
}, 120_000)

it("a withheld home's similar homes never hold another listing of its address", async () => {
  let twins = 0
  for (const target of withheld) {
    const { listings } = await guest<{ listings: { mlsNumber?: unknown }[] }>(
      listingPath(target.mls, target.board, '/similar'),
    )
    const home = listingsOfHome.get(target.home) ?? new Set()
    twins += listings.filter((card) => home.has(String(card.mlsNumber))).length
  }
  expect(twins).toBe(0)
}, 120_000)

// The geocoder names street addresses, never units: a withheld unit's building is named by its
// public neighbours' listings (a building is many homes), so only homes without a unit count.
it('the geocoder names no withheld home at the position a guest is given of it', async () => {
  let named = 0
  for (const target of withheld.filter((home) => home.unit === '')) {
    const copy = await guest<ListingRecord>(listingPath(target.mls, target.board))
    const { latitude, longitude } = copy.map
    const reverse = await guest<GeocodeResponse>(
      `/geo/geocode?latlng=${String(latitude)},${String(longitude)}`,
    )
    const address = `${target.number} ${target.street} `.toLowerCase()
    named += reverse.results.filter((result) =>
      result.formatted_address.toLowerCase().startsWith(address),
    ).length
  }
  expect(named).toBe(0)
}, 120_000)

/** The first one and two letters of each word. */
const prefixesOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .flatMap((word) => [word.slice(0, 1), word.slice(0, 2)])

it("autocomplete answers a guest from a withheld home's guest text alone, never its street", async () => {
  let oracleAnswers = 0
  let probes = 0
  for (const target of withheld) {
    // Prefixes of the hidden street's words, of the guest text's words, and one matching nothing:
    // each must be answered as the guest text alone answers it.
    const prefixes = [
      ...new Set([...prefixesOf(target.street), ...prefixesOf(target.guestText), 'qzx']),
    ]
    const answers = await Promise.all(
      prefixes.map((prefix) =>
        guest<ListingsResponse>(
          `/autocomplete?${query({ search: `${prefix} ${target.mls}`, resultsPerPage: '50' })}`,
        ),
      ),
    )
    answers.forEach((answer, at) => {
      const suggested = answer.listings.some((listing) => listing.mlsNumber === target.mls)
      const byGuestText = guestTextMatches(target.guestText, [prefixes[at] ?? '', target.mls])
      probes += 1
      if (suggested !== byGuestText) oracleAnswers += 1
    })
  }
  expect(probes).toBeGreaterThan(withheld.length)
  expect(oracleAnswers).toBe(0)
}, 240_000)

it("a guest's text search finds a withheld home's listings by their guest text alone", async () => {
  let byStreet = 0
  for (const target of withheld) {
    const words = target.street.toLowerCase().split(/\s+/)
    // A street word the guest text also holds (a street named after its neighbourhood) may match.
    if (words.some((word) => target.guestText.includes(word))) continue
    const answer = await guest<ListingsResponse>(
      `/listings?${query({ search: `${target.mls} ${target.street}`, status: ['A', 'U'], listings: 'false' })}`,
    )
    byStreet += answer.count
  }
  expect(byStreet).toBe(0)
}, 120_000)

it("a guest's sort by year built places no withheld home among homes of known years", async () => {
  const withheldNumbers = new Set(withheld.map((target) => target.mls))
  const yearOf = server.db
    .prepare<[string], number | null>('SELECT year_built FROM listings WHERE mls_number = ?')
    .pluck()
  // The guest's order: every withheld home after every public home whose year is known.
  let lastKnownYear = -1
  let firstWithheld = Infinity
  let at = 0
  for (let page = 1; page <= Math.ceil(DATASET_SIZE / 200); page += 1) {
    const answer = await guest<ListingsResponse>(
      `/listings?${query({ status: ['A', 'U'], sortBy: 'yearBuiltAsc', resultsPerPage: '200', pageNum: String(page) })}`,
    )
    for (const listing of answer.listings) {
      const mls = String(listing.mlsNumber)
      if (withheldNumbers.has(mls)) firstWithheld = Math.min(firstWithheld, at)
      else if (yearOf.get(mls) !== null) lastKnownYear = at
      at += 1
    }
  }
  expect(firstWithheld).toBeLessThan(Infinity)
  expect(lastKnownYear).toBeLessThan(firstWithheld)
})
