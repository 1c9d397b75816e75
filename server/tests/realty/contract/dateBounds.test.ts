import { describe, expect, it } from 'vitest'
import type { TestServer } from '../../helpers'
import { useTwoSources } from './twoSources'

/**
 * Active plus Sold with a period: the sold-date bound filters the sold listings only and the
 * list-date bound (Active's days on market) the active ones only, so the search shows both
 * kinds. Asked of the service over each source, as the SPA asks it.
 */
const twoSources = useTwoSources()

const ACTIVE = 'status=A&lastStatus=New&lastStatus=Pc'
const SOLD = 'status=U&lastStatus=Sld&lastStatus=Sc&lastStatus=Sce'
const BOTH =
  'status=A&status=U&lastStatus=New&lastStatus=Pc&lastStatus=Sld&lastStatus=Sc&lastStatus=Sce'

async function count(server: TestServer, query: string, token: string): Promise<number> {
  const response = await fetch(`${server.baseUrl}/listings?type=sale&listings=false&${query}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const body = (await response.json()) as { count: number }
  expect(response.status, JSON.stringify(body).slice(0, 300)).toBe(200)
  return body.count
}

/** A day that splits the generated sales (and listings) in two, read from the dataset. */
function middleDay(server: TestServer, column: 'sold_date' | 'list_date', status: 'A' | 'U') {
  const row = server.db
    .prepare(
      `SELECT substr(${column}, 1, 10) AS day FROM listings
       WHERE status = ? AND ${column} IS NOT NULL ORDER BY ${column} DESC
       LIMIT 1 OFFSET (SELECT COUNT(*) / 3 FROM listings WHERE status = ?)`,
    )
    .get(status, status) as { day: string } | undefined
  if (!row) throw new Error(`the dataset has no ${column} for status ${status}`)
  return row.day
}

describe.each(['sqlite', 'provider'] as const)('date bounds over %s', (kind) => {
  const ask = (query: string) => count(twoSources()[kind], query, twoSources().customerToken)
  const soldSince = () => `minSoldDate=${middleDay(twoSources().sqlite, 'sold_date', 'U')}`
  const listedSince = () => `minListDate=${middleDay(twoSources().sqlite, 'list_date', 'A')}`

  it('keeps the active listings when a sold period is set', async () => {
    const active = await ask(ACTIVE)
    const recentSales = await ask(`${SOLD}&${soldSince()}`)
    expect(active).toBeGreaterThan(0)
    expect(recentSales).toBeGreaterThan(0)
    expect(recentSales).toBeLessThan(await ask(SOLD))
    expect(await ask(`${BOTH}&${soldSince()}`)).toBe(active + recentSales)
  })

  it("keeps every sale when only Active's days on market are set", async () => {
    const newListings = await ask(`${ACTIVE}&${listedSince()}`)
    expect(newListings).toBeGreaterThan(0)
    expect(newListings).toBeLessThan(await ask(ACTIVE))
    expect(await ask(`${BOTH}&${listedSince()}`)).toBe(newListings + (await ask(SOLD)))
  })

  it('applies each period to its own kind when both are set', async () => {
    const both = `${BOTH}&${listedSince()}&${soldSince()}`
    const expected =
      (await ask(`${ACTIVE}&${listedSince()}`)) + (await ask(`${SOLD}&${soldSince()}`))
    expect(await ask(both)).toBe(expected)
  })

  it('still applies a sold period to a search of sales alone', async () => {
    const maxSoldDate = middleDay(twoSources().sqlite, 'sold_date', 'U')
    const before = await ask(`${SOLD}&maxSoldDate=${maxSoldDate}`)
    const after = await ask(`${SOLD}&minSoldDate=${maxSoldDate}`)
    expect(before).toBeGreaterThan(0)
    expect(before + after).toBeGreaterThanOrEqual(await ask(SOLD))
  })
})

describe('active and sold homes with both periods, page by page', () => {
  const query = () =>
    `${BOTH}&minListDate=${middleDay(twoSources().sqlite, 'list_date', 'A')}` +
    `&minSoldDate=${middleDay(twoSources().sqlite, 'sold_date', 'U')}`

  async function pageOf(kind: 'sqlite' | 'provider', sortBy: string, pageNum: number) {
    const server = twoSources()[kind]
    const response = await fetch(
      `${server.baseUrl}/listings?type=sale&${query()}&sortBy=${sortBy}&resultsPerPage=40` +
        `&pageNum=${pageNum}&fields=mlsNumber,listPrice,soldDate,status`,
      { headers: { authorization: `Bearer ${twoSources().customerToken}` } },
    )
    const body = (await response.json()) as {
      count: number
      numPages: number
      page: number
      listings: { mlsNumber: string; listPrice: number; status: string }[]
    }
    expect(response.status, JSON.stringify(body).slice(0, 300)).toBe(200)
    return body
  }

  it.each(['listPriceDesc', 'soldDateDesc'])(
    'gives the same homes in the same order by %s',
    async (sortBy) => {
      const first = await pageOf('sqlite', sortBy, 1)
      expect(first.numPages).toBeGreaterThan(1)
      const seen = { sqlite: [] as string[], provider: [] as string[] }
      for (let pageNum = 1; pageNum <= first.numPages; pageNum++) {
        const [local, through] = await Promise.all([
          pageOf('sqlite', sortBy, pageNum),
          pageOf('provider', sortBy, pageNum),
        ])
        expect(through.count).toBe(local.count)
        expect(through.numPages).toBe(local.numPages)
        expect(through.page).toBe(pageNum)
        // Ties may fall either way, but the order's key runs the same on every page.
        const key = (body: typeof local) =>
          body.listings.map((listing) =>
            sortBy === 'listPriceDesc' ? listing.listPrice : listing.status,
          )
        expect(key(through)).toEqual(key(local))
        expect(Object.keys(through.listings[0] ?? {}).sort()).toEqual(
          Object.keys(local.listings[0] ?? {}).sort(),
        )
        seen.sqlite.push(...local.listings.map((listing) => listing.mlsNumber))
        seen.provider.push(...through.listings.map((listing) => listing.mlsNumber))
      }
      expect(seen.provider.length).toBe(first.count)
      expect(new Set(seen.provider)).toEqual(new Set(seen.sqlite))
    },
  )
})
