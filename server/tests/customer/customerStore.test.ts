import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SavedHomeInput, SavedSearchInput } from '../../../contract/customer'
import { customerStore, type Caller, type CustomerStore } from '../../src/customer/store'
import { CUSTOMER_ENGINES, openTestCustomers, type TestCustomers } from '../support/customerEngines'
import { home, search } from './customerRoutes'

const amira: Caller = {
  sub: 'store-amira',
  email: 'amira@example.ca',
  givenName: 'Amira',
  familyName: 'Haddad',
}
const ben: Caller = { sub: 'store-ben', email: 'ben@example.ca', givenName: 'Ben', familyName: '' }

const homeNumbered = (n: number): SavedHomeInput => ({
  ...home,
  mlsNumber: `C${String(5000000 + n)}`,
})
const searchNamed = (name: string): SavedSearchInput => ({ ...search, name }) as SavedSearchInput

/** A caller of their own, so each test starts from an empty account. */
let callers = 0
const freshCaller = (): Caller => {
  callers += 1
  return { ...amira, sub: `store-caller-${String(callers)}` }
}

describe.each(CUSTOMER_ENGINES)('the customer store on %s', (engine) => {
  let customers: TestCustomers
  let store: CustomerStore

  beforeAll(async () => {
    customers = await openTestCustomers(engine)
    store = customerStore(customers.db)
  })
  afterAll(async () => {
    await customers.close()
  })

  describe('users', () => {
    it('creates the record from the token on the first call, with notifications on', async () => {
      expect(await store.user(amira)).toMatchObject({
        id: amira.sub,
        email: 'amira@example.ca',
        given_name: 'Amira',
        family_name: 'Haddad',
        phone: null,
        emailNotifications: true,
        language: 'en',
      })
    })

    it("follows the token's e-mail but keeps the names the customer chose", async () => {
      const caller = freshCaller()
      await store.updateUser(caller, { name: { first: ' Mira ', last: 'H. ' } })
      const user = await store.user({ ...caller, email: 'new@example.ca', givenName: 'Token' })
      expect(user).toMatchObject({ email: 'new@example.ca', given_name: 'Mira', family_name: 'H.' })
    })

    it('changes only the fields an update names, and counts a notifications change', async () => {
      const caller = freshCaller()
      const before = await store.user(caller)
      const updated = await store.updateUser(caller, {
        phone: '4165551234',
        emailNotifications: false,
        language: 'fr',
      })
      expect(updated).toEqual({
        ...before,
        phone: '4165551234',
        emailNotifications: false,
        language: 'fr',
      })
      const row = await customers.db
        .selectFrom('customers')
        .select(['notifications_version', 'updated_at', 'registered_at'])
        .where('sub', '=', caller.sub)
        .executeTakeFirstOrThrow()
      expect(row.notifications_version).toBe(1)
      expect(row.updated_at >= row.registered_at).toBe(true)
      expect(await store.updateUser(caller, { phone: null })).toEqual({ ...updated, phone: null })
    })
  })

  describe('saved homes', () => {
    it('keeps the first save of a home, trimmed, and lists it newest first', async () => {
      const caller = freshCaller()
      const first = await store.saveHome(caller, { ...home, address: ` ${home.address} ` }, 10)
      expect(first).toMatchObject({ mlsNumber: home.mlsNumber, address: home.address })
      expect(await store.saveHome(caller, { ...home, price: 1 }, 10)).toEqual(first)
      const second = await store.saveHome(caller, homeNumbered(2), 10)
      expect(await store.homes(caller)).toEqual([second, first])
      expect(await store.homeCount(caller)).toBe(2)
    })

    it('refuses a home past the limit, but still answers one already saved', async () => {
      const caller = freshCaller()
      const first = await store.saveHome(caller, homeNumbered(1), 2)
      await store.saveHome(caller, homeNumbered(2), 2)
      expect(await store.saveHome(caller, homeNumbered(3), 2)).toBeUndefined()
      expect(await store.saveHome(caller, homeNumbered(1), 2)).toEqual(first)
      expect(await store.homeCount(caller)).toBe(2)
    })

    it('never passes the limit when saves race', async () => {
      const caller = freshCaller()
      await store.user(caller)
      const saves = Array.from({ length: 12 }, (_, n) => store.saveHome(caller, homeNumbered(n), 2))
      const saved = (await Promise.all(saves)).filter((one) => one !== undefined)
      expect(saved).toHaveLength(2)
      expect(await store.homeCount(caller)).toBe(2)
    })

    it('keeps one row when the same home is saved twice at once', async () => {
      const caller = freshCaller()
      const [one, two] = await Promise.all([
        store.saveHome(caller, home, 10),
        store.saveHome(caller, home, 10),
      ])
      expect(one).toEqual(two)
      expect(await store.homeCount(caller)).toBe(1)
    })

    it("deletes only the caller's own home", async () => {
      const owner = freshCaller()
      const saved = await store.saveHome(owner, home, 10)
      if (!saved) throw new Error('the home was not saved')
      expect(await store.deleteHome(ben, saved.id)).toBe(false)
      expect(await store.homes(owner)).toEqual([saved])
      expect(await store.deleteHome(owner, saved.id)).toBe(true)
      expect(await store.deleteHome(owner, saved.id)).toBe(false)
      expect(await store.homes(owner)).toEqual([])
    })
  })

  describe('saved searches', () => {
    it('saves a search with its polygon and starts its alerts from the moment it is saved', async () => {
      const caller = freshCaller()
      const saved = await store.saveSearch(caller, searchNamed(' Condos '), 10)
      expect(saved).toMatchObject({
        name: 'Condos',
        path: search.path,
        polygon: search.polygon,
        frequency: 'daily',
        lastAlertAt: null,
        listingsSent: 0,
        needsResaving: false,
      })
      if (!saved) throw new Error('the search was not saved')
      const alerts = await customers.db
        .selectFrom('saved_search_alerts')
        .selectAll()
        .where('search_id', '=', saved.id)
        .executeTakeFirstOrThrow()
      expect(alerts).toMatchObject({ cursor: saved.savedAt, last_run_at: saved.savedAt })
      expect(await store.searches(caller)).toEqual([saved])
    })

    it('refuses a search past the limit, even when saves race', async () => {
      const caller = freshCaller()
      await store.user(caller)
      const saves = Array.from({ length: 6 }, (_, n) =>
        store.saveSearch(caller, searchNamed(`Search ${String(n)}`), 2),
      )
      expect((await Promise.all(saves)).filter((one) => one !== undefined)).toHaveLength(2)
      expect(await store.searchCount(caller)).toBe(2)
      expect(await store.saveSearch(caller, searchNamed('One more'), 2)).toBeUndefined()
    })

    it("renames and deletes only the caller's own search", async () => {
      const owner = freshCaller()
      const saved = await store.saveSearch(owner, searchNamed('Mine'), 10)
      if (!saved) throw new Error('the search was not saved')
      expect(await store.renameSearch(ben, saved.id, 'Theirs')).toBeUndefined()
      expect(await store.deleteSearch(ben, saved.id)).toBe(false)
      expect(await store.searches(owner)).toEqual([saved])
      expect(await store.renameSearch(owner, saved.id, ' Downtown ')).toEqual({
        ...saved,
        name: 'Downtown',
      })
      expect(await store.deleteSearch(owner, saved.id)).toBe(true)
      expect(await store.searches(owner)).toEqual([])
    })

    it("sets only the caller's own search's frequency", async () => {
      const owner = freshCaller()
      const saved = await store.saveSearch(owner, searchNamed('Mine'), 10)
      if (!saved) throw new Error('the search was not saved')
      expect(await store.setFrequency(ben, saved.id, 'off')).toBeUndefined()
      expect(await store.setFrequency(owner, saved.id, 'weekly')).toEqual({
        ...saved,
        frequency: 'weekly',
      })
    })

    it('restarts the alerts from now when a search is turned back on, not before', async () => {
      const owner = freshCaller()
      const saved = await store.saveSearch(owner, { ...searchNamed('Mine'), frequency: 'off' }, 10)
      if (!saved) throw new Error('the search was not saved')
      const quiet = '2020-01-01T00:00:00.000Z'
      const alerts = () =>
        customers.db
          .selectFrom('saved_search_alerts')
          .select(['cursor', 'last_run_at'])
          .where('search_id', '=', saved.id)
          .executeTakeFirstOrThrow()
      await customers.db
        .updateTable('saved_search_alerts')
        .set({ cursor: quiet, last_run_at: quiet })
        .where('search_id', '=', saved.id)
        .execute()
      await store.setFrequency(owner, saved.id, 'off')
      expect(await alerts()).toEqual({ cursor: quiet, last_run_at: quiet })
      const before = new Date().toISOString()
      await store.setFrequency(owner, saved.id, 'instant')
      const restarted = await alerts()
      expect(restarted.cursor >= before).toBe(true)
      expect(restarted.last_run_at).toBe(restarted.cursor)
    })
  })
})
