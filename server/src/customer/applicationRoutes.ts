import type {
  FastifyPluginCallbackTypebox,
  TypeBoxTypeProvider,
} from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import {
  APPLICATION_PATHS,
  Application,
  ApplicationDocument,
  ApplicationFields,
  ApplicationParams,
  DocumentParams,
  DocumentRequest,
  Match,
  MatchParams,
  Matches,
  MatchUpdate,
  Referrals,
  Signer,
  SignerFields,
  SignerParams,
  UploadTicket,
  downPaymentProblem,
} from '../../../contract/application'
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES } from '../../../contract/applicationChoices'
import { missingFields } from '../../../contract/applicationRules'
import { ErrorBody } from '../../../contract/errors'
import { HttpError, badRequest, notFound } from '../httpErrors'
import { requestOrigin } from '../meta/link'
import { minimumDownPayment } from '../../../contract/mortgage/downPayment'
import { applicationQuota } from './applicationQuota'
import { applicationStore } from './applicationStore'
import { matchLenders } from './matching'
import type { Caller } from './store'

type App = Parameters<FastifyPluginCallbackTypebox>[0]

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody }
const tags = ['customer']
const NO_APPLICATION = 'No application with this id.'
/** How long an upload link takes bytes (the "short-lived upload URL"). */
export const UPLOAD_LINK_MS = 15 * 60_000

/** The first bytes each accepted type starts with, so a renamed file is refused. */
const SIGNATURES: Record<(typeof DOCUMENT_TYPES)[number], Buffer> = {
  'application/pdf': Buffer.from('%PDF-'),
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff]),
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
}
const looksLike = (type: string, body: Buffer) => {
  const signature = SIGNATURES[type as keyof typeof SIGNATURES] as Buffer | undefined
  return signature !== undefined && body.subarray(0, signature.length).equals(signature)
}

const dollars = (amount: number) => `$${Math.ceil(amount).toLocaleString('en-CA')}`

/**
 * The pre-approval calls of the customer service: the caller's
 * applications, their signers, documents and lender matches, and the caller's referrals. Every
 * lookup names the caller, so another customer's application id answers 404, never its data.
 */
export function registerApplicationRoutes(
  app: App,
  caller: (request: FastifyRequest) => Caller,
  ensureCustomer: (who: Caller) => void,
): void {
  const store = applicationStore(app.customerDb)
  const checkQuota = applicationQuota(app.customerDb)
  const base = APPLICATION_PATHS.application

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
  const locked = () =>
    new HttpError(409, 'This application is with its chosen lender and can no longer change.')

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
    (request) => {
      const who = caller(request)
      const claimed = request.headers['user-id']
      if (claimed !== undefined && claimed !== who.sub) {
        throw new HttpError(403, 'The user-id header names someone other than the token.')
      }
      const fields = request.body
      checkPrice(fields)
      ensureCustomer(who)
      checkQuota(who.sub, { kind: 'application' })
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
    (request) => {
      const found = store.application(caller(request).sub, request.params.id)
      if (!found) throw notFound(NO_APPLICATION)
      return found
    },
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
    (request) => {
      checkPrice(request.body)
      const updated = store.update(caller(request).sub, request.params.id, request.body)
      if (!updated) throw notFound(NO_APPLICATION)
      if (updated === 'locked') throw locked()
      return updated
    },
  )

  app.post(
    `${base}/:id/signer`,
    {
      schema: {
        summary: 'Adds a co-applicant or other signer',
        tags,
        params: ApplicationParams,
        body: SignerFields,
        response: { 200: Signer, ...errors },
      },
    },
    (request) => {
      const who = caller(request).sub
      if (store.isLocked(who, request.params.id)) throw locked()
      checkQuota(who, { kind: 'signer' }, request.params.id)
      const signer = store.addSigner(who, request.params.id, request.body)
      if (!signer) throw notFound(NO_APPLICATION)
      return signer
    },
  )

  app.delete(
    `${base}/:id/signer/:signerId`,
    {
      schema: {
        summary: 'Removes a co-applicant',
        tags,
        params: SignerParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    (request, reply) => {
      const who = caller(request).sub
      const { id, signerId } = request.params
      if (store.isLocked(who, id)) throw locked()
      if (!store.removeSigner(who, id, signerId)) {
        throw notFound('No signer with this id on this application.')
      }
      void reply.status(204)
      return null
    },
  )

  app.put(
    `${base}/:id/signer/:signerId`,
    {
      schema: {
        summary: 'Changes a signer',
        tags,
        params: SignerParams,
        body: SignerFields,
        response: { 200: Signer, ...errors },
      },
    },
    (request) => {
      const { id, signerId } = request.params
      if (store.isLocked(caller(request).sub, id)) throw locked()
      const signer = store.updateSigner(caller(request).sub, id, signerId, request.body)
      if (!signer) throw notFound('No signer with this id on this application.')
      return signer
    },
  )

  app.post(
    `${base}/:id/documents/upload-url`,
    {
      schema: {
        summary: 'Announces a document and answers where to PUT its bytes',
        tags,
        params: ApplicationParams,
        body: DocumentRequest,
        response: { 200: UploadTicket, ...errors },
      },
    },
    (request) => {
      const { id } = request.params
      checkQuota(caller(request).sub, { kind: 'document', bytes: request.body.size })
      const expiresAt = new Date(Date.now() + UPLOAD_LINK_MS)
      const document = store.announceDocument(caller(request).sub, id, request.body, expiresAt)
      if (!document) throw notFound(NO_APPLICATION)
      const path = `${base}/${String(id)}/documents/${String(document.id)}`
      return {
        document,
        uploadUrl: `${requestOrigin(request)}${path}`,
        method: 'PUT' as const,
        expiresAt: expiresAt.toISOString(),
      }
    },
  )

  app.get(
    `${base}/:id/documents`,
    {
      schema: {
        summary: "An application's documents (names and states, not their bytes)",
        tags,
        params: ApplicationParams,
        response: { 200: Type.Object({ documents: Type.Array(ApplicationDocument) }), ...errors },
      },
    },
    (request) => {
      const who = caller(request).sub
      if (!store.application(who, request.params.id)) throw notFound(NO_APPLICATION)
      return { documents: store.documents(who, request.params.id) }
    },
  )

  // The upload itself: the bytes as announced, no more, in the announced type.
  app.register((uploads, _options, done) => {
    uploads.addContentTypeParser(
      [...DOCUMENT_TYPES],
      { parseAs: 'buffer', bodyLimit: DOCUMENT_MAX_BYTES },
      (_request, body, next) => {
        next(null, body)
      },
    )
    uploads.withTypeProvider<TypeBoxTypeProvider>().put(
      `${base}/:id/documents/:documentId`,
      {
        schema: {
          summary: "Uploads an announced document's bytes",
          tags,
          params: DocumentParams,
          response: {
            200: ApplicationDocument,
            ...errors,
            410: ErrorBody,
            413: ErrorBody,
            415: ErrorBody,
          },
        },
      },
      (request) => {
        const who = caller(request).sub
        const { id, documentId } = request.params
        const document = store.document(who, id, documentId)
        if (!document) throw notFound('No document with this id on this application.')
        if (document.status === 'uploaded') {
          throw new HttpError(409, 'This document is already uploaded; announce a new one.')
        }
        const expiresAt = store.uploadExpiresAt(who, id, documentId)
        if (!expiresAt || expiresAt.getTime() < Date.now()) {
          throw new HttpError(410, 'This upload link has expired; ask for a new one.')
        }
        const body = request.body
        if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest('body is empty')
        const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim()
        if (type !== document.contentType) {
          throw badRequest(`content-type must be ${document.contentType}, as announced`)
        }
        if (body.length > document.size) {
          throw badRequest(`body is larger than the announced ${String(document.size)} bytes`)
        }
        if (!looksLike(document.contentType, body)) {
          throw badRequest(`body is not a ${document.contentType} file`)
        }
        store.storeDocument(who, id, documentId, body)
        return { ...document, status: 'uploaded' as const }
      },
    )
    done()
  })

  app.get(
    `${base}/:id/match`,
    {
      schema: {
        summary: 'The lender matches offered for an application, lowest rate first',
        tags,
        params: ApplicationParams,
        response: { 200: Matches, ...errors },
      },
    },
    (request) => {
      const who = caller(request).sub
      if (!store.application(who, request.params.id)) throw notFound(NO_APPLICATION)
      return {
        matches: store.matches(who, request.params.id),
        assessment: store.assessment(who, request.params.id),
      }
    },
  )

  app.post(
    `${base}/:id/${APPLICATION_PATHS.submit}`,
    {
      schema: {
        summary: 'Sends a complete application for matching; answers the lenders that would lend',
        tags,
        params: ApplicationParams,
        response: { 200: Matches, ...errors },
      },
    },
    (request) => {
      const who = caller(request).sub
      const { id } = request.params
      const found = store.application(who, id)
      if (!found) throw notFound(NO_APPLICATION)
      if (found.status === 'lender_chosen') throw locked()
      const missing = missingFields(found.fields, found.signers)
      if (missing.length > 0) {
        const paths = missing.map(({ step, field, signer }) =>
          signer === undefined ? `${step}.${field}` : `${step}[${String(signer)}].${field}`,
        )
        throw badRequest(`The application is incomplete: ${paths.join(', ')} is required.`)
      }
      checkPrice(found.fields)
      const { assessment, offers } = matchLenders(found.fields)
      store.submit(who, id, assessment, offers)
      return { matches: store.matches(who, id), assessment }
    },
  )

  app.put(
    `${base}/:id/match/:matchId`,
    {
      schema: {
        summary: 'Accepts or declines a lender match',
        tags,
        params: MatchParams,
        body: MatchUpdate,
        response: { 200: Match, ...errors },
      },
    },
    (request) => {
      const { id, matchId } = request.params
      const answered = store.answerMatch(caller(request).sub, id, matchId, request.body.status)
      if (!answered) throw notFound('No match with this id on this application.')
      return answered
    },
  )

  app.get(
    APPLICATION_PATHS.referrals,
    {
      schema: {
        summary: "The caller's referral code and the leads sent with it",
        tags,
        response: { 200: Referrals, ...errors },
      },
    },
    (request) => {
      const who = caller(request)
      ensureCustomer(who)
      return store.referrals(who.sub)
    },
  )
}
