import type { Selectable } from 'kysely'
import type { StaffLead, StaffLeadUpdate } from '../../../contract/staff'
import type { LeadStatus } from '../../../contract/staffPaths'
import type { CustomerDb } from '../db/customerDb'
import type { LeadsTable } from '../db/customerSchema'

type LeadRow = Selectable<LeadsTable>

const toStaffLead = (row: LeadRow): StaffLead => ({
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
})

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
      return { leads: found.map(toStaffLead), total: Number(n) }
    },
    async lead(id: number): Promise<StaffLead | undefined> {
      const row = await one(id).executeTakeFirst()
      return row && toStaffLead(row)
    },
    /** Applies a staff update; undefined when there is no such lead. */
    async update(id: number, update: StaffLeadUpdate, now: Date): Promise<StaffLead | undefined> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('leads')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirst()
        if (!row) return undefined
        const change = leadColumnsChange(row, update, now)
        if (Object.keys(change).length > 0) {
          await trx.updateTable('leads').set(change).where('id', '=', id).execute()
        }
        const updated = await trx
          .selectFrom('leads')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
        return toStaffLead(updated)
      })
    },
  }
}

export type LeadInbox = ReturnType<typeof leadInbox>
