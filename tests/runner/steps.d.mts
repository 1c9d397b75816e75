// Types of what TypeScript imports from steps.mjs (its tests), which `npm test` runs with Node
// alone. The counts are checked against the module itself by steps.test.ts.

export interface RunnerCounts {
  readonly passed: number
  readonly failed: number
  readonly skipped: number
  readonly failedTests: string[]
  readonly flakyTests: string[]
}

export interface PlaywrightRunnerCounts extends RunnerCounts {
  readonly skippedTests: string[]
}

/** Counts from Vitest's JSON report (`--reporter=json`). */
export function vitestCounts(report: unknown): RunnerCounts | undefined
/** Counts from Playwright's JSON report. */
export function playwrightCounts(report: unknown): PlaywrightRunnerCounts | undefined
