import type { AlertFrequency } from '../../../contract/customer'
import type { CustomerDb } from '../db/customerDb'
import type { RestoredSetting } from './unsubscribeToken'

/** A search's frequency, or the master switch's 'on' or 'off'. */
export type AlertSetting = AlertFrequency | 'on'

/** What an unsubscribe found, and the setting's change count it left (see the undo). */
export interface TurnedOff {
  readonly before: AlertSetting
  readonly version: number
}

/** What an undo did: put the setting back, found it changed since, or found no such search. */
export type UndoOutcome = 'restored' | 'changed' | 'gone'

/** The unsubscribe link's writes: a search's alerts (or all of them) off, and the page's undo. */
export function alertSettingStore(db: CustomerDb) {
  /** The setting before, then off; undefined when the search or customer is not there. */
  const turnOff = (sub: string, searchId: number | null) =>
    db.transaction().execute(async (trx): Promise<TurnedOff | undefined> => {
      if (searchId === null) {
        const before = await trx
          .selectFrom('customers')
          .select('email_notifications')
          .where('sub', '=', sub)
          .executeTakeFirst()
        if (!before) return undefined
        await trx
          .updateTable('customers')
          .set({ email_notifications: 0 })
          .where('sub', '=', sub)
          .execute()
        // Read after the write: the count is kept by a trigger, which RETURNING would not see.
        const after = await trx
          .selectFrom('customers')
          .select('notifications_version')
          .where('sub', '=', sub)
          .executeTakeFirst()
        return {
          before: before.email_notifications === 1 ? 'on' : 'off',
          version: after?.notifications_version ?? 0,
        }
      }
      const before = await trx
        .selectFrom('saved_searches')
        .select('alert_frequency')
        .where('id', '=', searchId)
        .where('customer_sub', '=', sub)
        .executeTakeFirst()
      if (!before) return undefined
      await trx
        .updateTable('saved_searches')
        .set({ alert_frequency: 'off' })
        .where('id', '=', searchId)
        .where('customer_sub', '=', sub)
        .execute()
      const after = await trx
        .selectFrom('saved_searches')
        .select('frequency_version')
        .where('id', '=', searchId)
        .executeTakeFirst()
      return { before: before.alert_frequency, version: after?.frequency_version ?? 0 }
    })

  /** Puts a setting back only while its change count is still `version`. */
  const undo = (sub: string, searchId: number | null, setting: RestoredSetting, version: number) =>
    db.transaction().execute(async (trx): Promise<UndoOutcome> => {
      let restored = false
      if (searchId === null) {
        const result = await trx
          .updateTable('customers')
          .set({ email_notifications: 1 })
          .where('sub', '=', sub)
          .where('notifications_version', '=', version)
          .executeTakeFirst()
        restored = result.numUpdatedRows > 0n
      } else if (setting !== 'on') {
        const result = await trx
          .updateTable('saved_searches')
          .set({ alert_frequency: setting })
          .where('id', '=', searchId)
          .where('customer_sub', '=', sub)
          .where('frequency_version', '=', version)
          .executeTakeFirst()
        restored = result.numUpdatedRows > 0n
      }
      if (restored) return 'restored'
      const exists =
        searchId === null
          ? await trx
              .selectFrom('customers')
              .select('sub')
              .where('sub', '=', sub)
              .executeTakeFirst()
          : await trx
              .selectFrom('saved_searches')
              .select('id')
              .where('id', '=', searchId)
              .where('customer_sub', '=', sub)
              .executeTakeFirst()
      return exists ? 'changed' : 'gone'
    })

  return {
    /**
     * What an unsubscribe link does: the search's alerts (or, for null, all of them) off. Answers
     * the setting before and its change count after, for the page's undo; undefined when the
     * search is not the customer's.
     */
    unsubscribe: (sub: string, searchId: number | null) => turnOff(sub, searchId),
    /**
     * The page's undo: puts back the setting before, once, and only if nothing changed it since
     * the unsubscribe left it at change count `version` (the undo itself counts as a change).
     */
    resubscribe: (
      sub: string,
      searchId: number | null,
      setting: RestoredSetting,
      version: number,
    ): Promise<UndoOutcome> => undo(sub, searchId, setting, version),
  }
}
