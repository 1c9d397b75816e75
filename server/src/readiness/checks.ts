import type { CheckResult } from '../../../contract/readiness'

/** A dependency check: resolves when the dependency answers, rejects with why it does not. */
export type Probe = () => Promise<void>

/** A probe's result, and the error behind a failure (logged, never sent: it names hosts). */
export interface ProbeOutcome {
  readonly result: CheckResult
  readonly error?: unknown
}

/**
 * Runs a probe, given at most `timeoutMs`: a dependency that hangs is as unready as one that
 * refuses, and a load balancer's probe must be answered before its own time-out.
 */
export async function runProbe(probe: Probe | undefined, timeoutMs: number): Promise<ProbeOutcome> {
  if (probe === undefined) return { result: 'not checked' }
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => {
      resolve('timed out')
    }, timeoutMs)
    timer.unref()
  })
  try {
    const outcome = await Promise.race([probe().then(() => 'ok' as const), timedOut])
    return { result: outcome }
  } catch (error) {
    return { result: 'failed', error }
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The probe's answer shared for `ttlMs` from when it was asked: however many readiness requests
 * arrive at once or in a row (every instance's load balancer asks every few seconds), the
 * dependency is asked once per period, and callers meanwhile share the answer in flight.
 */
export function cachedProbe(probe: Probe, ttlMs: number, now: () => number = Date.now): Probe {
  let last: { readonly at: number; readonly answer: Promise<void> } | undefined
  return () => {
    const time = now()
    if (last === undefined || time - last.at >= ttlMs) {
      const answer = probe()
      // Read by each caller; never an unhandled rejection when none is waiting.
      answer.catch(() => undefined)
      last = { at: time, answer }
    }
    return last.answer
  }
}
