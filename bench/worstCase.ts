// The costliest single requests we can construct against the local service: each is timed
// alone (one connection, no other load), a few times, and the slowest is printed with its
// service time. Target: every one under ~200 ms at 100,000 listings.

const ALL_STATISTICS =
  'avg-soldPrice,med-soldPrice,avg-listPrice,med-listPrice,avg-daysOnMarket,med-daysOnMarket,cnt-closed,grp-mth,grp-yr'
const FIVE_AGGREGATES =
  'details.propertyType,details.style,address.city,address.neighborhood,details.numBedrooms'

/** Every listing, every status, every statistic and period, five aggregates and the clusters. */
export const WORST_CASES: readonly { readonly name: string; readonly path: string }[] = [
  {
    name: 'statistics over every listing, all figures, both periods, 5 aggregates',
    path: `/listings?status=A&status=U&statistics=${ALL_STATISTICS}&aggregates=${FIVE_AGGREGATES}&aggregateStatistics=true&listings=false`,
  },
  {
    name: 'every sold listing, statistics by month, 20 repeated aggregates (deduplicated)',
    path: `/listings?status=U&statistics=avg-soldPrice,med-soldPrice,grp-mth&aggregates=${Array(20).fill('details.propertyType').join(',')}&aggregateStatistics=true&listings=false`,
  },
  {
    name: 'clusters of every listing at precision 20, 200 clusters, 5 aggregates',
    path: `/listings?status=A&status=U&cluster=true&clusterPrecision=20&clusterLimit=200&aggregates=${FIVE_AGGREGATES}&resultsPerPage=100`,
  },
  {
    name: 'a text search over every listing, last page, sorted by size',
    path: '/listings?status=A&status=U&search=e&resultsPerPage=100&pageNum=900&sortBy=sqftDesc',
  },
  {
    name: 'a drawn 64-corner polygon over the GTA with clusters and statistics',
    path: `/listings?status=A&status=U&cluster=true&statistics=avg-listPrice,grp-mth&listings=false&map=${encodeURIComponent(
      JSON.stringify([
        Array.from({ length: 65 }, (_, i) => {
          const angle = (2 * Math.PI * (i % 64)) / 64
          return [-79.4 + 0.5 * Math.cos(angle), 43.75 + 0.35 * Math.sin(angle)]
        }),
      ]),
    )}`,
  },
  {
    name: 'autocomplete of one letter, sold and active',
    path: '/autocomplete?search=a&resultsPerPage=50&status=A&status=U',
  },
]

export interface WorstCaseTiming {
  readonly name: string
  readonly path: string
  readonly status: number
  readonly ms: number
  /** Each run's wall time, in order: the first may wait for a worker still loading after a start. */
  readonly runs: readonly number[]
}

/** Each case timed REPEATS times (the first warms the caches out, so the worst is kept). */
export async function timeWorstCases(baseUrl: string, repeats = 3): Promise<WorstCaseTiming[]> {
  const timings: WorstCaseTiming[] = []
  for (const { name, path } of WORST_CASES) {
    let worst = 0
    let status = 0
    const runs: number[] = []
    for (let run = 0; run < repeats; run += 1) {
      // A different (all-inclusive) price bound each run, so no answer cache serves a repeat.
      const bust = path.startsWith('/listings?') ? `&maxPrice=${String(999_999_999 - run)}` : ''
      const url = `${baseUrl}${path}${bust}`
      const started = performance.now()
      const response = await fetch(url)
      await response.arrayBuffer()
      const ms = performance.now() - started
      runs.push(Math.round(ms))
      worst = Math.max(worst, ms)
      status = response.status
    }
    timings.push({ name, path, status, ms: Math.round(worst), runs })
  }
  return timings
}

export function printWorstCases(timings: readonly WorstCaseTiming[]): void {
  console.table(
    timings.map(({ name, status, ms, runs }) => ({
      request: name,
      status,
      'ms (worst of 3)': ms,
      'each run, ms': runs.join(' / '),
    })),
  )
  const worst = [...timings].sort((a, b) => b.ms - a.ms)[0]
  if (worst) {
    console.log(
      `worst single request: ${String(worst.ms)} ms (target < 200 ms)\n  GET ${worst.path}`,
    )
  }
}
