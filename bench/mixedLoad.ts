// Fair sharing under load: map panning while the trends page's statistics run alongside
// (8 map connections + 2 trends connections at once), then the trends statistics alone at 10.
// Targets at 100,000 listings: map p99 under 50 ms in the mix, trends p99 under 150 ms alone.
import autocannon from 'autocannon'

interface Load {
  readonly path: string
  readonly connections: number
  /** Each request a new question (an all-inclusive price bound of its own): no answer is reused. */
  readonly uncached?: boolean
}

async function run(baseUrl: string, load: Load, seconds: number) {
  let sent = 0
  const result = await autocannon({
    url: `${baseUrl}${load.path}`,
    connections: load.connections,
    duration: seconds,
    ...(load.uncached && {
      requests: [
        {
          setupRequest: (request) => {
            sent += 1
            return { ...request, path: `${load.path}&maxPrice=${String(999_999_999 - sent)}` }
          },
        },
      ],
    }),
  })
  return {
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

export async function measureMixedLoad(
  baseUrl: string,
  paths: { readonly map: string; readonly trends: string },
  seconds: number,
) {
  const [map, trends] = await Promise.all([
    run(baseUrl, { path: paths.map, connections: 8 }, seconds),
    run(baseUrl, { path: paths.trends, connections: 2 }, seconds),
  ])
  const alone = await run(baseUrl, { path: paths.trends, connections: 10 }, seconds)
  const [mapBesideUncached, uncached] = await Promise.all([
    run(baseUrl, { path: paths.map, connections: 8 }, seconds),
    run(baseUrl, { path: paths.trends, connections: 2, uncached: true }, seconds),
  ])
  const aloneUncached = await run(
    baseUrl,
    { path: paths.trends, connections: 10, uncached: true },
    seconds,
  )
  return [
    { load: 'map clusters (8 conn) with trends alongside (2 conn)', ...map, target: 'p99 < 50' },
    { load: 'trends statistics (2 conn) alongside the map (8 conn)', ...trends, target: '' },
    { load: 'trends statistics alone (10 conn)', ...alone, target: 'p99 < 150' },
    // The same with every trends request a new question, so the answer cache never serves one.
    {
      load: 'map (8 conn) with uncached trends (2 conn)',
      ...mapBesideUncached,
      target: 'p99 < 50',
    },
    { load: 'uncached trends (2 conn) alongside the map', ...uncached, target: '' },
    { load: 'uncached trends alone (10 conn)', ...aloneUncached, target: 'p99 < 150' },
  ]
}
