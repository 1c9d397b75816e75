/**
 * How much restyling a page's start-up asks of the browser, counted rather than timed: opens each
 * page on a phone's screen, records Chromium's trace from the navigation until 4 s after load, and
 * prints the number of style recalculations and the sum of the elements they restyled. The counts
 * hold from run to run where timings on a shared machine do not, so two builds compare on them.
 * Needs the production build served (`npm run serve`). PAGES as in bench/lighthouse.sh's paths:
 *   npx tsx bench/styleRecalcs.ts '' contact list/on/toronto
 */
import { chromium } from '@playwright/test'
import { LIGHTHOUSE_PHONE } from './lighthousePhone'

const SETTLE_MS = 4000
const base = process.env.BASE_URL ?? 'http://localhost:5173/real-estate/'

interface TraceEvent {
  readonly name: string
  readonly ph: string
  readonly args?: { elementCount?: number }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
})
for (const path of process.argv.slice(2)) {
  const context = await browser.newContext(LIGHTHOUSE_PHONE)
  const page = await context.newPage()
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', '__metadata'],
  })
  await page.goto(`${base}${path}`, { waitUntil: 'load' })
  await page.waitForTimeout(SETTLE_MS)
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[]
  }
  await context.close()
  const recalcs = trace.traceEvents.filter(
    (e) => e.name === 'UpdateLayoutTree' && e.ph === 'X' && e.args?.elementCount !== undefined,
  )
  const elements = recalcs.reduce((sum, e) => sum + (e.args?.elementCount ?? 0), 0)
  console.log(`/${path}: ${String(recalcs.length)} recalculations, ${String(elements)} elements`)
}
await browser.close()
