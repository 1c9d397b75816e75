import { afterEach, beforeEach, vi } from 'vitest'

/** Shared between the setup files and tests: whether this test expects console.error calls. */
const consoleErrorPolicy = { expected: false }

/** For a test whose subject legitimately logs an error (a crash boundary, a failed call). */
export function expectConsoleErrors(): void {
  consoleErrorPolicy.expected = true
}

/**
 * Any console.error during a test fails it, unless the test says it expects one with
 * `expectConsoleErrors()`. Each test also ends with its spies restored and real timers. Called
 * once by each setup file.
 */
export function failOnConsoleErrors(): void {
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
}
