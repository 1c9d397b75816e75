import type { ApplicationFields } from '../../../contract/application'
import type { OutboxRow } from '../alerts/alertRows'
import type { OutgoingMail } from '../alerts/mailer'
import { phoneDigits } from '../contact/store'
import { stored } from '../customer/applicationRows'
import type { CustomerDb } from '../db/customerDb'
import { applicantName } from '../staff/applicationReads'
import { composeApplicationTeamEmail } from './applicationEmail'
import { leadRouting } from './leadRouting'
import { rosterStore } from './roster'

/** Whom a sent application's e-mail goes to: the mortgage realtor routing chose. */
export interface ApplicationTeamPayload {
  readonly realtorId: string
}

/** An application in the staff view: the SPA's staff screen for it, under the site's URL. */
export const staffApplicationUrl = (siteUrl: string, id: number) =>
  `${siteUrl}/staff/applications/${String(id)}`

/**
 * Tells the mortgage team of a sent application, in the submission's transaction: routing picks
 * a mortgage realtor (one who speaks the customer's language first, in turn) and their e-mail is
 * queued in the outbox, retried like every other. Only the first submission does: sending the
 * same application again (after an edit) changes nothing the team must be told twice, and the
 * staff view always shows it as it is now. The caller holds the application's row lock, so two
 * submissions at once cannot both find none queued.
 */
export async function queueApplicationTeamMail(
  trx: CustomerDb,
  application: { readonly id: number; readonly customerSub: string },
): Promise<void> {
  const queued = await trx
    .selectFrom('alert_outbox')
    .select('id')
    .where('application_id', '=', application.id)
    .where('kind', '=', 'application-team')
    .executeTakeFirst()
  if (queued) return
  const customer = await trx
    .selectFrom('customers')
    .select('language')
    .where('sub', '=', application.customerSub)
    .executeTakeFirst()
  const realtor = await leadRouting(trx).chooseRealtor({
    kind: 'pre-approval',
    language: customer?.language ?? 'en',
  })
  if (!realtor) return
  const now = new Date().toISOString()
  const payload: ApplicationTeamPayload = { realtorId: realtor.id }
  await trx
    .insertInto('alert_outbox')
    .values({
      application_id: application.id,
      kind: 'application-team',
      payload: JSON.stringify(payload),
      next_attempt_at: now,
      created_at: now,
    })
    .execute()
}

/**
 * Builds an `application-team` outbox e-mail when it is sent, from the application as stored
 * now; undefined when there is nothing to send any more (the application or its realtor gone).
 */
export function applicationTeamMails(db: CustomerDb, links: { readonly siteUrl: string }) {
  const roster = rosterStore(db)
  return async (row: OutboxRow): Promise<OutgoingMail | undefined> => {
    if (row.applicationId === null) return undefined
    const application = await db
      .selectFrom('applications as a')
      .leftJoin('customers as c', 'c.sub', 'a.customer_sub')
      .select((eb) => [
        'a.id',
        'a.fields',
        'c.language',
        'c.email as accountEmail',
        eb
          .selectFrom('application_documents')
          .select(eb.fn.countAll<number | string>().as('n'))
          .whereRef('application_id', '=', 'a.id')
          .where(stored)
          .as('documents'),
        eb
          .selectFrom('application_signers')
          .select(eb.fn.countAll<number | string>().as('n'))
          .whereRef('application_id', '=', 'a.id')
          .as('signers'),
      ])
      .where('a.id', '=', row.applicationId)
      .executeTakeFirst()
    const { realtorId } = JSON.parse(row.payload) as Partial<ApplicationTeamPayload>
    const realtor = realtorId === undefined ? undefined : await roster.byId(realtorId)
    if (!application || !realtor) return undefined
    const fields = JSON.parse(application.fields) as ApplicationFields
    const phone = fields.applicant?.phone
    return {
      to: realtor.email,
      ...composeApplicationTeamEmail({
        id: application.id,
        name: applicantName(fields),
        email: fields.applicant?.email ?? application.accountEmail ?? null,
        phone: phone ? phoneDigits(phone) : null,
        price: fields.price?.total ?? null,
        city: fields.property?.city ?? null,
        language: application.language ?? 'en',
        coApplicants: Number(application.signers ?? 0),
        documents: Number(application.documents ?? 0),
        staffUrl: staffApplicationUrl(links.siteUrl, application.id),
      }),
    }
  }
}
