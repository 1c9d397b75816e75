import {
  APPLICATION_PATHS,
  ApplicationParams,
  Match,
  MatchParams,
  Matches,
  MatchUpdate,
  Referrals,
} from '../../../contract/application'
import { missingFields } from '../../../contract/applicationRules'
import { badRequest, notFound } from '../httpErrors'
import type { Assess } from './applicationStore'
import { matchLenders } from './matching'
import {
  NO_APPLICATION,
  changedOrRefused,
  errors,
  tags,
  type ApplicationRoutesContext,
} from './applicationRouteContext'

/** An application's lender matches, the lender chosen, and the caller's referrals. */
export function registerMatchRoutes(context: ApplicationRoutesContext): void {
  const { app, caller, ensureCustomer, store, base, checkPrice, ownApplication } = context
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
    async (request) => {
      const { who } = await ownApplication(request, request.params.id)
      return {
        matches: await store.matches(who, request.params.id),
        assessment: await store.assessment(who, request.params.id),
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
    async (request) => {
      const who = caller(request)
      const assess: Assess = (found) => {
        const missing = missingFields(found.fields, found.signers)
        if (missing.length > 0) {
          const paths = missing.map(({ step, field, signer }) =>
            signer === undefined ? `${step}.${field}` : `${step}[${String(signer)}].${field}`,
          )
          throw badRequest(`The application is incomplete: ${paths.join(', ')} is required.`)
        }
        checkPrice(found.fields)
        return matchLenders(found.fields)
      }
      const submitted = await store.submit(who.sub, request.params.id, assess, (trx, found) =>
        app.leads.applicationSent(trx, who, found),
      )
      const { matches, assessment } = changedOrRefused(submitted, NO_APPLICATION)
      app.leads.mailsDue()
      return { matches, assessment }
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
    async (request) => {
      const { id, matchId } = request.params
      const answered = await store.answerMatch(
        caller(request).sub,
        id,
        matchId,
        request.body.status,
      )
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
    async (request) => {
      const who = caller(request)
      await ensureCustomer(who)
      return store.referrals(who.sub)
    },
  )
}
