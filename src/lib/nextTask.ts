interface Scheduler {
  readonly yield: () => Promise<void>
}

/**
 * Resolves in a later task, so the browser can paint and handle input between two pieces of
 * start-up work rather than in one long task: `scheduler.yield()` where the browser has it (its
 * continuation runs before other queued tasks), else a zero-delay timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
