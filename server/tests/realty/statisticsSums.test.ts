import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ListingsQuery } from '../../../contract/realty'
import { ANONYMOUS, SIGNED_IN } from '../../src/realty/presentListing'
import { searchListings } from '../../src/realty/search'
import { startServerForGuestAndBuyer, type ServerForGuestAndBuyer } from '../customerIdentity'
import type { TestServer } from '../helpers'
import { listingsPath } from './costlyQuestions'

// Statistics without a median are summed per month and property type in one read of the
// listings (beside the clusters when both are asked); over real HTTP, for a guest and a
// customer, every such answer equals the one computed from the listings one by one, for the
// searches the monthly summary does not answer (a drawn area, a neighbourhood, text, a page
// beside the figures).

const AVERAGES = 'avg-soldPrice,avg-listPrice,avg-daysOnMarket,cnt-closed'

const drawnArea = JSON.stringify([
  Array.from({ length: 33 }, (_, i) => {
    const angle = (2 * Math.PI * (i % 32)) / 32
    return [-79.4 + 0.3 * Math.cos(angle), 43.72 + 0.2 * Math.sin(angle)]
  }),
])

const QUESTIONS: Record<string, ListingsQuery> = {
  'a drawn area, by month, with clusters': {
    status: ['A', 'U'],
    cluster: true,
    statistics: 'avg-listPrice,grp-mth',
    listings: false,
    map: drawnArea,
  },
  'fine clusters (cells ranked first) beside every average, in a drawn area': {
    status: ['A', 'U'],
    cluster: true,
    clusterPrecision: 20,
    statistics: `${AVERAGES},grp-mth,grp-yr`,
    aggregates: 'details.propertyType',
    aggregateStatistics: true,
    listings: false,
    map: drawnArea,
  },
  'clusters of every listing beside every average, with a page': {
    status: ['A', 'U'],
    cluster: true,
    statistics: `${AVERAGES},grp-yr`,
    resultsPerPage: 3,
  },
  'a drawn area, every average, both periods, per property type': {
    status: ['A', 'U'],
    statistics: `${AVERAGES},grp-mth,grp-yr`,
    aggregates: 'details.propertyType',
    aggregateStatistics: true,
    listings: false,
    map: drawnArea,
  },
  'sold listings of a neighbourhood (few sales per month)': {
    status: ['U'],
    neighborhood: ['Little Portugal'],
    statistics: `${AVERAGES},grp-mth`,
    listings: false,
  },
  'a text search with a page beside the figures': {
    status: ['A', 'U'],
    search: 'park',
    statistics: `${AVERAGES},grp-yr`,
    aggregates: 'details.propertyType,details.style',
    aggregateStatistics: true,
    resultsPerPage: 5,
  },
  'every listing, every average, under a price bound': {
    status: ['A', 'U'],
    maxPrice: 1_500_000,
    statistics: `${AVERAGES},grp-mth,grp-yr`,
    listings: false,
  },
}

let service: ServerForGuestAndBuyer
let server: TestServer

beforeAll(async () => {
  service = await startServerForGuestAndBuyer({ datasetSize: 4000 })
  server = service.server
})

afterAll(async () => {
  await service.close()
})

describe('statistics summed in SQL', () => {
  it.each(Object.entries(QUESTIONS))('equal the listings read one by one: %s', async (_, query) => {
    for (const who of ['guest', 'customer'] as const) {
      const response = await service.get(listingsPath(query), who)
      expect(response.status).toBe(200)
      const answered = (await response.json()) as { statistics?: unknown; count: number }
      const oneByOne = searchListings(
        server.db,
        query,
        who === 'customer' ? SIGNED_IN : ANONYMOUS,
        {
          fromSummary: false,
          statisticsFromRows: true,
        },
      )
      expect(answered.count, who).toBeGreaterThan(0)
      expect(answered, who).toEqual(JSON.parse(JSON.stringify(oneByOne)))
    }
  })

  it("withholds a guest's sold prices below 10 sales as the listings one by one do", async () => {
    const query = QUESTIONS['sold listings of a neighbourhood (few sales per month)'] ?? {}
    const answered = (await (await fetch(`${server.baseUrl}${listingsPath(query)}`)).json()) as {
      statistics: { soldPrice: { mth: Record<string, { avg: number | null; count: number }> } }
    }
    const months = Object.values(answered.statistics.soldPrice.mth)
    // Months with a few public sales: their average is withheld, their count stays.
    expect(months.some((month) => month.count < 10 && month.avg === null)).toBe(true)
    expect(months.every((month) => month.count >= 10 || month.avg === null)).toBe(true)
  })
})
