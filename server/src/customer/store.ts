import {
  type CustomerUser,
  type HomeChange,
  type Language,
  type SavedHome,
  type SavedHomeInput,
  type UserUpdate,
} from '../../../contract/customer'
import type { CustomerDb } from '../db/customerDb'
import { keepingCrmRecorder, type CrmRecorder } from '../crm/crmRecorder'
import { lockCustomerRow } from './customerRowLock'
import { savedSearchStore } from './savedSearchStore'
import { consentColumns } from '../consent/consentColumns'

/** Who the verified ID token says is calling. */
export interface Caller {
  readonly sub: string
  readonly email: string
  readonly givenName: string
  readonly familyName: string
}

interface CustomerRow {
  sub: string
  email: string
  given_name: string
  family_name: string
  phone: string | null
  email_notifications: 0 | 1
  language: Language
  registered_at: string
}

interface HomeRow {
  id: number
  mls_number: string
  board_id: number
  address: string
  path: string
  price: number | null
  image_key: string | null
  saved_at: string
  /** A HomeChange, as the alert job writes it. */
  latest_change: string | null
  latest_change_at: string | null
  watched_price: number | null
}

const toUser = (row: CustomerRow): CustomerUser => ({
  id: row.sub,
  email: row.email,
  given_name: row.given_name,
  family_name: row.family_name,
  phone: row.phone,
  emailNotifications: row.email_notifications === 1,
  language: row.language,
  registered: row.registered_at,
})

const toHome = (row: HomeRow): SavedHome => ({
  id: row.id,
  mlsNumber: row.mls_number,
  boardId: row.board_id,
  address: row.address,
  path: row.path,
  price: row.price,
  imageKey: row.image_key,
  savedAt: row.saved_at,
  latestChange:
    row.latest_change === null
      ? null
      : {
          kind: row.latest_change as HomeChange,
          at: row.latest_change_at ?? '',
          price: row.watched_price,
        },
})

/** The caller's record: created from the token on first use, then changed field by field. */
function customerUsers(db: CustomerDb, crm: CrmRecorder) {
  /**
   * The caller's record, its e-mail kept as the token says. Created from the token's claims on
   * their first call, with the CRM's Registration event in the same transaction.
   */
  async function user(caller: Caller): Promise<CustomerUser> {
    const existing = await db
      .updateTable('customers')
      .set({ email: caller.email })
      .where('sub', '=', caller.sub)
      .returningAll()
      .executeTakeFirst()
    if (existing) return toUser(existing)
    return db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('customers')
        .values({
          sub: caller.sub,
          email: caller.email,
          given_name: caller.givenName,
          family_name: caller.familyName,
          // A new account starts with e-mail notifications on: its saved searches' alerts are
          // why most people register. The Account Details checkbox turns every alert off.
          email_notifications: 1,
        })
        // Two first calls at once: the one that did not create the row updates it.
        .onConflict((conflict) =>
          conflict.column('sub').doUpdateSet((eb) => ({ email: eb.ref('excluded.email') })),
        )
        .returningAll()
        .executeTakeFirstOrThrow()
      await crm.registration(trx, caller)
      return toUser(created)
    })
  }

  return {
    user,
    /** Changes the fields the update names, in one statement, and answers the record after. */
    async updateUser(caller: Caller, update: UserUpdate): Promise<CustomerUser> {
      await user(caller)
      const changes = {
        ...(update.name && {
          given_name: update.name.first.trim(),
          family_name: update.name.last.trim(),
        }),
        ...(update.phone !== undefined && { phone: update.phone }),
        ...(update.emailNotifications !== undefined && {
          email_notifications: update.emailNotifications ? (1 as const) : (0 as const),
        }),
        ...(update.language !== undefined && { language: update.language }),
        ...(update.consent && consentColumns(update.consent, new Date())),
      }
      if (Object.keys(changes).length > 0) {
        await db
          .updateTable('customers')
          .set({ ...changes, updated_at: new Date().toISOString() })
          .where('sub', '=', caller.sub)
          .execute()
      }
      return user(caller)
    },
  }
}

/** The caller's saved homes, newest first. */
function savedHomes(
  db: CustomerDb,
  user: (caller: Caller) => Promise<CustomerUser>,
  crm: CrmRecorder,
) {
  const homeByListing = (trx: CustomerDb, sub: string, home: SavedHomeInput) =>
    trx
      .selectFrom('saved_homes')
      .selectAll()
      .where('customer_sub', '=', sub)
      .where('mls_number', '=', home.mlsNumber)
      .where('board_id', '=', home.boardId)
      .executeTakeFirst()
  const homeCount = async (trx: CustomerDb, sub: string) => {
    const { count } = await trx
      .selectFrom('saved_homes')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('customer_sub', '=', sub)
      .executeTakeFirstOrThrow()
    return Number(count)
  }
  return {
    homes: async (caller: Caller) => {
      const rows = await db
        .selectFrom('saved_homes')
        .selectAll()
        .where('customer_sub', '=', caller.sub)
        .orderBy('saved_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
      return rows.map(toHome)
    },
    homeCount: (caller: Caller) => homeCount(db, caller.sub),
    /**
     * Saving a home twice keeps the first; undefined when the caller's list is full. The limit is
     * checked and the home inserted in one transaction that holds the customer's row, so two
     * saves at once never pass the limit together.
     */
    async saveHome(
      caller: Caller,
      home: SavedHomeInput,
      limit: number,
    ): Promise<SavedHome | undefined> {
      await user(caller)
      return db.transaction().execute(async (trx) => {
        await lockCustomerRow(trx, caller.sub)
        const existing = await homeByListing(trx, caller.sub, home)
        if (existing) return toHome(existing)
        if ((await homeCount(trx, caller.sub)) >= limit) return undefined
        const saved = await trx
          .insertInto('saved_homes')
          .values({
            customer_sub: caller.sub,
            mls_number: home.mlsNumber,
            board_id: home.boardId,
            address: home.address.trim(),
            path: home.path,
            price: home.price,
            image_key: home.imageKey,
          })
          .returningAll()
          .executeTakeFirstOrThrow()
        await crm.savedHome(trx, caller, toHome(saved))
        return toHome(saved)
      })
    },
    async deleteHome(caller: Caller, id: number): Promise<boolean> {
      const { numDeletedRows } = await db
        .deleteFrom('saved_homes')
        .where('id', '=', id)
        .where('customer_sub', '=', caller.sub)
        .executeTakeFirst()
      return numDeletedRows > 0n
    },
  }
}

/** Every query names the caller's sub: no statement here can reach another customer's rows. */
export function customerStore(db: CustomerDb, crm: CrmRecorder = keepingCrmRecorder) {
  const users = customerUsers(db, crm)
  return {
    ...users,
    ...savedHomes(db, users.user, crm),
    ...savedSearchStore(db, users.user, crm),
  }
}

export type CustomerStore = ReturnType<typeof customerStore>
