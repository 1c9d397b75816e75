// The costliest single requests we can construct against the local service: each is timed
// alone (one connection, no other load), a few times, and the slowest is printed with its
// service time. Target: every one under ~200 ms at 100,000 listings.

const ALL_STATISTICS =
  'avg-soldPrice,med-soldPrice,avg-listPrice,med-listPrice,avg-daysOnMarket,med-daysOnMarket,cnt-closed,grp-mth,grp-yr'
const FIVE_AGGREGATES =
  'details.propertyType,details.style,address.city,address.neighborhood,details.numBedrooms'

/** A closed outline of `corners` corners at `place(t)`, to four decimals, as a URL carries it. */
function outline(corners: number, place: (t: number) => [number, number]): string {
  const ring = Array.from({ length: corners }, (_, i) =>
    place((2 * Math.PI * (i + 0.5)) / corners).map((value) => Math.round(value * 1e4) / 1e4),
  )
  // As it is: brackets and commas need no escaping in a query, and the URL stays under 16 kB.
  return JSON.stringify([[...ring, ring[0]]])
}

/** A figure-eight over the GTA drawn by hand in 760 corners (one crossing). */
const FIGURE_EIGHT = outline(760, (t) => [
  -79.4 + 0.45 * Math.cos(t),
  43.75 + 0.3 * Math.sin(2 * t),
])
/** A star of 700 corners over the GTA, about as many as a URL holds (16 kB), no crossing. */
const STAR = outline(700, (t) => {
  const radius = Math.round((t * 700) / (2 * Math.PI)) % 2 === 0 ? 0.5 : 0.3
  return [-79.4 + radius * Math.cos(t), 43.75 + radius * 0.7 * Math.sin(t)]
})
/** A wavy ring crossing a circle's 32 spokes twice each: 64 crossings, as many as allowed. */
const CROSSINGS = outline(256, (t) => {
  const radius = 0.3 + 0.2 * Math.sin(32 * t)
  return [-79.4 + radius * Math.cos(3 * t), 43.75 + radius * 0.7 * Math.sin(3 * t)]
})
/** The longest search text, in one-letter words: every word is a LIKE over every listing. */
const LONGEST_TEXT = encodeURIComponent(Array(50).fill('e').join(' '))
/** Fifty values (the most) of a list filter. */
const fifty = (name: string, value: (i: number) => string) =>
  Array.from({ length: 50 }, (_, i) => `${name}=${encodeURIComponent(value(i))}`).join('&')

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
    name: 'a hand-drawn 760-corner figure-eight with clusters, statistics and 5 aggregates',
    path: `/listings?status=A&status=U&cluster=true&statistics=${ALL_STATISTICS}&aggregates=${FIVE_AGGREGATES}&listings=false&map=${FIGURE_EIGHT}`,
  },
  {
    name: 'a 700-corner star, a page of 200 sorted by size',
    path: `/listings?status=A&status=U&resultsPerPage=200&sortBy=sqftDesc&map=${STAR}`,
  },
  {
    name: 'an outline crossing itself 64 times, statistics and clusters',
    path: `/listings?status=A&status=U&cluster=true&statistics=${ALL_STATISTICS}&listings=false&map=${CROSSINGS}`,
  },
  {
    name: 'the longest text search (50 one-letter words), statistics',
    path: `/listings?status=A&status=U&search=${LONGEST_TEXT}&statistics=${ALL_STATISTICS}&resultsPerPage=200`,
  },
  {
    name: 'fifty values of every list filter, a page of 200 with every field',
    path: `/listings?status=A&status=U&${fifty('city', (i) => `City ${String(i)}`)}&${fifty('neighborhood', (i) => `N${String(i)}`)}&${fifty('style', (i) => `S${String(i)}`)}&resultsPerPage=200&fields=${'details.description,'.repeat(49)}mlsNumber`,
  },
  {
    name: 'every listing sorted by size, the 500th page of 200 (no text: the service thread)',
    path: '/listings?status=A&status=U&resultsPerPage=200&pageNum=500&sortBy=sqftDesc',
  },
  {
    name: 'clusters of every listing at precision 22 with a page of 200 (the service thread)',
    path: '/listings?status=A&status=U&cluster=true&clusterPrecision=22&clusterLimit=200&resultsPerPage=200',
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
