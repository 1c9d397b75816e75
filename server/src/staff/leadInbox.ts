import type { Selectable } from 'kysely'
import type { StaffLead, StaffLeadUpdate, StaffRealtor } from '../../../contract/staff'
import type { LeadStatus } from '../../../contract/staffPaths'
import { crmDeliveryByLead, type CrmDelivery } from '../crm/crmEventStore'
import type { CustomerDb } from '../db/customerDb'
import { lockingRows } from '../customer/rowLock'
import type { LeadsTable } from '../db/customerSchema'

type LeadRow = Selectable<LeadsTable>

const toStaffLead = (
  row: LeadRow,
  crm: CrmDelivery | undefined,
  realtor: StaffRealtor | undefined,
): StaffLead => ({
  id: row.id,
  createdAt: row.created_at,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phone: row.phone,
  city: row.city,
  price: row.price,
  code: row.code,
  address: row.address,
  message: row.message,
  status: row.status,
  statusChangedAt: row.status_changed_at,
  note: row.staff_note,
  realtor: realtor ?? null,
  crm: crm ?? null,
})

/** The realtors these leads name, by id, active or not (a lead keeps a realtor who left). */
async function realtorsById(db: CustomerDb, rows: LeadRow[]): Promise<Map<string, StaffRealtor>> {
  const ids = [...new Set(rows.flatMap(({ realtor_id }) => (realtor_id ? [realtor_id] : [])))]
  if (ids.length === 0) return new Map()
  const found = await db
    .selectFrom('realtors')
    .select(['id', 'name', 'team', 'active'])
    .where('id', 'in', ids)
    .execute()
  return new Map(found.map((realtor) => [realtor.id, { ...realtor, active: realtor.active === 1 }]))
}

/** The rows as the inbox shows them, each with its realtor and its CRM delivery state. */
async function withCrmDelivery(db: CustomerDb, rows: LeadRow[]): Promise<StaffLead[]> {
  const deliveries = await crmDeliveryByLead(
    db,
    rows.map(({ id }) => id),
  )
  const realtors = await realtorsById(db, rows)
  return rows.map((row) =>
    toStaffLead(
      row,
      deliveries.get(row.id),
      row.realtor_id ? realtors.get(row.realtor_id) : undefined,
    ),
  )
}

export interface LeadColumnsChange {
  status?: LeadStatus
  status_changed_at?: string
  staff_note?: string | null
}

/**
 * What a staff update writes on a lead: the status (and when it moved) only when it changes, so
 * saving a note never resets the time a lead was contacted; the note as sent, a blank one
 * cleared (stored as no note).
 */
export function leadColumnsChange(
  current: { readonly status: LeadStatus },
  update: StaffLeadUpdate,
  now: Date,
): LeadColumnsChange {
  const change: LeadColumnsChange = {}
  if (update.status !== undefined && update.status !== current.status) {
    change.status = update.status
    change.status_changed_at = now.toISOString()
  }
  if (update.note !== undefined) {
    const note = update.note.trim()
    change.staff_note = note === '' ? null : note
  }
  return change
}

export interface LeadPageRequest {
  readonly status?: LeadStatus
  readonly limit: number
  readonly offset: number
}

/** The leads as the staff inbox reads and moves them, newest first. */
export function leadInbox(db: CustomerDb) {
  const one = (id: number) => db.selectFrom('leads').selectAll().where('id', '=', id)
  return {
    async page({ status, limit, offset }: LeadPageRequest) {
      let rows = db.selectFrom('leads').selectAll()
      let count = db.selectFrom('leads').select((eb) => eb.fn.countAll<number | string>().as('n'))
      if (status) {
        rows = rows.where('status', '=', status)
        count = count.where('status', '=', status)
      }
      const found = await rows
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute()
      const { n } = await count.executeTakeFirstOrThrow()
      // PostgreSQL counts as bigint, which comes back as a string.
      return { leads: await withCrmDelivery(db, found), total: Number(n) }
    },
    async lead(id: number): Promise<StaffLead | undefined> {
      const row = await one(id).executeTakeFirst()
      if (!row) return undefined
      const [lead] = await withCrmDelivery(db, [row])
      return lead
    },
    /** Applies a staff update; undefined when there is no such lead. */
    async update(id: number, update: StaffLeadUpdate, now: Date): Promise<StaffLead | undefined> {
      const found = await db.transaction().execute(async (trx) => {
        // Locked until the write: two staff moving one lead at once each see the other's status.
        const row = await lockingRows(
          trx,
          trx.selectFrom('leads').select('status').where('id', '=', id),
        ).executeTakeFirst()
        if (!row) return false
        const change = leadColumnsChange(row, update, now)
        if (Object.keys(change).length > 0) {
          await trx.updateTable('leads').set(change).where('id', '=', id).execute()
        }
        return true
      })
      return found ? this.lead(id) : undefined
    },
  }
}

export type LeadInbox = ReturnType<typeof leadInbox>
