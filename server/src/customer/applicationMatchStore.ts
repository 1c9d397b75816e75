import type { Match } from '../../../contract/application'
import type { CustomerDb } from '../db/customerDb'
import type { Offer } from './matching'
import { MATCH_COLUMNS, applicationRecords, ownedApplicationId, toMatch } from './applicationRows'

/** The lenders' offers on a submitted application and the customer's answers to them. */
export function applicationMatchStore(db: CustomerDb) {
  const oneMatch = (trx: CustomerDb, sub: string, id: number, matchId: number) =>
    trx
      .selectFrom('application_matches')
      .select(MATCH_COLUMNS)
      .where('id', '=', matchId)
      .where('application_id', '=', ownedApplicationId(trx, sub, id))
      .executeTakeFirst()

  return {
    matches: async (sub: string, id: number): Promise<Match[]> => {
      const rows = await db
        .selectFrom('application_matches')
        .select(MATCH_COLUMNS)
        .where('application_id', '=', ownedApplicationId(db, sub, id))
        .orderBy('rate')
        .orderBy('id')
        .execute()
      return rows.map(toMatch)
    },
    /**
     * The offers replace any earlier ones (in the submitting transaction, `db`, which has found
     * the application to be the caller's).
     */
    async replaceMatches(sub: string, id: number, offers: readonly Offer[]) {
      await db
        .deleteFrom('application_matches')
        .where('application_id', '=', ownedApplicationId(db, sub, id))
        .execute()
      if (offers.length === 0) return
      await db
        .insertInto('application_matches')
        .values(
          offers.map((offer) => ({
            application_id: id,
            lender: offer.lender,
            rate: offer.rate,
            rate_type: offer.rateType,
            term_years: offer.termYears,
            mortgage: offer.mortgage,
            monthly_payment: offer.monthlyPayment,
            amortization_years: offer.amortizationYears,
          })),
        )
        .execute()
    },
    async clearMatches(sub: string, id: number) {
      await db
        .deleteFrom('application_matches')
        .where('application_id', '=', ownedApplicationId(db, sub, id))
        .execute()
    },
    /**
     * The customer's answer to an offer. Accepting one chooses that lender (an earlier choice is
     * declined); declining the chosen one reopens the choice. Undefined when the caller has no
     * such match, or the application is a draft.
     */
    answerMatch: (sub: string, id: number, matchId: number, status: 'accepted' | 'declined') =>
      db.transaction().execute(async (trx): Promise<Match | undefined> => {
        const records = applicationRecords(trx)
        const row = await records.lockedRow(sub, id)
        const before = await oneMatch(trx, sub, id, matchId)
        if (!before || !row || row.status === 'draft') return undefined
        await trx
          .updateTable('application_matches')
          .set({ status })
          .where('id', '=', matchId)
          .where('application_id', '=', ownedApplicationId(trx, sub, id))
          .execute()
        if (status === 'accepted') {
          await trx
            .updateTable('application_matches')
            .set({ status: 'declined' })
            .where('id', '!=', matchId)
            .where('status', '=', 'accepted')
            .where('application_id', '=', ownedApplicationId(trx, sub, id))
            .execute()
          await records.setStatus(sub, id, 'lender_chosen', row.assessment)
        } else if (before.status === 'accepted') {
          await records.setStatus(sub, id, 'submitted', row.assessment)
        }
        const after = await oneMatch(trx, sub, id, matchId)
        return after && toMatch(after)
      }),
  }
}
