import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ListingsResponse } from '../../../contract/realty'
import { startTestServer, type TestServer } from '../helpers'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ config: { datasetSize: 5000 } })
})

afterAll(async () => {
  await server.close()
})

/** The trends page's request (second spec, section 7). */
const TRENDS =
  'city=Toronto&minBeds=0&maxBeds=4&status=U&lastStatus=Sld&minSoldDate=2024-01-01' +
  '&statistics=avg-soldPrice,med-soldPrice,cnt-closed,avg-daysOnMarket,pct-aboveBelowList,grp-mth' +
  '&listings=false&aggregateStatistics=true&aggregates=details.propertyType'

interface Summary {
  avg: number
  med?: number
  count: number
}

describe('GET /listings statistics', () => {
  it('answers the trends request with overall and monthly figures', async () => {
    const response = await fetch(`${server.baseUrl}/listings?${TRENDS}`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as ListingsResponse
    const stats = body.statistics as {
      soldPrice: Summary
      daysOnMarket: Summary
      closed: { count: number }
      aboveBelowList: { above: number; below: number }
      mth: Record<string, { soldPrice: Summary }>
    }
    expect(stats.closed.count).toBe(body.count)
    expect(stats.soldPrice.avg).toBeGreaterThan(300_000)
    expect(stats.soldPrice.med).toBeGreaterThan(300_000)
    expect(stats.daysOnMarket.avg).toBeGreaterThan(0)
    expect(stats.aboveBelowList.above + stats.aboveBelowList.below).toBeLessThanOrEqual(100)
    const months = Object.keys(stats.mth)
    expect(months.length).toBeGreaterThan(6)
    expect(months).toEqual([...months].sort())
    expect(Object.values(stats.mth).reduce((sum, month) => sum + month.soldPrice.count, 0)).toBe(
      stats.closed.count,
    )
    const types = (
      body.aggregates as {
        details: { propertyType: Record<string, { count: number; listPrice: { avg: number } }> }
      }
    ).details.propertyType
    expect(Object.values(types).reduce((sum, type) => sum + type.count, 0)).toBe(body.count)
    expect(types.Detached?.listPrice.avg).toBeGreaterThan(0)
  })

  it('compares with the previous sold window of the same length (cmp-previous)', async () => {
    const asked = 'avg-soldPrice,med-soldPrice,cnt-closed,avg-daysOnMarket,pct-aboveBelowList'
    const base = 'city=Toronto&minBeds=0&maxBeds=4&status=U&lastStatus=Sld&listings=false'
    const current = (await (
      await fetch(
        `${server.baseUrl}/listings?${base}&minSoldDate=2026-05-01&maxSoldDate=2026-10-31` +
          `&statistics=${asked},cmp-previous,grp-mth`,
      )
    ).json()) as ListingsResponse
    const previous = (current.statistics as { previous: Record<string, unknown> }).previous
    // 183 days before 2026-05-01, through 2026-04-30
    expect(previous.minSoldDate).toBe('2025-10-30')
    expect(previous.maxSoldDate).toBe('2026-04-30')
    expect(previous).not.toHaveProperty('mth')
    const direct = (await (
      await fetch(
        `${server.baseUrl}/listings?${base}&minSoldDate=2025-10-30&maxSoldDate=2026-04-30` +
          `&statistics=${asked}`,
      )
    ).json()) as ListingsResponse
    expect(previous).toEqual({
      ...direct.statistics,
      minSoldDate: '2025-10-30',
      maxSoldDate: '2026-04-30',
    })
    expect((previous.closed as { count: number }).count).toBeGreaterThan(0)
  })

  it('refuses a comparison without a sold window', async () => {
    const response = await fetch(`${server.baseUrl}/listings?statistics=avg-soldPrice,cmp-previous`)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toContain('minSoldDate')
  })

  it('reads the sold history from the covering index alone', () => {
    const plan = server.db
      .prepare<[], { detail: string }>(
        `EXPLAIN QUERY PLAN SELECT list_price, sold_price, sold_date, list_date, property_type
         FROM listings WHERE city IN ('Toronto') AND status IN ('U') AND last_status IN ('Sld')
         AND beds >= 0 AND beds <= 4 AND sold_date >= '2019-11-01'`,
      )
      .all()
      .map((row) => row.detail)
      .join(' | ')
    expect(plan).toContain('USING COVERING INDEX listings_sold')
  })

  it('refuses an unknown statistic', async () => {
    const response = await fetch(`${server.baseUrl}/listings?statistics=avg-secret`)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toContain('statistics')
  })
})
