import { Type, type Static } from 'typebox'

/** One dependency's answer: reachable, refused or broken, too slow, or not checkable here. */
export const CheckResult = Type.Union([
  Type.Literal('ok'),
  Type.Literal('failed'),
  Type.Literal('timed out'),
  Type.Literal('not checked'),
])
export type CheckResult = Static<typeof CheckResult>

/** What GET /health/ready checks: the customer database, the document store and the mail server. */
export const ReadinessChecks = Type.Object({
  database: CheckResult,
  objectStore: CheckResult,
  smtp: CheckResult,
})
export type ReadinessChecks = Static<typeof ReadinessChecks>

/** GET /health/ready, 200: every dependency answered. */
export const ReadyResponse = Type.Object(
  { status: Type.Literal('ready'), checks: ReadinessChecks },
  { description: 'The database, the document store and the mail server all answer' },
)
export type ReadyResponse = Static<typeof ReadyResponse>

/** GET /health/ready, 503: the usual error body, naming the failing checks, with every result. */
export const NotReadyResponse = Type.Object(
  {
    statusCode: Type.Literal(503),
    error: Type.String(),
    message: Type.String(),
    checks: ReadinessChecks,
  },
  { description: 'A dependency does not answer; message names it' },
)
export type NotReadyResponse = Static<typeof NotReadyResponse>

/** GET /health/live: the process answers; nothing else is checked. */
export const LiveResponse = Type.Object(
  { status: Type.Literal('ok') },
  { description: 'The process answers requests' },
)
export type LiveResponse = Static<typeof LiveResponse>
