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
  changedOrRefused,
  errors,
  tags,
  type ApplicationRoutesContext,
} from './applicationRouteContext'

const NO_SIGNER = 'No signer with this id on this application.'

/** An application's co-applicants and other signers: add, change, remove, while it is not locked. */
export function registerSignerRoutes(context: ApplicationRoutesContext): void {
  const { app, caller, store, base } = context

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
    async (request) =>
      changedOrRefused(
        await store.addSigner(caller(request).sub, request.params.id, request.body),
        NO_APPLICATION,
      ),
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
    async (request, reply) => {
      const { id, signerId } = request.params
      const removed = await store.removeSigner(caller(request).sub, id, signerId)
      if (!changedOrRefused(removed, NO_SIGNER)) throw notFound(NO_SIGNER)
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
    async (request) => {
      const { id, signerId } = request.params
      return changedOrRefused(
        await store.updateSigner(caller(request).sub, id, signerId, request.body),
        NO_SIGNER,
      )
    },
  )
}
