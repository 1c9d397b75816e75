// The map screen's browser figures (issue 5): how long after a pan ends the new pins are painted
// (median and p95 over 20 pans at zoom 12 and at zoom 15, on the keyless Leaflet map and the local
// service) and how much JavaScript the map route loads (gzip).
//
// Run alone with `npx tsx bench/mapPan.ts`, or as part of `npm run bench`. It builds the app into
// bench/.map/dist for private ports, starts the local service (30,000 listings, the default
// dataset, kept in server/data/bench-map) on 8798 and the production build on 5198, so it never
// binds the ports the e2e lock guards (5173, 8787) and needs no lock. BENCH_MAP_BUILD=0 reuses the
// last build. Chromium: CHROMIUM_PATH, else /usr/bin/chromium when present, else Playwright's.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Page } from 'playwright'
import { entryJavaScriptBytes } from './entrySize'
import { routeJavaScriptBytes } from './routeSize'
import { running, startService, type RunningService } from './service'

const SERVICE_PORT = 8798
const WEB_PORT = 5198
const LISTINGS = 30_000
const PANS = Number(process.env.BENCH_PANS ?? 20)
const ZOOMS = [12, 15] as const
const OUT = join('bench', '.map', 'dist')
const KB = 1024

export interface PanFigure {
  readonly zoom: number
  readonly pans: number
  readonly medianMs: number
  readonly p95Ms: number
}

export interface MapFigures {
  /** Entry + the map screen's chunks + the Leaflet adapter's, from the build (gzip bytes). */
  readonly routeBytes: number | undefined
  /** Every script a first visit to /map loads before the network is idle (gzip bytes). */
  readonly firstVisitBytes: number
  readonly firstVisitFiles: number
  readonly pans: readonly PanFigure[]
  readonly load: string
}

/** The nearest-rank percentile of sorted samples. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0
}

function build(): void {
  const service = `http://127.0.0.1:${String(SERVICE_PORT)}`
  const result = spawnSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--outDir',
      OUT,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        VITE_REALTY_API_URL: service,
        VITE_CONTACT_API_URL: service,
        VITE_CUSTOMER_API_URL: service,
        VITE_IMAGE_CDN_URL: `${service}/cdn`,
        VITE_GOOGLE_MAPS_API_KEY: '',
        VITE_MAP_TILE_URL: '',
      },
    },
  )
  if (result.status !== 0) throw new Error('the bench build failed')
}

async function startPreview(): Promise<RunningService> {
  const child = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'preview',
      '--outDir',
      OUT,
      '--port',
      String(WEB_PORT),
      '--strictPort',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const baseUrl = `http://localhost:${String(WEB_PORT)}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error('vite preview exited while starting')
    try {
      if ((await fetch(`${baseUrl}/real-estate/`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('vite preview did not answer in time')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return running(baseUrl, child)
}

function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined
}

declare global {
  interface Window {
    benchPaints?: number[]
  }
}

/**
 * 20 pans from the same start, each always onward (a view never seen before, so no cache
 * answers). A pan drags the map 100 px, holds the pointer still for 100 ms and releases it: the
 * view stops moving at the release (a flick would glide on with Leaflet's inertia, and the
 * pins' 150 ms refresh debounce counts from when the view stops). The time runs from the release to the frame in
 * which the screen reports the new markers drawn (data-pins-painted, set in a frame callback after
 * Leaflet has placed them), so it includes the 150 ms refresh debounce.
 */
async function panFigure(page: Page, baseUrl: string, zoom: number): Promise<PanFigure> {
  await page.goto(`${baseUrl}/real-estate/map/43.6532;-79.3832?z=${String(zoom)}`)
  const map = page.getByTestId('map')
  await page.waitForSelector('[data-testid="map"][data-pins-status="loaded"][data-pins-painted]')
  await page.evaluate(() => {
    const target = document.querySelector('[data-testid="map"]')
    if (!target) throw new Error('no map')
    const paints: number[] = []
    window.benchPaints = paints
    const leaflet = document.querySelector<HTMLElement>('.leaflet-container')
    // A pan is painted when the new pins are and the roads of the view it wants are on screen
    // (a short pan often wants the same snapped box, whose roads are already there).
    // (No named helper here: the bench's TypeScript loader would wrap it in a name call the page
    // does not have.)
    let pinsPainted = false
    new MutationObserver(() => {
      pinsPainted = true
      if (leaflet?.dataset.roadsPainted === leaflet?.dataset.roadsWanted) {
        pinsPainted = false
        paints.push(performance.now())
      }
    }).observe(target, { attributes: true, attributeFilter: ['data-pins-painted'] })
    if (leaflet) {
      new MutationObserver(() => {
        if (pinsPainted && leaflet.dataset.roadsPainted === leaflet.dataset.roadsWanted) {
          pinsPainted = false
          paints.push(performance.now())
        }
      }).observe(leaflet, {
        attributes: true,
        attributeFilter: ['data-roads-painted', 'data-roads-wanted'],
      })
    }
  })
  const box = await map.boundingBox()
  if (!box) throw new Error('the map has no box')
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  const samples: number[] = []
  for (let pan = 0; pan < PANS; pan += 1) {
    const seen = await page.evaluate(() => window.benchPaints?.length ?? 0)
    await page.mouse.move(x, y)
    await page.mouse.down()
    await page.mouse.move(x - 100, y + (pan % 2 === 0 ? 40 : -40), { steps: 5 })
    await page.waitForTimeout(100)
    const released = await page.evaluate(() => performance.now())
    await page.mouse.up()
    await page.waitForFunction((count) => (window.benchPaints?.length ?? 0) > count, seen, {
      timeout: 30_000,
    })
    const painted = await page.evaluate((count) => window.benchPaints?.[count] ?? 0, seen)
    samples.push(painted - released)
    // Let the screen settle (the URL follows the view) before the next pan.
    await page.waitForTimeout(150)
  }
  const sorted = [...samples].sort((a, b) => a - b)
  return {
    zoom,
    pans: samples.length,
    medianMs: Math.round(percentile(sorted, 0.5)),
    p95Ms: Math.round(percentile(sorted, 0.95)),
  }
}

async function firstVisit(page: Page, baseUrl: string) {
  const bodies: Promise<number>[] = []
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return
    bodies.push(
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    )
  })
  await page.goto(`${baseUrl}/real-estate/map`)
  await page.waitForSelector('[data-testid="map"][data-pins-status="loaded"]')
  await page.waitForLoadState('networkidle')
  page.removeAllListeners('response')
  const sizes = await Promise.all(bodies)
  return { bytes: sizes.reduce((total, size) => total + size, 0), files: sizes.length }
}

/** Builds, starts the service and the build on private ports, measures, stops them. */
export async function measureMap(): Promise<MapFigures> {
  if (process.env.BENCH_MAP_BUILD !== '0' || !existsSync(join(OUT, 'index.html'))) build()
  const entry = await entryJavaScriptBytes(OUT)
  const route = await routeJavaScriptBytes(['MapPage', 'LeafletMapView'], OUT)
  const service = await startService(
    SERVICE_PORT,
    join('server', 'data', 'bench-map'),
    LISTINGS,
    `http://localhost:${String(WEB_PORT)}`,
  )
  try {
    const preview = await startPreview()
    try {
      const executablePath = chromiumPath()
      const browser = await chromium.launch({
        ...(executablePath ? { executablePath } : {}),
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      })
      try {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
        const page = await context.newPage()
        const visit = await firstVisit(page, preview.baseUrl)
        const load = `load average ${loadavg()
          .map((value) => value.toFixed(2))
          .join(', ')} on ${String(cpus().length)} cores`
        const pans: PanFigure[] = []
        for (const zoom of ZOOMS) pans.push(await panFigure(page, preview.baseUrl, zoom))
        return {
          routeBytes: entry === undefined || route === undefined ? undefined : entry + route,
          firstVisitBytes: visit.bytes,
          firstVisitFiles: visit.files,
          pans,
          load,
        }
      } finally {
        await browser.close()
      }
    } finally {
      await preview.stop()
    }
  } finally {
    await service.stop()
  }
}

export function printMapFigures(figures: MapFigures): void {
  console.log(`\nmap screen (keyless Leaflet map, desktop Chromium 1440×900), ${figures.load}`)
  console.table(
    figures.pans.map((pan) => ({
      'pan end → pins and roads painted': `zoom ${String(pan.zoom)}`,
      pans: pan.pans,
      'median ms': pan.medianMs,
      'p95 ms': pan.p95Ms,
      'target p95 < 300 ms': pan.p95Ms < 300 ? 'met' : 'missed',
    })),
  )
  if (figures.routeBytes !== undefined) {
    console.log(
      `map route JavaScript (entry + map screen + Leaflet adapter): ${(figures.routeBytes / KB).toFixed(1)} kB gzip (target 260 kB)`,
    )
  }
  console.log(
    `a first visit to /map loads ${(figures.firstVisitBytes / KB).toFixed(1)} kB gzip of JavaScript in ${String(figures.firstVisitFiles)} files (with the shell's session and service-worker code, loaded on every page)`,
  )
}

if (process.argv[1]?.endsWith('mapPan.ts')) {
  printMapFigures(await measureMap())
}
