import type { CustomerDb } from '../db/customerDb'

/**
 * What a lead keeps once its sender's account is deleted: that it existed (id, when, its
 * realtor, language, intent, the listing it was about and where the inbox had it) and its
 * consent record (wording, text shown, when), which the brokerage must be able to show. Every
 * field naming or reaching the person is cleared. See docs/decisions (account deletion).
 */
export const MINIMIZED_LEAD = {
  first_name: '',
  last_name: '',
  email: '',
  phone: null,
  city: null,
  address: null,
  message: null,
  payload: '{}',
  staff_note: null,
} as const

/**
 * Minimizes the leads sent from any of `emails` (compared without case), and deletes their
 * e-mails and CRM events, sent or not: each names the person (the CRM's own copy of a sent event
 * is the CRM's to erase). Answers the leads' ids.
 */
export async function minimizeLeadsOf(
  db: CustomerDb,
  emails: readonly string[],
): Promise<number[]> {
  const addresses = [...new Set(emails.map((email) => email.toLowerCase()).filter(Boolean))]
  if (addresses.length === 0) return []
  const leads = await db
    .selectFrom('leads')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), 'in', addresses))
    .execute()
  const ids = leads.map(({ id }) => id)
  if (ids.length === 0) return []
  await db.deleteFrom('crm_events').where('lead_id', 'in', ids).execute()
  await db.deleteFrom('alert_outbox').where('lead_id', 'in', ids).execute()
  await db.updateTable('leads').set(MINIMIZED_LEAD).where('id', 'in', ids).execute()
  return ids
}
