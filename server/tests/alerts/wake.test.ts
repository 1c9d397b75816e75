import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FeedTickResponse } from '../../../contract/feed'
import { wakeDelay, wakeScheduler } from '../../src/alerts/wakeScheduler'
import { loadConfig } from '../../src/config'
import { callService } from '../call'
import { AUDIENCE, customerClaims, ISSUER, startTestPool, type TestPool } from '../customer/tokens'
import { tickFeed } from '../feed/feedTick'
import { startTestServer, type TestServer } from '../helpers'
import { startMailCatcher, type MailCatcher } from '../../../scripts/stack/mailCatcher'

const RULES = { minGapMs: 15_000, settleMs: 500 }

describe('how long a feed event’s wake waits', () => {
  it.each([
    ['no run yet: the settle time', 100_000, Number.NEGATIVE_INFINITY, 500],
    ['the last run long ago: the settle time', 100_000, 50_000, 500],
    ['the last run 5 s ago: until 15 s after it', 100_000, 95_000, 10_000],
    ['the last run just now: the whole gap', 100_000, 100_000, 15_000],
    ['the gap ends within the settle time: the settle time', 100_000, 85_200, 500],
  ])('%s', (_case, now, lastRunStart, expected) => {
    expect(wakeDelay(now, lastRunStart, RULES)).toBe(expected)
  })
})

describe('the wake scheduler', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  /** A job whose runs end at once, or, when held, only when the test calls `finishRun`. */
  function scheduler({ held = false } = {}) {
    const runs: number[] = []
    let running: Promise<void> | undefined
    let finish: () => void = () => undefined
    const waker = wakeScheduler({
      ...RULES,
      now: () => Date.now(),
      run: () => {
        running ??= (async () => {
          waker.runStarted()
          runs.push(Date.now())
          // A run ends after this turn, as a real one does, or when the test ends it.
          await (held ? new Promise<void>((resolve) => (finish = resolve)) : Promise.resolve())
          running = undefined
        })()
        return running
      },
      runningNow: () => running,
      onError: () => undefined,
    })
    return {
      waker,
      runs,
      finishRun: () => {
        finish()
      },
    }
  }

  it('an event schedules one run after the settle time; a burst is one run', async () => {
    vi.useFakeTimers({ now: 1_000_000 })
    const { waker, runs } = scheduler()
    waker.wake()
    waker.wake()
    waker.wake()
    await vi.advanceTimersByTimeAsync(499)
    expect(runs).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(runs).toEqual([1_000_500])
    await vi.advanceTimersByTimeAsync(60_000)
    expect(runs).toHaveLength(1)
  })

  it('runs start at least the gap apart, the interval’s runs included', async () => {
    vi.useFakeTimers({ now: 1_000_000 })
    const { waker, runs } = scheduler()
    waker.runStarted() // the interval's run, now
    waker.wake()
    await vi.advanceTimersByTimeAsync(14_999)
    expect(runs).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(runs).toEqual([1_015_000])
    waker.wake()
    await vi.advanceTimersByTimeAsync(15_000)
    expect(runs).toEqual([1_015_000, 1_030_000])
  })

  it('a wake during a run waits for it to end, then runs again: never two at once', async () => {
    vi.useFakeTimers({ now: 1_000_000 })
    const { waker, runs, finishRun } = scheduler({ held: true })
    waker.wake()
    await vi.advanceTimersByTimeAsync(500) // the first run starts and lasts until finishRun
    waker.wake() // due 15 s after its start, while it still runs
    await vi.advanceTimersByTimeAsync(20_000)
    expect(runs).toHaveLength(1)
    finishRun() // the first run ends 20 s after it started
    await vi.advanceTimersByTimeAsync(0)
    expect(runs).toEqual([1_000_500, 1_020_500])
  })

  it('a gap of 0 turns waking off; stop cancels a pending wake', async () => {
    vi.useFakeTimers({ now: 1_000_000 })
    const off = wakeScheduler({
      minGapMs: 0,
      settleMs: 0,
      now: () => Date.now(),
      run: () => Promise.reject(new Error('must not run')),
      runningNow: () => undefined,
      onError: (error) => {
        throw error
      },
    })
    off.wake()
    const { waker, runs } = scheduler()
    waker.wake()
    waker.stop()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(runs).toHaveLength(0)
  })
})

describe('a feed event wakes the alert job over real HTTP and SMTP', () => {
  let pool: TestPool
  let catcher: MailCatcher
  let server: TestServer

  beforeAll(async () => {
    pool = await startTestPool()
    catcher = await startMailCatcher()
    server = await startTestServer({
      config: {
        datasetSize: 1500,
        identity: { jwksUrl: pool.jwksUrl, issuer: ISSUER, audience: AUDIENCE },
        // The interval alone would not run within the test: only the event's wake can.
        alerts: {
          ...loadConfig({}).alerts,
          intervalMs: 3_600_000,
          wakeGapMs: 200,
          smtpUrl: catcher.url,
        },
      },
    })
  })

  afterAll(async () => {
    await server.close()
    await catcher.close()
    await pool.close()
  })

  it('a new matching home is mailed without waiting for the interval', async () => {
    const amira = await pool.token(customerClaims('amira'))
    const saved = await callService(server.baseUrl, 'POST', '/user/saved-searches', amira, {
      name: 'Toronto, instant',
      path: '/list/on/toronto?maxPrice=none',
      polygon: null,
      frequency: 'instant',
    })
    expect(saved.status).toBe(200)
    // The search's first run sets its cursor; the event after it is what the search waits for.
    await server.app.alerts.runOnce()
    let mlsNumber: string | undefined
    for (let tries = 0; tries < 20 && !mlsNumber; tries += 1) {
      const response = await tickFeed(server, { kind: 'new', city: 'Toronto' })
      const listing = ((await response.json()) as FeedTickResponse).events[0]?.listing
      if (listing?.type === 'Sale' && listing.class !== 'CommercialProperty') {
        mlsNumber = listing.mlsNumber
      }
    }
    expect(mlsNumber).toBeDefined()
    await expect
      .poll(() => catcher.mails.some((mail) => String(mail.html).includes(mlsNumber ?? '')), {
        timeout: 10_000,
      })
      .toBe(true)
  })
})
