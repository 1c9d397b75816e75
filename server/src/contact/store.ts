import type { Lead } from '../../../contract/lead'
import { consentColumns } from '../consent/consentColumns'
import type { CustomerDb } from '../db/customerDb'

/**
 * The lead as kept: names trimmed (the SPA trims too, other callers may
 * not). The schema already refused names with nothing but blanks.
 */
export function normalizeLead(lead: Lead): Lead {
  const { first, last } = lead.user.name
  return { ...lead, user: { ...lead.user, name: { first: first.trim(), last: last.trim() } } }
}

/** Both phone forms the schema accepts, as the ten digits they stand for. */
export const phoneDigits = (phone: string) => phone.replace(/[^0-9]/g, '')

/** Stores leads in `leads`: the searchable columns, plus the whole lead as JSON. */
export function leadInserter(db: CustomerDb): (lead: Lead) => Promise<number> {
  return async (lead) => {
    const { user, property } = lead
    const { id } = await db
      .insertInto('leads')
      .values({
        first_name: user.name.first,
        last_name: user.name.last,
        email: user.email,
        phone: phoneDigits(user.phone),
        city: property.city,
        price: property.price ?? null,
        code: lead.code ?? null,
        board_id: lead.boardId ?? null,
        address: property.address ?? null,
        message: lead.message ?? null,
        intent: lead.intent ?? null,
        ...consentColumns(lead.consent, new Date()),
        payload: JSON.stringify(lead),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return id
  }
}
