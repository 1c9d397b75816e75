import type { Language } from '../../../contract/customer'
import type { Lead } from '../../../contract/lead'
import { leadInserter } from '../contact/store'
import type { CustomerDb } from '../db/customerDb'
import type { LeadMailPayload } from './leadMails'
import { leadRouting } from './leadRouting'
import type { Realtor } from './roster'
import type { LeadToRoute } from './routing'

/** What else is kept with a stored lead, in its transaction (the CRM's event). */
export type LeadStoredHook = (trx: CustomerDb, leadId: number, lead: Lead) => Promise<void>

/** Who sent a lead, as far as the request tells. */
export interface Visitor {
  readonly language: Language
  /** A signed-in customer's subject; none for a guest. */
  readonly customerSub?: string | undefined
}

/** A lead as routing reads it: naming a board makes it the listing page's inquiry. */
export function leadToRoute(lead: Lead, language: Language): LeadToRoute {
  return lead.boardId !== undefined && lead.code !== undefined
    ? { kind: 'listing', mlsNumber: lead.code, city: lead.property.city, language }
    : { kind: 'general', city: lead.property.city, language }
}

export interface ReceivedLead {
  readonly id: number
  /** Undefined only when the roster has no active realtor. */
  readonly realtor: Realtor | undefined
}

async function enqueueLeadMails(db: CustomerDb, leadId: number, customerSub: string | null) {
  const now = new Date().toISOString()
  const payload: LeadMailPayload = { customerSub }
  const row = { lead_id: leadId, next_attempt_at: now, created_at: now }
  await db
    .insertInto('alert_outbox')
    .values([
      { ...row, kind: 'lead-realtor', payload: JSON.stringify(payload) },
      { ...row, kind: 'lead-visitor', payload: '{}' },
    ])
    .execute()
}

/**
 * Keeps a lead with its realtor and the visitor's language, in one transaction: the lead is
 * never stored unrouted, and the pool's turn is taken only by a stored lead.
 */
export function leadReception(db: CustomerDb, onStored?: LeadStoredHook) {
  return async (lead: Lead, visitor: Visitor): Promise<ReceivedLead> =>
    db.transaction().execute(async (trx) => {
      const id = await leadInserter(trx)(lead)
      const realtor = await leadRouting(trx).chooseRealtor(leadToRoute(lead, visitor.language))
      await trx
        .updateTable('leads')
        .set({ realtor_id: realtor?.id ?? null, language: visitor.language })
        .where('id', '=', id)
        .execute()
      // The realtor's and the visitor's e-mails, in the lead's own transaction: a stored lead
      // always has them coming, and the outbox retries them while SMTP is down.
      if (realtor) await enqueueLeadMails(trx, id, visitor.customerSub ?? null)
      await onStored?.(trx, id, lead)
      return { id, realtor }
    })
}
