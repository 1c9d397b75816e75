/**
 * The start-up's long tasks on a slow phone: opens each page in Chromium at 4× CPU slowdown
 * (Lighthouse's mobile preset) with a phone's screen, records a performance trace until the
 * page has settled, and prints every main-thread task over 50 ms with what filled it (script
 * compile and evaluation by file, style, layout, paint). Needs the production build served
 * (`npm run serve`, so run it under the e2e lock). PAGES as in bench/lighthouse.sh's paths.
 *   npx tsx bench/startupTrace.ts '' list/on/toronto
 */
import { readFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { LIGHTHOUSE_PHONE } from './lighthousePhone'
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping'
import { sourceOwner } from './sourceOwner'

const LONG_TASK_MS = 50
const SETTLE_MS = 6000
const base = process.env.BASE_URL ?? 'http://localhost:5173/real-estate/'

interface TraceEvent {
  readonly name: string
  readonly ph: string
  readonly ts: number
  readonly dur?: number
  readonly pid: number
  readonly tid: number
  readonly args?: { data?: { url?: string; functionName?: string }; name?: string }
}

/** The renderer's main thread: the thread named CrRendererMain with the most tasks. */
function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } {
  const counts = new Map<string, number>()
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  for (const e of events) {
    if (e.name !== 'RunTask') continue
    if (!mains.some((m) => m.pid === e.pid && m.tid === e.tid)) continue
    const key = `${e.pid}:${e.tid}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1])
  const [pid, tid] = (best?.[0] ?? '0:0').split(':').map(Number)
  return { pid: pid ?? 0, tid: tid ?? 0 }
}

interface CpuProfile {
  readonly nodes: {
    id: number
    callFrame: { url: string; lineNumber: number; columnNumber: number; functionName: string }
  }[]
  readonly startTime: number
  readonly samples: number[]
  readonly timeDeltas: number[]
}

const maps = new Map<string, TraceMap | null>()
/** The source module a built file's position came from (node_modules/<package> or src/<path>). */
function owner(url: string, line: number, column: number, fn: string): string {
  if (!url.includes('/assets/')) return fn ? `(${fn})` : '(native)'
  const file = `dist/assets/${shortUrl(url)}`
  if (!maps.has(file)) {
    try {
      maps.set(file, new TraceMap(readFileSync(`${file}.map`, 'utf8')))
    } catch {
      maps.set(file, null)
    }
  }
  const map = maps.get(file)
  if (!map) return shortUrl(url)
  const source = originalPositionFor(map, { line: line + 1, column }).source ?? shortUrl(url)
  return sourceOwner(source)
}

/** Self time by source module inside [from, to) (trace microseconds). */
function profileOwners(profile: CpuProfile, from: number, to: number): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const sums = new Map<string, number>()
  let t = profile.startTime
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0
    if (t < from || t >= to) continue
    const next = (profile.timeDeltas[i + 1] ?? 0) / 1000
    const node = byId.get(profile.samples[i] ?? -1)
    if (!node) continue
    const f = node.callFrame
    const key = owner(f.url, f.lineNumber, f.columnNumber, f.functionName)
    if (key === '(idle)' || key === '(program)') continue
    sums.set(key, (sums.get(key) ?? 0) + next)
  }
  return [...sums.entries()]
    .filter(([, ms]) => ms >= 4)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 7)
    .map(([key, ms]) => `${key} ${ms.toFixed(0)}`)
    .join(', ')
}

const shortUrl = (url: string | undefined) => (url ?? '').replace(/^.*\//, '')

/** What filled a task: its nested events' time by kind (a script's by file). */
function breakdown(inside: readonly TraceEvent[]): string {
  const sums = new Map<string, number>()
  const kinds: Record<string, string> = {
    'v8.compile': 'compile',
    'v8.compileModule': 'compile',
    'v8.produceModuleCache': 'compile',
    EvaluateScript: 'eval',
    'v8.evaluateModule': 'eval',
    FunctionCall: 'call',
    UpdateLayoutTree: 'style',
    Layout: 'layout',
    Paint: 'paint',
    ParseHTML: 'parseHTML',
    MajorGC: 'gc',
    MinorGC: 'gc',
    'V8.GC_SCAVENGER': 'gc',
    RunMicrotasks: 'microtasks',
  }
  for (const e of inside) {
    const kind = kinds[e.name]
    if (!kind || !e.dur) continue
    const file =
      kind === 'compile' || kind === 'eval' || kind === 'call' ? shortUrl(e.args?.data?.url) : ''
    const key = file ? `${kind} ${file}` : kind
    sums.set(key, (sums.get(key) ?? 0) + e.dur / 1000)
  }
  return [...sums.entries()]
    .filter(([, ms]) => ms >= 5)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([key, ms]) => `${key} ${ms.toFixed(0)}`)
    .join(', ')
}

async function tracePage(path: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  })
  const context = await browser.newContext(LIGHTHOUSE_PHONE)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8',
      'v8.execute',
      'toplevel',
      '__metadata',
    ],
  })
  const started = Date.now()
  await page.goto(`${base}${path}`, { waitUntil: 'load' })
  await page.waitForTimeout(SETTLE_MS)
  const lcp = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as
            { startTime: number; element?: { tagName: string } | null; url?: string } | undefined
          resolve(
            last
              ? `${last.startTime.toFixed(0)} ms <${last.element?.tagName.toLowerCase() ?? '?'}> ${last.url ?? ''}`
              : 'none',
          )
        }).observe({ type: 'largest-contentful-paint', buffered: true })
      }),
  )
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile }
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[]
  }
  await browser.close()
  const events = trace.traceEvents
  const main = mainThread(events)
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X')
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) / 1000 > LONG_TASK_MS)
  const navigation = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid)
  const origin = navigation?.ts ?? tasks[0]?.ts ?? 0
  let blocking = 0
  console.log(`\n/${path}  (LCP ${lcp}; ${((Date.now() - started) / 1000).toFixed(1)} s)`)
  for (const task of tasks) {
    const dur = (task.dur ?? 0) / 1000
    blocking += dur - LONG_TASK_MS
    const inside = onMain.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0),
    )
    const at = ((task.ts - origin) / 1000).toFixed(0)
    console.log(`  at ${at.padStart(5)} ms  ${dur.toFixed(0).padStart(4)} ms  ${breakdown(inside)}`)
    if (process.env.PROFILE)
      console.log(`        ${profileOwners(profile, task.ts, task.ts + (task.dur ?? 0))}`)
  }
  console.log(
    `  ${tasks.length} long tasks, blocking time (over 50 ms each) ${blocking.toFixed(0)} ms`,
  )
}

for (const path of process.argv.slice(2)) await tracePage(path)
