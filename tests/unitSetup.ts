import { afterEach, beforeEach, vi } from 'vitest'
import { consoleErrorPolicy } from './consoleErrors'

// The 'unit' project (tests/lib/**): pure rules with no DOM, run in Node and without a fresh
// module graph per file (see vite.config.ts). Each file still starts from real timers, no spies
// and no console.error, as under tests/setup.ts.

const consoleErrors: unknown[][] = []

beforeEach(() => {
  consoleErrors.length = 0
  consoleErrorPolicy.expected = false
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args)
  })
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
  if (consoleErrors.length > 0 && !consoleErrorPolicy.expected) {
    const first = consoleErrors[0]?.map(String).join(' ') ?? ''
    throw new Error(`console.error was called ${String(consoleErrors.length)} time(s): ${first}`)
  }
})
