import { randomUUID } from 'node:crypto'
import type { AlertConfig } from '../config'
import type { CustomerDb } from '../db/customerDb'
import { noHistoryLookups, runAlerts, type AlertRunSummary } from './alertJob'
import { alertStore } from './alertStore'
import { deliverDue } from './delivery'
import { smtpMailer, type Mailer } from './mailer'
import { realtyClient, type RealtyClient } from './realtyClient'
import { wakeScheduler } from './wakeScheduler'
import { applicationTeamMails } from '../leads/applicationTeam'
import { leadMails, type LeadMails } from '../leads/leadMails'
import { realtyListingLookup, type ListingLookup } from '../leads/listingLookup'

/** A wake waits this long for the rest of a burst of feed events, so the burst is one run. */
const WAKE_SETTLE_MS = 500

/** The scheduled pass over saved searches and homes: one instance at a time runs it. */
export const ALERT_PASS = 'alert-pass'

/**
 * How long an instance may hold the pass: far longer than a pass takes, so another starts only
 * once a killed holder is surely gone. A pass that outlives it still decides nothing twice (each
 * search's run is recorded only while its run count is the one it read).
 */
export const PASS_LEASE_MS = 10 * 60_000

/** What a run did: the pass (when this instance held it) and the delivery. */
export interface AlertRun extends AlertRunSummary {
  /** False when another instance held the pass: this one only delivered. */
  readonly ranPass: boolean
  readonly sent: number
  readonly failed: number
}

const NO_PASS: AlertRunSummary = { searches: 0, searchMails: 0, homeMails: 0, changedListings: 0 }

export interface AlertServiceLog {
  info(details: object, message: string): void
  warn(details: object, message: string): void
  error(details: object, message: string): void
}

export interface AlertServiceOptions {
  readonly config: AlertConfig
  /** This process's own address, once it listens: the default realty service. */
  readonly ownUrl: () => string
  /** Sent to the realty service so listings read as a signed-in customer sees them. */
  readonly serviceKey?: string
  readonly log: AlertServiceLog
  readonly mailer?: Mailer
  /** The listings' changes; by default the realty service over HTTP. */
  readonly realty?: RealtyClient
  readonly now?: () => number
  /** This instance's name in claims and leases; unique to it (random by default). */
  readonly instanceId?: string
  /** Where a lead's listing is read; by default the realty service over HTTP. */
  readonly listingLookup?: ListingLookup
}

/**
 * The customer service's alert job: every ALERT_INTERVAL_MS, and soon after a feed event wakes it
 * (`wake`, at most one run per ALERT_WAKE_GAP_MS), it decides what each due search and saved home
 * has to say, then delivers the outbox. Runs never overlap; `runOnce` is what the timer calls,
 * and what tests call. Any number of instances may share the database: one at a time holds the
 * pass (a lease), and each e-mail is claimed by one sender before it is sent.
 */
export async function createAlertService(db: CustomerDb, options: AlertServiceOptions) {
  const { config, log } = options
  const store = alertStore(db)
  const secret = config.tokenSecret ?? (await store.secret('unsubscribe'))
  const mailer = options.mailer ?? smtpMailer(config.smtpUrl, config.mailFrom)
  const realty =
    options.realty ??
    realtyClient(() => config.realtyApiUrl ?? options.ownUrl(), options.serviceKey)
  const now = options.now ?? Date.now
  const instanceId = options.instanceId ?? randomUUID()
  let running: Promise<AlertRun> | undefined
  let timer: NodeJS.Timeout | undefined
  let started = false
  let passes = 0
  const lookups = noHistoryLookups()
  // A lead's e-mails, and a sent application's to the mortgage team, go out through the same
  // outbox, claims and retries as the alerts.
  const leadMail = leadMails(
    db,
    options.listingLookup ??
      realtyListingLookup(() => config.realtyApiUrl ?? options.ownUrl(), options.serviceKey),
    config,
  )
  const applicationMail = applicationTeamMails(db, config)
  const brokerageMail: LeadMails = (row) =>
    row.kind === 'application-team' ? applicationMail(row) : leadMail(row)

  /** The pass, when no other instance holds it; the lease ends with it, or lapses if killed. */
  async function pass(): Promise<AlertRunSummary & { ranPass: boolean }> {
    const holder = `${instanceId}/pass-${String((passes += 1))}`
    const startMs = now()
    const until = new Date(startMs + PASS_LEASE_MS).toISOString()
    const lease = { name: ALERT_PASS, holder, until }
    if (!(await store.takeLease(lease, new Date(startMs).toISOString()))) {
      return { ...NO_PASS, ranPass: false }
    }
    try {
      return { ...(await runAlerts(store, realty, startMs, log, lookups)), ranPass: true }
    } finally {
      await store.releaseLease(ALERT_PASS, holder)
    }
  }

  async function run(): Promise<AlertRun> {
    waker.runStarted()
    const summary = await pass()
    const delivery = await deliverDue(
      store,
      mailer,
      config,
      secret,
      { id: instanceId, now },
      log,
      brokerageMail,
    )
    if (summary.searchMails + summary.homeMails + delivery.sent + delivery.failed > 0) {
      log.info({ ...summary, ...delivery }, 'alert run')
    }
    return { ...summary, ...delivery }
  }

  function runOnce() {
    running ??= run().finally(() => {
      running = undefined
    })
    return running
  }

  const waker = wakeScheduler({
    minGapMs: config.wakeGapMs,
    settleMs: Math.min(WAKE_SETTLE_MS, config.wakeGapMs),
    now,
    run: runOnce,
    runningNow: () => running,
    onError: (error) => {
      log.error({ err: error }, 'alert run failed')
    },
  })

  return {
    runOnce,
    secret,
    store,
    /** The customer's saved search by id: its name for the unsubscribe page; undefined if gone. */
    savedSearch: (id: number, sub: string) => store.savedSearch(id, sub),
    /** A feed event: runs soon (only while the job is on), so instant alerts need no interval. */
    wake() {
      if (started) waker.wake()
    },
    start() {
      if (config.intervalMs <= 0 || timer) return
      started = true
      timer = setInterval(() => {
        runOnce().catch((error: unknown) => {
          log.error({ err: error }, 'alert run failed')
        })
      }, config.intervalMs)
      timer.unref()
    },
    async stop() {
      if (timer) clearInterval(timer)
      timer = undefined
      started = false
      waker.stop()
      await running?.catch(() => undefined)
      mailer.close()
    },
  }
}

export type AlertService = Awaited<ReturnType<typeof createAlertService>>
