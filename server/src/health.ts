import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox'
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
    () => {
      app.db.prepare('SELECT 1').get()
      app.customerDb.prepare('SELECT 1').get()
      return { status: 'ok' as const, version }
    },
  )
  done()
}
