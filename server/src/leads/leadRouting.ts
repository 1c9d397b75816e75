import type { CustomerDb } from '../db/customerDb'
import { rosterStore, type Realtor } from './roster'
import { realtorForTurn, routeLead, type LeadToRoute } from './routing'

/**
 * Takes the next turn of a round-robin pool: its count goes up by one in a single statement, so
 * instances routing at the same moment each get their own turn and a restart continues the
 * rotation. Returns the turn taken, counting from 0.
 */
export async function takeTurn(db: CustomerDb, pool: string): Promise<number> {
  const { turns } = await db
    .insertInto('routing_turns')
    .values({ pool, turns: 1 })
    .onConflict((conflict) =>
      conflict.column('pool').doUpdateSet((eb) => ({ turns: eb('routing_turns.turns', '+', 1) })),
    )
    .returning('turns')
    .executeTakeFirstOrThrow()
  return turns - 1
}

/**
 * Lead routing over the roster table: who gets a new lead, who may be given one, and moving a
 * lead to another realtor. `db` may be a transaction, so the turn is taken with the lead's own
 * write.
 */
export function leadRouting(db: CustomerDb) {
  const roster = rosterStore(db)
  return {
    /** The realtors who take leads now, by id: whom a lead may be assigned to. */
    listActiveRealtors: (): Promise<Realtor[]> => roster.active(),
    /** A realtor by id, active or not (a lead keeps naming a realtor who left). */
    realtor: (id: string): Promise<Realtor | undefined> => roster.byId(id),
    /** The realtor a new lead goes to, taking the pool's turn; undefined with an empty roster. */
    async chooseRealtor(lead: LeadToRoute): Promise<Realtor | undefined> {
      const route = routeLead(lead, await roster.active())
      if (!route) return undefined
      return realtorForTurn(route, 'pool' in route ? await takeTurn(db, route.pool) : 0)
    },
    /**
     * Gives a stored lead to an active realtor (the staff's reassign). False when there is no
     * such lead, or the realtor is unknown or inactive.
     */
    async assignLead(leadId: number, realtorId: string): Promise<boolean> {
      const realtor = await roster.byId(realtorId)
      if (!realtor?.active) return false
      const result = await db
        .updateTable('leads')
        .set({ realtor_id: realtorId })
        .where('id', '=', leadId)
        .executeTakeFirst()
      return result.numUpdatedRows > 0n
    },
  }
}

export type LeadRouting = ReturnType<typeof leadRouting>
