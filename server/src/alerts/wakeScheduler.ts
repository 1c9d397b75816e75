/**
 * A feed event wakes the alert job so instant alerts do not wait for the next interval. Events
 * come in bursts, so a wake waits a short settle time to gather the burst into one run, and runs
 * start at least the minimum gap apart, counting the interval's runs too.
 */
export interface WakeRules {
  /** The least time between the starts of two runs (ALERT_WAKE_GAP_MS). */
  readonly minGapMs: number
  /** How long a wake waits for the rest of a burst of events. */
  readonly settleMs: number
}

/** A wake's delay: the settle time, or longer while the last run is nearer than the gap. */
export function wakeDelay(nowMs: number, lastRunStartMs: number, rules: WakeRules): number {
  return Math.max(rules.settleMs, lastRunStartMs + rules.minGapMs - nowMs)
}

export interface WakeSchedulerOptions extends WakeRules {
  readonly now: () => number
  /** Starts a run, or joins the run under way; never two at once. */
  readonly run: () => Promise<unknown>
  /** The run under way, if any, so a wake after its start runs again after it. */
  readonly runningNow: () => Promise<unknown> | undefined
  readonly onError: (error: unknown) => void
}

/** One pending wake at most: wakes while one is scheduled join it. */
export function wakeScheduler(options: WakeSchedulerOptions) {
  let timer: NodeJS.Timeout | undefined
  let lastRunStart = Number.NEGATIVE_INFINITY

  function fire() {
    timer = undefined
    // A run that started before the event may not have seen it: run again once it ends.
    const current = options.runningNow()
    const next = current ? current.catch(() => undefined).then(() => options.run()) : options.run()
    next.catch(options.onError)
  }

  return {
    /** Every run's start, the interval's and the wakes', sets when the next wake may run. */
    runStarted() {
      lastRunStart = options.now()
    },
    wake() {
      if (timer || options.minGapMs <= 0) return
      timer = setTimeout(fire, wakeDelay(options.now(), lastRunStart, options))
      timer.unref()
    },
    stop() {
      if (timer) clearTimeout(timer)
      timer = undefined
    },
  }
}
