import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { CUSTOMER_PATHS } from '../../../contract/customerPaths'
import { ErrorBody } from '../../../contract/errors'
import { DataExportQuery, StaffReads } from '../../../contract/privacy'
import type { Caller } from '../customer/store'
import { customerExport } from './customerExport'
import { exportPage } from './exportPage'
import { recordPrivacyRequest } from './privacyAuditLog'

type App = Parameters<FastifyPluginCallbackTypebox>[0]

const errors = { 400: ErrorBody, 401: ErrorBody }
const tags = ['customer']

/**
 * The caller's privacy rights besides deletion: downloading everything held about them (each
 * download recorded in the privacy audit log, with the client's address as the trusted proxies
 * report it), and seeing when staff read their applications. Only the caller's own rows.
 */
export function registerPrivacyRoutes(
  app: App,
  caller: (request: FastifyRequest) => Caller,
  apiUrl: string,
): void {
  app.get(
    CUSTOMER_PATHS.dataExport,
    {
      schema: {
        summary: 'Everything held about the caller, as a JSON file or a readable page',
        tags,
        querystring: DataExportQuery,
        response: { 200: Type.String(), ...errors },
      },
    },
    async (request, reply) => {
      const who = caller(request)
      const data = await customerExport(app.customers, who, apiUrl)
      await recordPrivacyRequest(app.customers, {
        sub: who.sub,
        action: 'data.export',
        clientIp: request.ip,
        at: data.generatedAt,
      })
      const html = request.query.format === 'html'
      const name = `homewise-my-data-${data.generatedAt.slice(0, 10)}.${html ? 'html' : 'json'}`
      void reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${name}"`)
        .type(html ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8')
      return html ? exportPage(data, request.query.language ?? 'en') : JSON.stringify(data, null, 2)
    },
  )

  app.get(
    CUSTOMER_PATHS.staffReads,
    {
      schema: {
        summary: "When staff read the caller's applications, latest first",
        tags,
        response: { 200: StaffReads, ...errors },
      },
    },
    async (request) => {
      const rows = await app.customers
        .selectFrom('staff_audit_log as l')
        .innerJoin('applications as a', 'a.id', 'l.application_id')
        .select(['l.at', 'l.application_id', 'l.action'])
        .where('a.customer_sub', '=', caller(request).sub)
        .orderBy('l.id', 'desc')
        .limit(50)
        .execute()
      return {
        reads: rows.map((row) => ({
          at: row.at,
          applicationId: row.application_id,
          what: row.action === 'document.read' ? ('document' as const) : ('application' as const),
        })),
      }
    },
  )
}
