import { describe, expect, it } from 'vitest'
import { playwrightCounts, vitestCounts } from './steps.mjs'

// `npm test` is green only when these counts say so: a report they misread would hide a failure.

const cwd = process.cwd()

describe('vitestCounts', () => {
  it('has no counts without a report (Vitest never wrote one)', () => {
    expect(vitestCounts(undefined)).toBeUndefined()
  })

  it.each([
    {
      case: 'all passed',
      report: {
        numPassedTests: 3,
        testResults: [
          {
            name: `${cwd}/tests/a.test.ts`,
            status: 'passed',
            assertionResults: [{ status: 'passed', fullName: 'a works' }],
          },
        ],
      },
      expected: { passed: 3, failed: 0, skipped: 0, failedTests: [], flakyTests: [] },
    },
    {
      case: 'a failed test is named by its file and full name',
      report: {
        numPassedTests: 1,
        testResults: [
          {
            name: `${cwd}/tests/a.test.ts`,
            status: 'failed',
            assertionResults: [
              { status: 'passed', fullName: 'a works' },
              { status: 'failed', fullName: 'rules a fails', title: 'fails' },
            ],
          },
        ],
      },
      expected: {
        passed: 1,
        failed: 1,
        skipped: 0,
        failedTests: ['tests/a.test.ts › rules a fails'],
        flakyTests: [],
      },
    },
    {
      case: 'a file that failed before any test ran (an import error) counts as a failure',
      report: {
        numPassedTests: 0,
        testResults: [{ name: `${cwd}/tests/b.test.ts`, status: 'failed', assertionResults: [] }],
      },
      expected: {
        passed: 0,
        failed: 1,
        skipped: 0,
        failedTests: ['tests/b.test.ts: did not run'],
        flakyTests: [],
      },
    },
    {
      case: 'a test that passed on its retry still passes, and is named as flaky',
      report: {
        numPassedTests: 1,
        testResults: [
          {
            name: `${cwd}/tests/c.test.ts`,
            status: 'passed',
            assertionResults: [
              { status: 'passed', title: 'races', failureMessages: ['timed out'] },
            ],
          },
        ],
      },
      expected: {
        passed: 1,
        failed: 0,
        skipped: 0,
        failedTests: [],
        flakyTests: ['tests/c.test.ts › races'],
      },
    },
    {
      case: 'skipped and to-do tests are counted as skipped',
      report: { numPassedTests: 2, numPendingTests: 1, numTodoTests: 2, testResults: [] },
      expected: { passed: 2, failed: 0, skipped: 3, failedTests: [], flakyTests: [] },
    },
  ])('$case', ({ report, expected }) => {
    expect(vitestCounts(report)).toEqual(expected)
  })
})

describe('playwrightCounts', () => {
  it('has no counts without a report (Playwright never wrote one)', () => {
    expect(playwrightCounts(undefined)).toBeUndefined()
  })

  const suite = {
    title: 'home.spec.ts',
    specs: [
      { title: 'shows the hero', tests: [{ projectName: 'desktop', status: 'expected' }] },
      { title: 'saves a home', tests: [{ projectName: 'phone', status: 'flaky' }] },
    ],
    suites: [
      {
        title: 'signed in',
        specs: [
          {
            title: 'opens the profile',
            tests: [
              { projectName: 'desktop', status: 'unexpected' },
              {
                projectName: 'phone',
                status: 'skipped',
                annotations: [{ type: 'skip', description: 'needs the local service' }],
              },
            ],
          },
        ],
      },
    ],
  }

  it.each([
    {
      case: 'passes, retries, failures and skips, each named with its project and place',
      report: { suites: [suite], stats: { expected: 1, flaky: 1, unexpected: 1, skipped: 1 } },
      expected: {
        passed: 2,
        failed: 1,
        skipped: 1,
        failedTests: ['[desktop] home.spec.ts › signed in › opens the profile'],
        flakyTests: ['[phone] home.spec.ts › saves a home'],
        skippedTests: [
          '[phone] home.spec.ts › signed in › opens the profile: needs the local service',
        ],
      },
    },
    {
      case: 'an error outside the tests (the global setup, a server that never started) fails',
      report: { suites: [], stats: { expected: 0 }, errors: [{ message: 'webServer timed out' }] },
      expected: {
        passed: 0,
        failed: 1,
        skipped: 0,
        failedTests: [],
        flakyTests: [],
        skippedTests: [],
      },
    },
  ])('$case', ({ report, expected }) => {
    expect(playwrightCounts(report)).toEqual(expected)
  })
})
