// Types of steps.mjs, which `npm test` runs with Node alone (no TypeScript before the build).

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

export function run(command: string, args: string[], env?: Record<string, string>): Promise<number>
export function runHeld(
  command: string,
  args: string[],
  env?: Record<string, string>,
): Promise<{ code: number; output: string }>
export function readJson(path: string): unknown
export function removeFile(path: string): void
/** Counts from Vitest's JSON report (`--reporter=json`). */
export function vitestCounts(report: unknown): RunnerCounts | undefined
/** Counts from Playwright's JSON report. */
export function playwrightCounts(report: unknown): PlaywrightRunnerCounts | undefined
