// One alert run in a process of its own, for bench/alertsScale.ts: seeds BENCH_RUN_SEARCHES
// generated customers, each with one instant saved search, into a fresh customer database, then
// times the job's run (one paged read of what changed, each search decided) and the composing of
// every e-mail it queued (a mailer that only counts: SMTP is the inbox's cost, not the job's),
// and prints one JSON line with the figures and this process's peak memory.
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { runAlerts } from '../server/src/alerts/alertJob'
import { alertStore } from '../server/src/alerts/alertStore'
import { deliverDue } from '../server/src/alerts/delivery'
import type { Mailer } from '../server/src/alerts/mailer'
import { realtyClient } from '../server/src/alerts/realtyClient'
import { loadConfig } from '../server/src/config'
import { CITIES } from '../server/src/data/geography/cities'
import { sqliteCustomerDb } from '../server/src/db/customerDb'
import { openDatabase, type Db } from '../server/src/db/database'
import { customerPath } from '../server/src/db/files'
import { CUSTOMER_MIGRATIONS, migrate, readMigrations } from '../server/src/db/migrate'
import { peakRssMb } from './alertBench'

const SEARCHES = Number(process.env.BENCH_RUN_SEARCHES ?? 10_000)
const SINCE = process.env.BENCH_RUN_SINCE ?? new Date().toISOString()
const REALTY_URL = process.env.BENCH_RUN_REALTY ?? 'http://127.0.0.1:8798'
const SERVICE_KEY = process.env.BENCH_RUN_KEY

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
const MAX_PRICES = ['800000', '1500000', '3000000', 'none']

/** The i-th generated search: every city, four price caps, 0-3 beds, one in ten a lease. */
function searchPath(i: number): string {
  const city = CITIES[i % CITIES.length]?.name ?? 'Toronto'
  const query = new URLSearchParams({
    maxPrice: MAX_PRICES[i % MAX_PRICES.length] ?? 'none',
    beds: String(i % 4),
  })
  if (i % 10 === 9) query.set('type', 'lease')
  return `/list/on/${slug(city)}?${query.toString()}`
}

function seed(db: Db) {
  const customer = db.prepare(
    `INSERT INTO customers (sub, email, given_name, email_notifications, language)
     VALUES (?, ?, ?, 1, ?)`,
  )
  const search = db.prepare(
    `INSERT INTO saved_searches (customer_sub, name, path, polygon, alert_frequency)
     VALUES (?, ?, ?, NULL, 'instant')`,
  )
  const cursor = db.prepare(
    'INSERT INTO saved_search_alerts (search_id, cursor, last_run_at) VALUES (?, ?, ?)',
  )
  db.transaction(() => {
    for (let i = 0; i < SEARCHES; i += 1) {
      const sub = `bench-${String(i)}`
      customer.run(sub, `customer${String(i)}@example.ca`, 'Bench', i % 4 === 0 ? 'fr' : 'en')
      const { lastInsertRowid } = search.run(sub, `Search ${String(i)}`, searchPath(i))
      cursor.run(lastInsertRowid, SINCE, SINCE)
    }
  })()
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-alert-scale-'))
const db = openDatabase(customerPath(dataDir))
try {
  migrate(db, readMigrations(CUSTOMER_MIGRATIONS))
  seed(db)
  const store = alertStore(sqliteCustomerDb(db))
  let composed = 0
  const countingMailer: Mailer = {
    send: () => {
      composed += 1
      return Promise.resolve()
    },
    close: () => undefined,
  }
  const log = { error: console.error, warn: console.error, info: () => undefined }
  let heapPeak = 0
  const sampler = setInterval(() => {
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed)
  }, 20)
  const baselineRssMb = Math.round(process.memoryUsage().rss / 2 ** 20)
  // The machine's load when the run starts: on a shared machine the wall time follows it, the
  // process's CPU time does not.
  const [load1 = 0] = loadavg()

  // CPU time as well as wall time: the shared machine's load stretches the latter.
  const cpuBefore = process.cpuUsage()
  const started = performance.now()
  const summary = await runAlerts(
    store,
    realtyClient(() => REALTY_URL, SERVICE_KEY),
    Date.now(),
    log,
  )
  const decided = performance.now()
  const { alerts } = loadConfig({})
  for (;;) {
    const batch = await deliverDue(
      store,
      countingMailer,
      alerts,
      'bench-secret',
      { id: 'bench', now: Date.now },
      log,
    )
    if (batch.sent + batch.failed === 0) break
  }
  const delivered = performance.now()
  clearInterval(sampler)
  heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed)
  console.log(
    JSON.stringify({
      searches: summary.searches,
      changed: summary.changedListings,
      mails: summary.searchMails,
      composed,
      decideS: Number(((decided - started) / 1000).toFixed(2)),
      composeS: Number(((delivered - decided) / 1000).toFixed(2)),
      totalS: Number(((delivered - started) / 1000).toFixed(2)),
      cpuS: Number(
        ((process.cpuUsage(cpuBefore).user + process.cpuUsage(cpuBefore).system) / 1e6).toFixed(2),
      ),
      baselineRssMb,
      peakRssMb: peakRssMb(),
      peakHeapMb: Math.round(heapPeak / 2 ** 20),
      load1: Number(load1.toFixed(1)),
    }),
  )
} finally {
  db.close()
  rmSync(dataDir, { recursive: true, force: true })
}
