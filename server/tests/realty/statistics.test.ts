import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ListingsResponse, Statistics } from '../../../contract/realty'
import { startTestServer, type TestServer } from '../helpers'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ config: { datasetSize: 5000 } })
})

afterAll(async () => {
  await server.close()
})

/** The trends page's request, in the provider's statistic names. */
const TRENDS =
  'city=Toronto&minBeds=0&maxBeds=4&status=U&lastStatus=Sld&minSoldDate=2024-01-01' +
  '&statistics=avg-soldPrice,med-soldPrice,avg-listPrice,cnt-closed,avg-daysOnMarket,grp-mth' +
  '&listings=false&aggregateStatistics=true&aggregates=details.propertyType'

async function statistics(query: string): Promise<ListingsResponse> {
  const response = await fetch(`${server.baseUrl}/listings?${query}`)
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as ListingsResponse
}

describe('GET /listings statistics', () => {
  it('nests each statistic with its monthly groups, as the provider answers', async () => {
    const body = await statistics(TRENDS)
    const stats = body.statistics as Required<Statistics>
    expect(Object.keys(stats).sort()).toEqual(['closed', 'daysOnMarket', 'listPrice', 'soldPrice'])
    expect(stats.closed.count).toBe(body.count)
    expect(stats.soldPrice.avg).toBeGreaterThan(300_000)
    expect(stats.soldPrice.med).toBeGreaterThan(300_000)
    expect(stats.listPrice.avg).toBeGreaterThan(300_000)
    expect(stats.daysOnMarket.avg).toBeGreaterThan(0)
    // Only what was asked: no median of days, no yearly groups.
    expect(stats.daysOnMarket).not.toHaveProperty('med')
    expect(stats.soldPrice).not.toHaveProperty('yr')
    const months = Object.keys(stats.soldPrice.mth ?? {})
    expect(months.length).toBeGreaterThan(6)
    expect(months).toEqual([...months].sort())
    expect(Object.keys(stats.closed.mth ?? {})).toEqual(months)
    const closedByMonth = Object.values(stats.closed.mth ?? {})
    expect(closedByMonth.reduce((sum, month) => sum + month.count, 0)).toBe(stats.closed.count)
    for (const month of months) {
      const sold = stats.soldPrice.mth?.[month]
      // A guest's sold prices are the public listings' only, and a month of fewer than 10 is
      // withheld (the board rules).
      expect(sold?.count).toBeLessThanOrEqual(stats.closed.mth?.[month]?.count ?? 0)
      if ((sold?.count ?? 0) >= 10) {
        expect(sold?.avg).toBeGreaterThan(0)
        expect(sold?.med).toBeGreaterThan(0)
      } else {
        expect(sold).toMatchObject({ avg: null, med: null, withheld: 'fewer-than-10-sales' })
      }
    }
    const types = (
      body.aggregates as {
        details: { propertyType: Record<string, { count: number; listPrice: { avg: number } }> }
      }
    ).details.propertyType
    expect(Object.values(types).reduce((sum, type) => sum + type.count, 0)).toBe(body.count)
    expect(types.Detached?.listPrice.avg).toBeGreaterThan(0)
  })

  it('groups by year with grp-yr, inside each statistic', async () => {
    const body = await statistics(
      'status=U&lastStatus=Sld&listings=false&statistics=avg-soldPrice,cnt-closed,grp-yr',
    )
    const stats = body.statistics as Required<Statistics>
    const years = Object.keys(stats.soldPrice.yr ?? {})
    expect(years.every((year) => /^\d{4}$/.test(year))).toBe(true)
    expect(Object.keys(stats.closed.yr ?? {})).toEqual(years)
    expect(stats.soldPrice).not.toHaveProperty('mth')
  })

  it('answers the previous window with the same search and its own dates', async () => {
    const base = 'city=Toronto&status=U&lastStatus=Sld&listings=false&statistics=cnt-closed'
    const whole = await statistics(`${base}&minSoldDate=2025-10-30&maxSoldDate=2026-10-31`)
    const before = await statistics(`${base}&minSoldDate=2025-10-30&maxSoldDate=2026-04-30`)
    const after = await statistics(`${base}&minSoldDate=2026-05-01&maxSoldDate=2026-10-31`)
    expect((before.statistics?.closed?.count ?? 0) + (after.statistics?.closed?.count ?? 0)).toBe(
      whole.statistics?.closed?.count,
    )
  })

  it('reads the sold history from the covering index alone', () => {
    const plan = server.db
      .prepare<[], { detail: string }>(
        `EXPLAIN QUERY PLAN SELECT list_price, sold_price, sold_date, list_date, property_type,
           display_public FROM listings WHERE city IN ('Toronto') AND status IN ('U') AND last_status IN ('Sld')
         AND beds >= 0 AND beds <= 4 AND sold_date >= '2019-11-01'`,
      )
      .all()
      .map((row) => row.detail)
      .join(' | ')
    expect(plan).toContain('USING COVERING INDEX listings_sold')
  })

  it.each([
    'avg-secret',
    'constructor',
    '__proto__',
    'toString',
    'valueOf',
    'hasOwnProperty',
    'pct-aboveBelowList',
    'cmp-previous',
  ])('refuses %s with a 400 naming it', async (name) => {
    const response = await fetch(
      `${server.baseUrl}/listings?statistics=avg-soldPrice,${encodeURIComponent(name)}`,
    )
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toContain(`"${name}"`)
  })
})
