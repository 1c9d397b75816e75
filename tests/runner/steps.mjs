import { spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env },
    })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.on('error', () => resolve(1))
  })
}

export function readJson(path) {
  if (!existsSync(path)) return undefined
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return undefined
  }
}

export function removeFile(path) {
  rmSync(path, { force: true })
}

/** Counts from Vitest's JSON report. */
export function vitestCounts(report) {
  if (!report) return undefined
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  }
}

/** Counts from Playwright's JSON report, and the titles and reasons of what it skipped. */
export function playwrightCounts(report) {
  if (!report) return undefined
  const skippedTests = []
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'skipped') continue
        const reason = test.annotations?.find((a) => a.type === 'skip')?.description ?? ''
        skippedTests.push(`[${test.projectName}] ${[...path, spec.title].join(' › ')}: ${reason}`)
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...path, child.title])
  }
  for (const suite of report.suites ?? []) visit(suite, [suite.title])
  const stats = report.stats ?? {}
  const failedToRun = (report.errors ?? []).length
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + failedToRun,
    skipped: stats.skipped ?? 0,
    skippedTests,
  }
}
