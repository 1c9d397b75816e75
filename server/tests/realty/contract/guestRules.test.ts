import { describe, expect, it } from 'vitest'
import type { ListingsResponse } from '../../../../contract/realty'
import type { ListingRecord } from '../../../src/data/listingRecord'
import type { TestServer } from '../../helpers'
import { useTwoSources, withheldSoldListing } from './twoSources'

/**
 * The board rules for guests hold whichever source answers: the provider hides nothing itself,
 * so a guest's text search and sold-price statistics are narrowed by the service. Each test
 * would pass the leak over the provider source without the rule.
 */
const twoSources = useTwoSources()

async function search(
  server: TestServer,
  query: string,
  signedIn = false,
): Promise<ListingsResponse> {
  const response = await fetch(`${server.baseUrl}/listings?${query}`, {
    headers: signedIn ? { authorization: `Bearer ${twoSources().customerToken}` } : {},
  })
  const body = (await response.json()) as ListingsResponse
  expect(response.status, JSON.stringify(body).slice(0, 300)).toBe(200)
  return body
}

const mlsNumbers = (answer: ListingsResponse) =>
  (answer.listings as unknown as ListingRecord[]).map((listing) => listing.mlsNumber)

/** Toronto's sales, by month: enough public sales for figures, with withheld ones among them. */
const TORONTO_SALES =
  'city=Toronto&status=U&lastStatus=Sld&minSoldDate=2024-01-01&listings=false' +
  '&statistics=avg-soldPrice,med-soldPrice,avg-listPrice,cnt-closed,grp-mth'

/** The average sold price of Toronto's public sales (permissions both 'Y'), as a guest sees it. */
function publicAverage(sqlite: TestServer): number {
  const row = sqlite.db
    .prepare<[], { total: number; n: number }>(
      `SELECT sum(sold_price) AS total, count(*) AS n FROM listings
       WHERE city = 'Toronto' AND status = 'U' AND last_status = 'Sld'
         AND sold_date >= '2024-01-01' AND sold_price IS NOT NULL AND display_public = 1`,
    )
    .get()
  if (!row || row.n < 10) throw new Error('the dataset has too few public Toronto sales')
  return Math.round(row.total / row.n)
}

describe.each(['sqlite', 'provider'] as const)('a guest over %s', (kind) => {
  const service = () => twoSources()[kind]

  it('never finds a withheld listing by its street, while a customer does', async () => {
    const home = withheldSoldListing(twoSources().sqlite)
    const street = encodeURIComponent(`${home.address.streetNumber} ${home.address.streetName}`)
    const query = `status=U&resultsPerPage=200&search=${street}`
    const guest = await search(service(), query)
    const customer = await search(service(), query, true)
    expect(mlsNumbers(customer)).toContain(home.mlsNumber)
    expect(mlsNumbers(guest)).not.toContain(home.mlsNumber)
    expect(guest.count).toBeLessThan(customer.count)
    // Nor do the figures of that search rest on it: no sale of one street reaches 10.
    const figures = await search(service(), `${query}&listings=false&statistics=avg-soldPrice`)
    expect(figures.statistics?.soldPrice).toMatchObject({ avg: null })
  })

  it('gets sold prices of public sales only, and a customer of every sale', async () => {
    const guest = await search(service(), TORONTO_SALES)
    const customer = await search(service(), TORONTO_SALES, true)
    expect(guest.statistics?.soldPrice?.avg).toBe(publicAverage(twoSources().sqlite))
    expect(customer.statistics?.soldPrice?.avg).not.toBe(guest.statistics?.soldPrice?.avg)
    // Every other figure is the whole market's, as for a customer.
    expect(guest.statistics?.closed).toEqual(customer.statistics?.closed)
    expect(guest.statistics?.listPrice).toEqual(customer.statistics?.listPrice)
  })

  it('gets no sold-price figure resting on fewer than 10 public sales', async () => {
    const answer = await search(service(), TORONTO_SALES)
    for (const month of Object.values(answer.statistics?.soldPrice?.mth ?? {})) {
      if (month.count < 10) {
        expect(month).toMatchObject({ avg: null, med: null, withheld: 'fewer-than-10-sales' })
      } else {
        expect(month.avg).toBeGreaterThan(0)
      }
    }
  })
})

describe('the two sources', () => {
  it('answer a guest the same sold-price statistics, month by month', async () => {
    const [sqlite, provider] = await Promise.all([
      search(twoSources().sqlite, TORONTO_SALES),
      search(twoSources().provider, TORONTO_SALES),
    ])
    expect(provider.statistics?.soldPrice).toEqual(sqlite.statistics?.soldPrice)
  })
})

/**
 * Active and sold homes with both periods: the provider is asked for each half, and the board
 * rules hold in each, so a guest's page, count and sold prices are what the site shows locally.
 */
const TORONTO_BOTH_PERIODS =
  'city=Toronto&status=A&status=U&lastStatus=New&lastStatus=Sld' +
  '&minListDate=2024-01-01&minSoldDate=2024-01-01'

describe('a guest searching active and sold homes with both periods', () => {
  it('gets sold prices of the period’s public sales only, as over SQLite', async () => {
    const query = `${TORONTO_BOTH_PERIODS}&listings=false&statistics=avg-soldPrice,cnt-closed`
    const [sqlite, provider] = await Promise.all([
      search(twoSources().sqlite, query),
      search(twoSources().provider, query),
    ])
    expect(provider.statistics?.soldPrice?.avg).toBe(publicAverage(twoSources().sqlite))
    expect(provider.statistics).toEqual(sqlite.statistics)
    expect(provider.count).toBe(sqlite.count)
  })

  it('gets each half with the board rules applied, and every withheld listing redacted', async () => {
    const fields = 'fields=mlsNumber,soldPrice,address.streetName,address.streetNumber'
    const everyHome = async (query: string) => {
      const homes: ListingRecord[] = []
      for (let pageNum = 1; ; pageNum++) {
        const page = await search(
          twoSources().provider,
          `${query}&sortBy=listPriceDesc&resultsPerPage=100&pageNum=${pageNum}&${fields}`,
        )
        homes.push(...(page.listings as unknown as ListingRecord[]))
        if (pageNum >= page.numPages) return homes
      }
    }
    const byNumber = (homes: ListingRecord[]) =>
      [...homes].sort((a, b) => a.mlsNumber.localeCompare(b.mlsNumber))
    const merged = await everyHome(TORONTO_BOTH_PERIODS)
    const active = await everyHome('city=Toronto&status=A&lastStatus=New&minListDate=2024-01-01')
    const sold = await everyHome('city=Toronto&status=U&lastStatus=Sld&minSoldDate=2024-01-01')
    expect(merged.length).toBeGreaterThan(100)
    expect(byNumber(merged)).toEqual(byNumber([...active, ...sold]))
    const withheld = new Set(
      twoSources()
        .sqlite.db.prepare<[], { mls_number: string }>(
          "SELECT mls_number FROM listings WHERE city = 'Toronto' AND listing_public = 0",
        )
        .all()
        .map((row) => row.mls_number),
    )
    const hidden = merged.filter((home) => withheld.has(home.mlsNumber))
    expect(hidden.length).toBeGreaterThan(0)
    for (const home of hidden) {
      expect(home).toMatchObject({ soldPrice: null, address: { streetName: '', streetNumber: '' } })
    }
  })
})
