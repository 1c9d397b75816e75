import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { AuditLog, AuditQuery } from '../../../contract/staff'
import { LEADS_PAGE_SIZE, STAFF_PATHS } from '../../../contract/staffPaths'
import { createTokenVerifier } from '../auth/verifyToken'
import type { ServerConfig } from '../config'
import { HttpError } from '../httpErrors'
import { registerApplicationRoutes } from './applicationRoutes'
import { staffApplicationReads, type DocumentReader } from './applicationReads'
import { staffAuditLog, type StaffReader } from './auditLog'
import { leadInbox } from './leadInbox'
import { registerLeadRoutes } from './leadRoutes'
import { isStaff } from './staffAccess'
import { errors, tags } from './staffRouteContext'

export interface StaffRoutesOptions {
  readonly identity: ServerConfig['identity']
  /** The bytes of a stored document, from the configured document storage. */
  readonly readDocument: DocumentReader
}

const NO_TOKEN = 'A valid ID token is required as a bearer token.'

/**
 * The staff view's service: the leads inbox, sent pre-approval applications (read-only, each
 * read of one application or document written to the audit log first) and that log. Every route
 * needs an ID token of a member of the staff group: none (or an invalid one) is 401, anybody
 * else's is 403, before anything is read or validated.
 */
export const staffRoutes: FastifyPluginCallbackTypebox<StaffRoutesOptions> = (
  app,
  { identity, readDocument },
  done,
) => {
  const verify = createTokenVerifier(identity)
  const audit = staffAuditLog(app.customers)
  const readers = new WeakMap<FastifyRequest, StaffReader>()

  app.addHook('onRequest', async (request) => {
    const claims = await verify(request.headers.authorization)
    if (!claims?.sub) throw new HttpError(401, NO_TOKEN)
    if (!isStaff(claims)) {
      throw new HttpError(403, 'Only members of the staff group may use the staff service.')
    }
    readers.set(request, {
      sub: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : '',
    })
  })

  const reader = (request: FastifyRequest): StaffReader => {
    const found = readers.get(request)
    if (!found) throw new HttpError(401, NO_TOKEN)
    return found
  }

  registerLeadRoutes(app, leadInbox(app.customers), app.leads.routing)
  registerApplicationRoutes(app, {
    applications: staffApplicationReads(app.customers),
    audit,
    reader,
    readDocument,
  })

  app.get(
    STAFF_PATHS.audit,
    {
      schema: {
        summary: "The audit log of staff reads, latest first (one application's when asked)",
        tags,
        querystring: AuditQuery,
        response: { 200: AuditLog, ...errors },
      },
    },
    async (request) => {
      const { limit = LEADS_PAGE_SIZE, applicationId } = request.query
      return { entries: await audit.entries({ limit, applicationId }) }
    },
  )

  done()
}
