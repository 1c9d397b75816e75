import { Type } from 'typebox'
import {
  ApplicationParams,
  Signer,
  SignerFields,
  SignerParams,
} from '../../../contract/application'
import { notFound } from '../httpErrors'
import {
  NO_APPLICATION,
  errors,
  tags,
  type ApplicationRoutesContext,
} from './applicationRouteContext'

const NO_SIGNER = 'No signer with this id on this application.'

/** An application's co-applicants and other signers: add, change, remove, while it is not locked. */
export function registerSignerRoutes(context: ApplicationRoutesContext): void {
  const { app, store, checkQuota, base, stillOpen } = context

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
      const who = stillOpen(request, request.params.id)
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
      const { id, signerId } = request.params
      const who = stillOpen(request, id)
      if (!store.removeSigner(who, id, signerId)) {
        throw notFound(NO_SIGNER)
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
      const signer = store.updateSigner(stillOpen(request, id), id, signerId, request.body)
      if (!signer) throw notFound(NO_SIGNER)
      return signer
    },
  )
}
