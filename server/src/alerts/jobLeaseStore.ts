import type { CustomerDb } from '../db/customerDb'

/** A lease on a scheduled pass: who may run it, until when (ISO-8601 UTC). */
export interface JobLease {
  readonly name: string
  readonly holder: string
  readonly until: string
}

/**
 * Scheduled passes run on one instance at a time: an instance runs a pass only while it holds
 * the pass's lease. A lease lapses on its own, so an instance killed mid-pass holds it no longer
 * than `until`.
 */
export function jobLeaseStore(db: CustomerDb) {
  return {
    /**
     * Takes the lease in one statement: made if none exists, taken over if it lapsed at `now`,
     * extended if `holder` already holds it; refused (false) while another holds it.
     */
    async takeLease(lease: JobLease, now: string): Promise<boolean> {
      const taken = await db
        .insertInto('job_leases')
        .values(lease)
        .onConflict((conflict) =>
          conflict
            .column('name')
            .doUpdateSet((eb) => ({
              holder: eb.ref('excluded.holder'),
              until: eb.ref('excluded.until'),
            }))
            .where((eb) =>
              eb.or([
                eb('job_leases.until', '<=', now),
                eb('job_leases.holder', '=', eb.ref('excluded.holder')),
              ]),
            ),
        )
        .returning('holder')
        .executeTakeFirst()
      return taken !== undefined
    },
    /** Ends the lease early, if `holder` still holds it, so the next pass need not wait. */
    async releaseLease(name: string, holder: string): Promise<void> {
      await db
        .deleteFrom('job_leases')
        .where('name', '=', name)
        .where('holder', '=', holder)
        .execute()
    },
  }
}
