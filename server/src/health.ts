import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox'
import { sql } from 'kysely'
import { ErrorBody } from '../../contract/errors'
import { HealthResponse } from '../../contract/health'

export const healthRoutes: FastifyPluginCallbackTypebox<{ version: string }> = (
  app,
  { version },
  done,
) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness: the service is up and can read its databases',
        tags: ['ops'],
        response: { 200: HealthResponse, 500: ErrorBody },
      },
    },
    async () => {
      app.db.prepare('SELECT 1').get()
      await sql`SELECT 1`.execute(app.customers)
      return { status: 'ok' as const, version }
    },
  )
  done()
}
