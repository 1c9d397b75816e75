import type { Db } from '../db/database'
import type { Offer } from './matching'
import {
  type ApplicationRecords,
  MATCH_COLUMNS,
  type MatchRow,
  OWNED_APPLICATION,
  toMatch,
} from './applicationRows'

/** The lenders' offers on a submitted application and the customer's answers to them. */
export function applicationMatchStore(db: Db, records: ApplicationRecords) {
  const all = db.prepare<[number, string], MatchRow>(
    `SELECT ${MATCH_COLUMNS} FROM application_matches
     WHERE application_id = (${OWNED_APPLICATION}) ORDER BY rate, id`,
  )
  const one = db.prepare<[number, number, string], MatchRow>(
    `SELECT ${MATCH_COLUMNS} FROM application_matches
     WHERE id = ? AND application_id = (${OWNED_APPLICATION})`,
  )
  const answer = db.prepare<[string, number, number, string]>(
    `UPDATE application_matches SET status = ?
     WHERE id = ? AND application_id = (${OWNED_APPLICATION})`,
  )
  const clear = db.prepare<[number, string]>(
    `DELETE FROM application_matches WHERE application_id = (${OWNED_APPLICATION})`,
  )
  const insert = db.prepare<
    [string, number, string, number, number, number, number, number, string]
  >(
    `INSERT INTO application_matches
       (application_id, lender, rate, rate_type, term_years, mortgage, monthly_payment,
        amortization_years)
     SELECT id, ?, ?, ?, ?, ?, ?, ? FROM applications WHERE id = ? AND customer_sub = ?`,
  )
  const declineOthers = db.prepare<[number, number, string]>(
    `UPDATE application_matches SET status = 'declined'
     WHERE id != ? AND status = 'accepted' AND application_id = (${OWNED_APPLICATION})`,
  )

  function clearMatches(sub: string, id: number) {
    clear.run(id, sub)
  }

  return {
    clearMatches,
    /** The offers replace any earlier ones (call inside the submitting transaction). */
    replaceMatches(sub: string, id: number, offers: readonly Offer[]) {
      clearMatches(sub, id)
      for (const offer of offers) {
        insert.run(
          offer.lender,
          offer.rate,
          offer.rateType,
          offer.termYears,
          offer.mortgage,
          offer.monthlyPayment,
          offer.amortizationYears,
          id,
          sub,
        )
      }
    },
    matches: (sub: string, id: number) => all.all(id, sub).map(toMatch),
    /**
     * The customer's answer to an offer. Accepting one chooses that lender (an earlier choice is
     * declined); declining the chosen one reopens the choice.
     */
    answerMatch: db.transaction(
      (sub: string, id: number, matchId: number, status: 'accepted' | 'declined') => {
        const before = one.get(matchId, id, sub)
        const row = records.row(sub, id)
        if (!before || !row || row.status === 'draft') return undefined
        answer.run(status, matchId, id, sub)
        if (status === 'accepted') {
          declineOthers.run(matchId, id, sub)
          records.setStatus(sub, id, 'lender_chosen', row.assessment)
        } else if (before.status === 'accepted') {
          records.setStatus(sub, id, 'submitted', row.assessment)
        }
        const after = one.get(matchId, id, sub)
        return after && toMatch(after)
      },
    ),
  }
}
