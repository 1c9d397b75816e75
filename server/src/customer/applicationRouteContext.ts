import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { type Application, ApplicationFields } from '../../../contract/application'
import { ErrorBody } from '../../../contract/errors'
import { HttpError } from '../httpErrors'
import { applicationQuota } from './applicationQuota'
import { applicationStore } from './applicationStore'
import type { Caller } from './store'

/** What the route groups of the pre-approval calls share. */
export type App = Parameters<FastifyPluginCallbackTypebox>[0]

export const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
}
export const tags = ['customer']
export const NO_APPLICATION = 'No application with this id.'

/** What the route groups of the pre-approval calls share: the app, the caller, the store, the rules. */
export interface ApplicationRoutesContext {
  readonly app: App
  readonly caller: (request: FastifyRequest) => Caller
  readonly ensureCustomer: (who: Caller) => Promise<void>
  readonly store: ReturnType<typeof applicationStore>
  readonly checkQuota: ReturnType<typeof applicationQuota>
  readonly base: string
  readonly checkPrice: (fields: ApplicationFields) => void
  readonly locked: () => HttpError
  /** The caller's application by this id, and the caller's id; 404 when they have none by it. */
  readonly ownApplication: (
    request: FastifyRequest,
    id: number,
  ) => { readonly who: string; readonly application: Application }
  /** The caller's id, once the application can still change; 409 once a lender is chosen. */
  readonly stillOpen: (request: FastifyRequest, id: number) => string
}
