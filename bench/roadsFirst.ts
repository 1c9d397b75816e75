import { percentile } from './mapPan'

/** Degrees of longitude a snapped roads box spans at a zoom (512 px cells, as the map asks). */
const cell = (zoom: number) => (360 * 512) / (256 * 2 ** zoom)

/**
 * The roads route before its cache: 120 views no one asked for yet (a 4 × 2 cell box stepped over
 * downtown and midtown at zoom 15, as the map's snapped boxes are), one request at a time, each
 * timed from send to the last byte. Returns the median and p99 in milliseconds.
 */
export async function timeFirstRoads(baseUrl: string): Promise<{ p50: number; p99: number }> {
  const zoom = 15
  const step = cell(zoom)
  const times: number[] = []
  for (let i = 0; i < 12; i += 1) {
    for (let j = 0; j < 10; j += 1) {
      const west = Math.floor(-79.45 / step) * step + i * step
      const south = Math.floor(43.63 / step) * step + j * step
      const bbox = [west, south, west + 4 * step, south + 2 * step].map((v) => v.toFixed(5))
      const started = performance.now()
      const response = await fetch(
        `${baseUrl}/geo/roads?bbox=${bbox.join(',')}&zoom=${String(zoom)}`,
      )
      await response.text()
      times.push(performance.now() - started)
    }
  }
  const sorted = times.sort((a, b) => a - b)
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) }
}
