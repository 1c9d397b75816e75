import { describe, expect, it } from 'vitest'
import {
  CRM_RETRY_RULES,
  crmRetryDelayMs,
  crmVerdict,
  type CrmAttempt,
  type CrmVerdict,
} from '../../src/crm/crmDeliveryRules'

const answered = (status: number, body = ''): CrmAttempt => ({ kind: 'answered', status, body })
const rules = { baseDelayMs: 1000, maxDelayMs: 8000, maxAttempts: 5 }

describe('what an attempt to tell the CRM leads to', () => {
  it.each<[string, CrmAttempt, number, CrmVerdict]>([
    ['201 created', answered(201, '{"id":7}'), 1, { kind: 'sent' }],
    ['200 updated', answered(200), 1, { kind: 'sent' }],
    ['204 ignored by lead flow', answered(204), 1, { kind: 'sent' }],
    [
      '400 refused: parked at once',
      answered(400, '{"errorMessage":\n "Invalid person"}'),
      1,
      { kind: 'park', reason: 'The CRM answered 400: {"errorMessage": "Invalid person"}' },
    ],
    ['401 bad key', answered(401), 1, { kind: 'park', reason: 'The CRM answered 401' }],
    ['404 unknown person', answered(404), 2, { kind: 'park', reason: 'The CRM answered 404' }],
    ['301 redirect', answered(301), 1, { kind: 'park', reason: 'The CRM answered 301' }],
    [
      '429 overload: retried',
      answered(429),
      1,
      { kind: 'retry', reason: 'The CRM answered 429', delayMs: 1000 },
    ],
    [
      '408: retried',
      answered(408),
      2,
      { kind: 'retry', reason: 'The CRM answered 408', delayMs: 2000 },
    ],
    [
      '503: retried, waiting twice as long',
      answered(503, 'down'),
      3,
      { kind: 'retry', reason: 'The CRM answered 503: down', delayMs: 4000 },
    ],
    [
      'timeout: retried, the wait capped',
      { kind: 'timeout', afterMs: 10_000 },
      4,
      { kind: 'retry', reason: 'The CRM did not answer within 10000 ms', delayMs: 8000 },
    ],
    [
      'unreachable on the last attempt: parked',
      { kind: 'unreachable', error: 'ECONNREFUSED' },
      5,
      {
        kind: 'park',
        reason: 'Gave up after 5 attempts. The CRM could not be reached: ECONNREFUSED',
      },
    ],
  ])('%s', (_name, attempt, attempts, verdict) => {
    expect(crmVerdict(attempt, attempts, rules)).toEqual(verdict)
  })

  it("keeps a long answer's reason short", () => {
    const verdict = crmVerdict(answered(422, 'x'.repeat(5000)), 1, rules)
    expect(verdict.kind === 'park' && verdict.reason.length).toBe(
      'The CRM answered 422: '.length + 200,
    )
  })

  it('waits at most 4 minutes between tries, so an event goes soon after an outage ends', () => {
    const waits = Array.from({ length: 24 }, (_, index) =>
      crmRetryDelayMs(index + 1, CRM_RETRY_RULES),
    )
    expect(waits.slice(0, 4)).toEqual([5000, 10_000, 20_000, 40_000])
    expect(Math.max(...waits)).toBe(240_000)
    // An outage of at least an hour is waited out before an event is parked.
    expect(waits.slice(0, -1).reduce((sum, wait) => sum + wait, 0)).toBeGreaterThan(3_600_000)
  })
})
