import type { AlertConfig } from '../config'
import type { Db } from '../db/database'
import { noHistoryLookups, runAlerts, type AlertRunSummary } from './alertJob'
import { alertStore } from './alertStore'
import { deliverDue } from './delivery'
import { smtpMailer, type Mailer } from './mailer'
import { realtyClient } from './realtyClient'
import { wakeScheduler } from './wakeScheduler'

/** A wake waits this long for the rest of a burst of feed events, so the burst is one run. */
const WAKE_SETTLE_MS = 500

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
  readonly now?: () => number
}

/**
 * The customer service's alert job: every ALERT_INTERVAL_MS, and soon after a feed event wakes it
 * (`wake`, at most one run per ALERT_WAKE_GAP_MS), it decides what each due search and saved home
 * has to say, then delivers the outbox. Runs never overlap; `runOnce` is what the timer calls,
 * and what tests call.
 */
export function createAlertService(db: Db, options: AlertServiceOptions) {
  const { config, log } = options
  const store = alertStore(db)
  const mailer = options.mailer ?? smtpMailer(config.smtpUrl, config.mailFrom)
  const realty = realtyClient(() => config.realtyApiUrl ?? options.ownUrl(), options.serviceKey)
  const now = options.now ?? Date.now
  const secret = config.tokenSecret ?? store.secret('unsubscribe')
  const searchOf = db.prepare<[number, string], { name: string; path: string }>(
    'SELECT name, path FROM saved_searches WHERE id = ? AND customer_sub = ?',
  )
  let running: Promise<AlertRunSummary & { sent: number; failed: number }> | undefined
  let timer: NodeJS.Timeout | undefined
  let started = false
  const lookups = noHistoryLookups()

  async function run() {
    waker.runStarted()
    const summary = await runAlerts(store, realty, now(), log, lookups)
    const delivery = await deliverDue(
      store,
      mailer,
      (id, sub) => searchOf.get(id, sub),
      config,
      secret,
      now(),
      log,
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
    savedSearch: (id: number, sub: string) => searchOf.get(id, sub),
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

export type AlertService = ReturnType<typeof createAlertService>
