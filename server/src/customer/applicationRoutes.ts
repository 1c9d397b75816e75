import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import {
  APPLICATION_PATHS,
  Application,
  ApplicationFields,
  ApplicationParams,
  downPaymentProblem,
} from '../../../contract/application'
import { HttpError, badRequest, notFound } from '../httpErrors'
import { minimumDownPayment } from '../../../contract/mortgage/downPayment'
import { applicationStore } from './applicationStore'
import type { Caller } from './store'
import {
  NO_APPLICATION,
  changedOrRefused,
  errors,
  tags,
  type App,
  type ApplicationRoutesContext,
} from './applicationRouteContext'
import { registerDocumentRoutes, type DocumentUploadOptions } from './applicationDocumentRoutes'
import { registerMatchRoutes } from './applicationMatchRoutes'
import { registerSignerRoutes } from './applicationSignerRoutes'

const dollars = (amount: number) => `$${Math.ceil(amount).toLocaleString('en-CA')}`

/**
 * A price's down payment: its own rules, then at least the federal minimum for the price,
 * with half a cent of rounding allowed.
 */
function checkPrice(fields: ApplicationFields) {
  const problem = downPaymentProblem(fields.price)
  if (problem) throw badRequest(`body/price/downPaymentCash ${problem}`)
  const { total, downPaymentCash } = fields.price ?? {}
  if (total && downPaymentCash !== undefined) {
    const minimum = minimumDownPayment(total)
    if (downPaymentCash < minimum - 0.005) {
      throw badRequest(
        `body/price/downPaymentCash The down payment must be at least ${dollars(minimum)} for this price.`,
      )
    }
  }
}

/**
 * The pre-approval calls of the customer service: the caller's
 * applications, their signers, documents and lender matches, and the caller's referrals. Every
 * lookup names the caller, so another customer's application id answers 404, never its data.
 */
export function registerApplicationRoutes(
  app: App,
  caller: (request: FastifyRequest) => Caller,
  ensureCustomer: (who: Caller) => Promise<void>,
  uploads: DocumentUploadOptions,
): void {
  const store = applicationStore(app.customers, app.vault)
  const base = APPLICATION_PATHS.application

  const ownApplication = async (request: FastifyRequest, id: number) => {
    const who = caller(request).sub
    const application = await store.application(who, id)
    if (!application) throw notFound(NO_APPLICATION)
    return { who, application }
  }

  app.post(
    base,
    {
      schema: {
        summary: 'Starts an application (header user-id: the caller’s own id)',
        tags,
        headers: Type.Object({ 'user-id': Type.Optional(Type.String({ maxLength: 100 })) }),
        body: ApplicationFields,
        response: { 200: Application, ...errors },
      },
    },
    async (request) => {
      const who = caller(request)
      const claimed = request.headers['user-id']
      if (claimed !== undefined && claimed !== who.sub) {
        throw new HttpError(403, 'The user-id header names someone other than the token.')
      }
      const fields = request.body
      checkPrice(fields)
      await ensureCustomer(who)
      return store.create(who.sub, fields)
    },
  )

  app.get(
    `${base}/:id`,
    {
      schema: {
        summary: "One of the caller's applications, with its signers",
        tags,
        params: ApplicationParams,
        response: { 200: Application, ...errors },
      },
    },
    async (request) => (await ownApplication(request, request.params.id)).application,
  )

  app.put(
    `${base}/:id`,
    {
      schema: {
        summary: "Replaces an application's fields",
        tags,
        params: ApplicationParams,
        body: ApplicationFields,
        response: { 200: Application, ...errors },
      },
    },
    async (request) => {
      checkPrice(request.body)
      return changedOrRefused(
        await store.update(caller(request).sub, request.params.id, request.body),
        NO_APPLICATION,
      )
    },
  )

  const context: ApplicationRoutesContext = {
    app,
    caller,
    ensureCustomer,
    store,
    base,
    checkPrice,
    ownApplication,
  }
  registerSignerRoutes(context)
  registerDocumentRoutes(context, uploads)
  registerMatchRoutes(context)
}
