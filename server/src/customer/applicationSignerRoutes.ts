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
  const { app, caller, store, checkQuota, base, locked } = context

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
      if (store.isLocked(caller(request).sub, id)) throw locked()
      const signer = store.updateSigner(caller(request).sub, id, signerId, request.body)
      if (!signer) throw notFound(NO_SIGNER)
      return signer
    },
  )
}
