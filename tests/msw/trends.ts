import { http, HttpResponse } from 'msw'
import { listingsUrl } from './handlers'
import { server } from './server'

/** A statistics response shaped as the realty service answers the trends request. */
export function statisticsResponse(city: string, scale = 1) {
  const base = city === 'Toronto' ? 1_000_000 : 800_000
  const months = ['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']
  const mth = Object.fromEntries(
    months.map((month, index) => [
      month,
      {
        soldPrice: {
          avg: Math.round(base * scale * (1 + index / 100)),
          med: base,
          count: 10 + index,
        },
        daysOnMarket: { avg: 20 - index, count: 10 + index },
        closed: { count: 10 + index },
      },
    ]),
  )
  return {
    page: 1,
    numPages: 0,
    pageSize: 100,
    count: 91,
    listings: [],
    statistics: {
      soldPrice: { avg: Math.round(base * scale), med: base - 50_000, count: 91 },
      daysOnMarket: { avg: 17, count: 91 },
      closed: { count: 91 },
      aboveBelowList: { above: 55.5, below: 40 },
      mth,
      previous: {
        minSoldDate: '2025-11-22',
        maxSoldDate: '2026-05-22',
        soldPrice: { avg: Math.round(base * 0.95), med: base - 60_000, count: 80 },
        daysOnMarket: { avg: 20, count: 80 },
        closed: { count: 80 },
        aboveBelowList: { above: 50, below: 45 },
      },
    },
    aggregates: {
      details: {
        propertyType: {
          Detached: { count: 40, listPrice: { avg: 1_500_000 }, soldPrice: { avg: 1_520_000 } },
          'Condo Apt': { count: 30, listPrice: { avg: 650_000 }, soldPrice: { avg: 640_000 } },
          'Semi-Detached': {
            count: 10,
            listPrice: { avg: 1_100_000 },
            soldPrice: { avg: 1_120_000 },
          },
          'Condo Townhouse': { count: 6, listPrice: { avg: 800_000 }, soldPrice: { avg: 790_000 } },
          Multiplex: { count: 3, listPrice: { avg: 1_900_000 }, soldPrice: { avg: 1_880_000 } },
          Commercial: { count: 1, listPrice: { avg: 2_500_000 }, soldPrice: { avg: null } },
          Other: { count: 1, listPrice: { avg: 500_000 }, soldPrice: { avg: 500_000 } },
        },
      },
    },
  }
}

/** Answers the trends statistics call and records each request's parameters. */
export function answerTrends(options: { readonly fail?: boolean } = {}) {
  const asked: URLSearchParams[] = []
  server.use(
    http.get(listingsUrl, ({ request }) => {
      const params = new URL(request.url).searchParams
      asked.push(params)
      if (options.fail) return HttpResponse.json({ message: 'down' }, { status: 503 })
      const city = params.get('city') ?? 'Toronto'
      return HttpResponse.json(statisticsResponse(city, params.get('maxBeds') === '2' ? 0.7 : 1))
    }),
  )
  return asked
}
