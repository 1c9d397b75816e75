/** The browser grants an idle period of at most 50 ms: one this long had no frame or task waiting. */
const FULL_IDLE_MS = 40

/**
 * Back to back, one full idle period's callback follows the last within this: a longer gap means
 * the browser ran something in between (a task, a frame, an answer arriving).
 */
const BACK_TO_BACK_MS = 75

/**
 * Calls `work` once the page has settled: the browser has had nothing to do for `quietMs` (its
 * idle callbacks came back to back, each with a full idle period), or at the latest after
 * `limitMs`. For work that must not compete with the first screen for the processor, which a
 * single idle callback does not ensure: one comes between any two tasks, even while the page
 * still hydrates and its parts' code arrives. Without idle callbacks, `work` runs in the next task.
 * Returns a cancel.
 */
export function whenSettled(work: () => void, quietMs = 1000, limitMs = 15_000): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(work, 0)
    return () => {
      window.clearTimeout(timer)
    }
  }
  let handle = 0
  let quietSince: number | undefined
  let lastIdle = -Infinity
  const limit = window.setTimeout(() => {
    window.cancelIdleCallback(handle)
    work()
  }, limitMs)
  const onIdle = (deadline: IdleDeadline) => {
    const now = performance.now()
    const quiet = deadline.timeRemaining() >= FULL_IDLE_MS && now - lastIdle <= BACK_TO_BACK_MS
    lastIdle = now
    quietSince = quiet ? (quietSince ?? now) : undefined
    if (quietSince !== undefined && now - quietSince >= quietMs) {
      window.clearTimeout(limit)
      work()
      return
    }
    handle = window.requestIdleCallback(onIdle)
  }
  handle = window.requestIdleCallback(onIdle)
  return () => {
    window.clearTimeout(limit)
    window.cancelIdleCallback(handle)
  }
}
