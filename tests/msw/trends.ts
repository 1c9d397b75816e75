import { http, HttpResponse } from 'msw'
import { listingsUrl } from './handlers'
import { server } from './server'

/** A statistics response shaped as the provider (and so the realty service) answers. */
export function statisticsResponse(city: string, scale = 1) {
  const base = city === 'Toronto' ? 1_000_000 : 800_000
  const months = ['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']
  const byMonth = <T>(figure: (index: number) => T) =>
    Object.fromEntries(months.map((month, index) => [month, figure(index)]))
  return {
    page: 1,
    numPages: 0,
    pageSize: 100,
    count: 91,
    listings: [],
    statistics: {
      soldPrice: {
        avg: Math.round(base * scale),
        med: base - 50_000,
        mth: byMonth((index) => ({
          avg: Math.round(base * scale * (1 + index / 100)),
          med: base,
          count: 10 + index,
        })),
      },
      // Sold at 103 % of asking on average.
      listPrice: { avg: Math.round((base * scale) / 1.03) },
      daysOnMarket: { avg: 17, mth: byMonth((index) => ({ avg: 20 - index, count: 10 + index })) },
      closed: { count: 91, mth: byMonth((index) => ({ count: 10 + index })) },
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

/** The previous window's overall figures: sold at 98 % of asking, fewer and cheaper sales. */
export function previousStatisticsResponse(city: string) {
  const base = city === 'Toronto' ? 1_000_000 : 800_000
  return {
    page: 1,
    numPages: 0,
    pageSize: 100,
    count: 80,
    listings: [],
    statistics: {
      soldPrice: { avg: Math.round(base * 0.95), med: base - 60_000 },
      listPrice: { avg: Math.round((base * 0.95) / 0.98) },
      daysOnMarket: { avg: 20 },
      closed: { count: 80 },
    },
  }
}

const WITHHELD = 'fewer-than-10-sales'

/**
 * The same answer as a guest gets it when sales are few: the overall sold-price figures and
 * May's withheld, with the reason the service names.
 */
export function withheldStatisticsResponse(city: string) {
  const response = statisticsResponse(city)
  const { soldPrice } = response.statistics
  return {
    ...response,
    statistics: {
      ...response.statistics,
      soldPrice: {
        ...soldPrice,
        avg: null,
        med: null,
        withheld: WITHHELD,
        mth: {
          ...soldPrice.mth,
          '2026-05': { avg: null, med: null, count: 3, withheld: WITHHELD },
        },
      },
    },
  }
}

/** Answers the trends statistics calls (current and previous window) and records each request. */
export function answerTrends(
  options: {
    readonly fail?: boolean
    readonly withheld?: boolean
    readonly fewBefore?: boolean
    /** Every type sold at most twice, too few for any to rank by its average price. */
    readonly fewByType?: boolean
  } = {},
) {
  const asked: URLSearchParams[] = []
  server.use(
    http.get(listingsUrl, ({ request }) => {
      const params = new URL(request.url).searchParams
      asked.push(params)
      if (options.fail) return HttpResponse.json({ message: 'down' }, { status: 503 })
      const city = params.get('city') ?? 'Toronto'
      if (params.has('maxSoldDate')) {
        const previous = previousStatisticsResponse(city)
        // Seven sales in the period before: too few for its percentages to mean much.
        if (options.fewBefore) previous.statistics.closed.count = 7
        return HttpResponse.json(previous)
      }
      if (options.withheld) return HttpResponse.json(withheldStatisticsResponse(city))
      const current = statisticsResponse(city, params.get('maxBeds') === '2' ? 0.7 : 1)
      if (options.fewByType) {
        for (const figures of Object.values(current.aggregates.details.propertyType)) {
          figures.count = Math.min(figures.count, 2)
        }
      }
      return HttpResponse.json(current)
    }),
  )
  return asked
}
