/**
 * Runs `work` once the browser has an idle moment after the page's start-up, or after
 * `timeoutMs` at the latest; where there is no idle callback (Safari, jsdom), in a later task.
 * Returns a function that cancels it if it has not run yet.
 */
export function whenIdle(work: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs })
    return () => {
      window.cancelIdleCallback(handle)
    }
  }
  const timer = window.setTimeout(work, 0)
  return () => {
    window.clearTimeout(timer)
  }
}
