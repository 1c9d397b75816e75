import type { FastifyInstance } from 'fastify'
import type { IncomingHttpHeaders } from 'node:http'
import type { Application } from '../../../contract/application'
import type { AssignedRealtor, Lead } from '../../../contract/lead'
import { createTokenVerifier } from '../auth/verifyToken'
import type { ServerConfig } from '../config'
import type { CrmApplication, CrmCustomer } from '../crm/crmEvents'
import type { CustomerDb } from '../db/customerDb'
import { queueApplicationTeamMail, staffApplicationUrl } from './applicationTeam'
import { assignedRealtor } from './assignedRealtor'
import { leadReception, type LeadStoredHook } from './leadReception'
import { leadRouting } from './leadRouting'
import { DEFAULT_ROSTER_FILE, readRoster, rosterStore } from './roster'
import { visitorLanguage } from './visitorLanguage'

declare module 'fastify' {
  interface FastifyInstance {
    /** Where leads are received and routed to the roster's realtors. */
    leads: LeadDesk
  }
}

export interface LeadDeskOptions {
  /** Whose ID tokens name a signed-in visitor (their saved homes go to the realtor). */
  readonly identity: ServerConfig['identity']
  /** The site's URL: the roster's photos are addresses on it. */
  readonly siteUrl: string
  /** The roster file; the one shipped with the service unless given. */
  readonly rosterFile?: string | undefined
  readonly now?: () => number
  /** Kept with each stored lead, in its transaction (the CRM's event). */
  readonly onStored?: LeadStoredHook | undefined
  /** Called once a lead is stored: its e-mails are due (the outbox's sender is woken). */
  readonly onReceived?: () => void
  /** Kept with each sent pre-approval application, in its transaction (the CRM's event). */
  readonly onApplicationSent?:
    | ((trx: CustomerDb, customer: CrmCustomer, application: CrmApplication) => Promise<void>)
    | undefined
}

/**
 * The brokerage's lead desk: the roster file seeded into the roster table at start, each lead
 * received with its realtor, and routing for whoever reassigns leads.
 */
export async function createLeadDesk(db: CustomerDb, options: LeadDeskOptions) {
  const now = options.now ?? Date.now
  const roster = readRoster(options.rosterFile ?? DEFAULT_ROSTER_FILE)
  await rosterStore(db).seed(roster, new Date(now()).toISOString())
  const verify = createTokenVerifier(options.identity)
  const receive = leadReception(db, options.onStored)
  return {
    /** The roster and the assignment of leads (active realtors, reassigning a lead). */
    routing: leadRouting(db),
    /** Stores a lead from a request, routed: its id and the realtor who will call. */
    async receive(
      lead: Lead,
      headers: IncomingHttpHeaders,
    ): Promise<{ id: number; realtor?: AssignedRealtor }> {
      // A guest's lead, or a customer's whose token lapsed, is received all the same.
      const claims = headers.authorization ? await verify(headers.authorization) : undefined
      const received = await receive(lead, {
        language: visitorLanguage(headers['accept-language']),
        customerSub: claims?.sub,
      })
      options.onReceived?.()
      return {
        id: received.id,
        ...(received.realtor && { realtor: assignedRealtor(received.realtor, options.siteUrl) }),
      }
    },
    /**
     * What a sent pre-approval application sets going, in its submission's transaction: the
     * mortgage team's e-mail and the CRM's event, each once per application.
     */
    async applicationSent(trx: CustomerDb, customer: CrmCustomer, application: Application) {
      await queueApplicationTeamMail(trx, { id: application.id, customerSub: customer.sub })
      await options.onApplicationSent?.(trx, customer, {
        id: application.id,
        fields: application.fields,
        staffUrl: staffApplicationUrl(options.siteUrl, application.id),
      })
    },
    /** Called once what `applicationSent` queued is committed: its e-mail is due. */
    mailsDue() {
      options.onReceived?.()
    },
  }
}

export type LeadDesk = Awaited<ReturnType<typeof createLeadDesk>>

/** The lead desk on the app, after the CRM recorder and before the contact routes that use it. */
export async function registerLeads(
  app: FastifyInstance,
  config: ServerConfig,
  customers: CustomerDb,
): Promise<void> {
  app.decorate(
    'leads',
    await createLeadDesk(customers, {
      identity: config.identity,
      siteUrl: config.alerts.siteUrl,
      rosterFile: config.rosterFile,
      onStored: (trx, id, lead) => app.crm.lead(trx, id, lead),
      onApplicationSent: (trx, customer, application) =>
        app.crm.application(trx, customer, application),
      // The alert service registers later; it is there by the time a lead arrives.
      onReceived: () => {
        app.alerts.wake()
      },
    }),
  )
}
