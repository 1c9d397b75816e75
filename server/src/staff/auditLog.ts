import type { AuditEntry } from '../../../contract/staff'
import type { CustomerDb } from '../db/customerDb'

/** Who read: the staff member's identity from their verified token. */
export interface StaffReader {
  readonly sub: string
  readonly email: string
}

export interface AuditedRead {
  readonly action: AuditEntry['action']
  readonly applicationId: number
  readonly documentId?: number
}

/**
 * The staff audit log: every staff read of an application or a document, appended. It has no
 * way to change or remove an entry, and the table's triggers refuse any code that tries.
 */
export function staffAuditLog(db: CustomerDb) {
  return {
    async append(reader: StaffReader, read: AuditedRead, at: Date): Promise<void> {
      await db
        .insertInto('staff_audit_log')
        .values({
          at: at.toISOString(),
          staff_sub: reader.sub,
          staff_email: reader.email,
          action: read.action,
          application_id: read.applicationId,
          document_id: read.documentId ?? null,
        })
        .execute()
    },
    /** The latest entries first, of one application when asked. */
    async entries({
      limit,
      applicationId,
    }: {
      readonly limit: number
      readonly applicationId?: number
    }): Promise<AuditEntry[]> {
      let query = db.selectFrom('staff_audit_log').selectAll()
      if (applicationId !== undefined) query = query.where('application_id', '=', applicationId)
      const rows = await query.orderBy('id', 'desc').limit(limit).execute()
      return rows.map((row) => ({
        id: row.id,
        at: row.at,
        staffSub: row.staff_sub,
        staffEmail: row.staff_email,
        action: row.action,
        applicationId: row.application_id,
        documentId: row.document_id,
      }))
    },
  }
}

export type StaffAuditLog = ReturnType<typeof staffAuditLog>
