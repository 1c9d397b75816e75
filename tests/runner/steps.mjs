import { spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { relative } from 'node:path'

/** A command's environment: this one's, without colour codes in logs, plus `env`. */
const childEnv = (env) => ({ ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env })

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: childEnv(env) })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.on('error', () => resolve(1))
  })
}

/**
 * Runs a command with its output held back; resolves with its exit code and that output, so
 * commands run side by side can each print theirs whole once they end.
 */
export function runHeld(command, args, env = {}) {
  return new Promise((resolve) => {
    const chunks = []
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: childEnv(env) })
    child.stdout.on('data', (chunk) => chunks.push(chunk))
    child.stderr.on('data', (chunk) => chunks.push(chunk))
    const output = () => Buffer.concat(chunks).toString('utf8')
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: output() }),
    )
    child.on('error', (error) => resolve({ code: 1, output: `${output()}${String(error)}\n` }))
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

/**
 * Counts from Vitest's JSON report, and the names (file › test) of what failed and of what passed
 * only on its retry.
 */
export function vitestCounts(report) {
  if (!report) return undefined
  const failedTests = []
  const flakyTests = []
  for (const file of report.testResults ?? []) {
    const where = relative(process.cwd(), file.name ?? '')
    const name = (test) => `${where} › ${test.fullName ?? test.title}`
    const failedInFile = (file.assertionResults ?? []).filter((test) => test.status === 'failed')
    for (const test of failedInFile) failedTests.push(name(test))
    if (failedInFile.length === 0 && file.status === 'failed')
      failedTests.push(`${where}: did not run`)
    // A test that passed on its retry keeps the failed attempt's error.
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'passed' && (test.failureMessages ?? []).length > 0)
        flakyTests.push(name(test))
    }
  }
  return {
    passed: report.numPassedTests ?? 0,
    // Each failed test, and each file that failed without running a test (an import error):
    // Vitest's numFailedTestSuites also counts every describe block around a failed test.
    failed: failedTests.length,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    failedTests,
    flakyTests,
  }
}

/**
 * Counts from Playwright's JSON report, the titles and reasons of what it skipped, and the titles
 * of what failed or passed only on its retry.
 */
export function playwrightCounts(report) {
  if (!report) return undefined
  const skippedTests = []
  const failedTests = []
  const flakyTests = []
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const title = `[${test.projectName}] ${[...path, spec.title].join(' › ')}`
        if (test.status === 'unexpected') failedTests.push(title)
        if (test.status === 'flaky') flakyTests.push(title)
        if (test.status !== 'skipped') continue
        const reason = test.annotations?.find((a) => a.type === 'skip')?.description ?? ''
        skippedTests.push(`${title}: ${reason}`)
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
    failedTests,
    flakyTests,
  }
}
