import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox'
import {
  LiveResponse,
  NotReadyResponse,
  ReadyResponse,
  type ReadinessChecks,
} from '../../../contract/readiness'
import { sql } from 'kysely'
import type { DocumentStorage } from '../customer/applicationDocumentStorage'
import { runProbe, type Probe } from './checks'
import { smtpProbe } from './smtpProbe'

/** A load balancer waits a few seconds for a probe's answer; each check must fit well inside. */
export const CHECK_TIMEOUT_MS = 3000

export interface ReadinessOptions {
  /** Where application documents are kept; a storage without a readiness probe is not checked. */
  readonly storage: Pick<DocumentStorage, 'ready'>
  /** The mail server alerts are sent through (SMTP_URL). */
  readonly smtpUrl: string
}

const CHECK_NAMES = [
  'database',
  'objectStore',
  'smtp',
] as const satisfies readonly (keyof ReadinessChecks)[]

/**
 * GET /health/live: the process answers, and nothing else is asked, so a dependency's outage
 * never gets instances restarted. GET /health/ready: the customer database, the document store
 * and the mail server each answer, checked at once; 503 names the ones that do not, so a load
 * balancer sends this instance no traffic until they do.
 */
export const readinessRoutes: FastifyPluginCallbackTypebox<ReadinessOptions> = (
  app,
  { storage, smtpUrl },
  done,
) => {
  const smtp = smtpProbe(smtpUrl)
  app.addHook('onClose', () => {
    smtp.close()
  })
  const probes: Record<keyof ReadinessChecks, Probe | undefined> = {
    database: async () => {
      await sql`select 1`.execute(app.customers)
    },
    objectStore: storage.ready?.bind(storage),
    smtp: smtp.probe,
  }

  app.get(
    '/health/live',
    {
      schema: {
        summary: 'Liveness: the process answers (no dependency is checked)',
        tags: ['ops'],
        response: { 200: LiveResponse },
      },
    },
    () => ({ status: 'ok' as const }),
  )

  app.get(
    '/health/ready',
    {
      schema: {
        summary: 'Readiness: the database, the document store and the mail server answer',
        tags: ['ops'],
        response: { 200: ReadyResponse, 503: NotReadyResponse },
      },
    },
    async (request, reply) => {
      const outcomes = await Promise.all(
        CHECK_NAMES.map(async (name) => ({
          name,
          ...(await runProbe(probes[name], CHECK_TIMEOUT_MS)),
        })),
      )
      const checks = Object.fromEntries(
        outcomes.map(({ name, result }) => [name, result]),
      ) as ReadinessChecks
      const failing = outcomes.filter(({ result }) => result !== 'ok' && result !== 'not checked')
      for (const { name, result, error } of failing) {
        request.log.warn({ check: name, err: error }, `readiness: ${name} ${result}`)
      }
      if (failing.length === 0) return { status: 'ready' as const, checks }
      return reply.code(503).send({
        statusCode: 503 as const,
        error: 'Service Unavailable',
        message: `Not ready: ${failing.map(({ name, result }) => `${name} ${result}`).join(', ')}.`,
        checks,
      })
    },
  )
  done()
}
