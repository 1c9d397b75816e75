import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { ErrorBody } from '../../../contract/errors'
import type { StaffReader } from './auditLog'

/** The staff plugin's app, as the route groups register on it. */
export type StaffApp = Parameters<FastifyPluginCallbackTypebox>[0]

/** The staff member making a request, as the plugin's guard found them. */
export type ReaderOf = (request: FastifyRequest) => StaffReader

export const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody }
export const tags = ['staff']
