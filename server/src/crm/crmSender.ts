import { randomUUID } from 'node:crypto'
import { crmVerdict, type CrmRetryRules } from './crmDeliveryRules'
import type { CrmEventStore } from './crmEventStore'
import { postCrmEvent, type CrmTarget } from './crmPost'

/** A sender claims this many events at a time. */
const CLAIM_BATCH = 10

/** A recorded event wakes the sender this long after, once its request's transaction is done. */
const WAKE_DELAY_MS = 50

export interface CrmSenderOptions {
  readonly store: CrmEventStore
  readonly target: CrmTarget
  readonly rules: CrmRetryRules
  /** How often the sender looks for due events (retries, other instances' events). */
  readonly intervalMs: number
  readonly now?: () => number
  readonly log: {
    warn(details: object, message: string): void
    error(details: object, message: string): void
  }
}

export interface CrmSender {
  /** Looks for due events soon: an event was just recorded. */
  wake(): void
  /** Sends what is due now, or joins the pass under way; resolves when it ends. */
  runNow(): Promise<void>
  start(): void
  /** Starts no new attempt; waits for the one under way (at most the timeout). */
  stop(): Promise<void>
}

/**
 * Delivers pending events, a claimed batch at a time. A claim is a lease long enough to send the
 * whole batch, each attempt cut at the timeout, so a live sender never loses a row to another
 * instance mid-send; an attempt starts only while its whole timeout fits in the lease. A sender
 * killed mid-send leaves its rows to whoever claims once the lease lapses: the CRM may then get
 * that one event twice (it dedupes the person, not the event), never none.
 */
export function crmSender(options: CrmSenderOptions): CrmSender {
  const { store, target, rules, intervalMs, log } = options
  const now = options.now ?? Date.now
  const instance = randomUUID()
  const leaseMs = (CLAIM_BATCH + 1) * target.timeoutMs
  let claims = 0
  let running: Promise<void> | undefined
  let again = false
  let stopped = false
  let interval: NodeJS.Timeout | undefined
  let wakeTimer: NodeJS.Timeout | undefined

  async function sendBatch(): Promise<number> {
    const claimedAt = now()
    const holder = `${instance}/${String((claims += 1))}`
    const rows = await store.claimDue(
      {
        holder,
        now: new Date(claimedAt).toISOString(),
        until: new Date(claimedAt + leaseMs).toISOString(),
      },
      CLAIM_BATCH,
    )
    for (const [index, row] of rows.entries()) {
      if (stopped || now() + target.timeoutMs >= claimedAt + leaseMs) {
        // Not tried: given back at once rather than left until the lease lapses.
        for (const untried of rows.slice(index)) await store.release(untried.id, holder)
        return 0
      }
      const attempt = await postCrmEvent(target, row.payload)
      const attempts = row.attempts + 1
      const verdict = crmVerdict(attempt, attempts, rules)
      const at = now()
      if (verdict.kind === 'sent') {
        await store.markSent(row.id, holder, new Date(at).toISOString())
        continue
      }
      await store.markFailed(row.id, holder, {
        error: verdict.reason,
        park: verdict.kind === 'park',
        nextAttemptAt: new Date(
          at + (verdict.kind === 'retry' ? verdict.delayMs : 0),
        ).toISOString(),
      })
      log.warn(
        { crmEventId: row.id, attempts, reason: verdict.reason },
        verdict.kind === 'park' ? 'CRM event parked' : 'CRM event not sent; will retry',
      )
    }
    return rows.length
  }

  async function pass(): Promise<void> {
    while (!stopped && (await sendBatch()) === CLAIM_BATCH) {
      // A full batch: there may be more due.
    }
  }

  function runNow(): Promise<void> {
    if (running) {
      again = true
      return running
    }
    running = pass()
      .catch((error: unknown) => {
        log.error({ err: error }, 'CRM delivery pass failed')
      })
      .finally(() => {
        running = undefined
        if (again && !stopped) {
          again = false
          void runNow()
        }
      })
    return running
  }

  return {
    wake() {
      if (stopped || wakeTimer) return
      wakeTimer = setTimeout(() => {
        wakeTimer = undefined
        void runNow()
      }, WAKE_DELAY_MS)
      wakeTimer.unref()
    },
    runNow,
    start() {
      if (intervalMs <= 0) return
      interval = setInterval(() => void runNow(), intervalMs)
      interval.unref()
      void runNow()
    },
    async stop() {
      stopped = true
      clearInterval(interval)
      clearTimeout(wakeTimer)
      await running
    },
  }
}
