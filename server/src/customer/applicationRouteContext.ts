import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { type Application, ApplicationFields } from '../../../contract/application'
import { ErrorBody } from '../../../contract/errors'
import { HttpError, notFound } from '../httpErrors'
import { LOCKED, type ApplicationStore } from './applicationStore'
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

/** Once its lender is chosen an application is with the lender: changes are refused with 409. */
export const lockedApplication = () =>
  new HttpError(409, 'This application is with its chosen lender and can no longer change.')

/**
 * The store's answer to a change of the caller's application: 404 with `missing` when it found
 * nothing to change, 409 once the application's lender is chosen.
 */
export function changedOrRefused<T>(answer: T | typeof LOCKED | undefined, missing: string): T {
  if (answer === undefined) throw notFound(missing)
  if (answer === LOCKED) throw lockedApplication()
  return answer
}

/** What the route groups of the pre-approval calls share: the app, the caller, the store, the rules. */
export interface ApplicationRoutesContext {
  readonly app: App
  readonly caller: (request: FastifyRequest) => Caller
  /** Makes sure the caller has a customer row, as their first application needs. */
  readonly ensureCustomer: (who: Caller) => Promise<void>
  readonly store: ApplicationStore
  readonly base: string
  readonly checkPrice: (fields: ApplicationFields) => void
  /** The caller's application by this id, and the caller's id; 404 when they have none by it. */
  readonly ownApplication: (
    request: FastifyRequest,
    id: number,
  ) => Promise<{ readonly who: string; readonly application: Application }>
}
