import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SavedSearch } from '../../../contract/customer'
import { runAlerts } from '../../src/alerts/alertJob'
import { alertStore } from '../../src/alerts/alertStore'
import type { RealtyClient } from '../../src/alerts/realtyClient'
import { unreadableReason } from '../../src/alerts/searchCriteria'
import { callService } from '../call'
import { AUDIENCE, customerClaims, ISSUER, startTestPool, type TestPool } from '../customer/tokens'
import { startTestServer, type TestServer } from '../helpers'
import { alertListing } from './fixtures'

const at = (minute: number) => `2026-11-24T10:${String(minute).padStart(2, '0')}:00.000Z`

describe('unreadableReason', () => {
  it.each([
    ['/list/%E0%A4%A', 'the path segment "%E0%A4%A" is not valid percent-encoded UTF-8'],
    ['/list/on/%FF?beds=2', 'the path segment "%FF" is not valid percent-encoded UTF-8'],
    ['/list/on/l%C3%A9vis?beds=2', undefined],
    ['/list/on/toronto?q=%E0%A4%A', undefined],
    ['/map?type=lease&maxPrice=none', undefined],
  ])('%s → %s', (path, reason) => {
    expect(unreadableReason(path)).toBe(reason)
  })
})

describe('a saved search the alert job cannot read', () => {
  let pool: TestPool
  let server: TestServer
  let amira: string

  beforeAll(async () => {
    pool = await startTestPool()
    server = await startTestServer({
      config: { identity: { jwksUrl: pool.jwksUrl, issuer: ISSUER, audience: AUDIENCE } },
    })
    amira = await pool.token(customerClaims('amira'))
  })

  afterAll(async () => {
    await server.close()
    await pool.close()
  })

  const save = (path: string) =>
    callService(server.baseUrl, 'POST', '/user/saved-searches', amira, {
      name: 'Homes',
      path,
      polygon: null,
      frequency: 'instant',
    })

  it('is refused when saved, with the reason', async () => {
    const refused = await save('/list/%E0%A4%A')
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({
      message:
        'The search\'s path cannot be read: the path segment "%E0%A4%A" is not valid ' +
        'percent-encoded UTF-8.',
    })
    expect((await save('/list/on/l%C3%A9vis')).status).toBe(200)
  })

  it('is set aside once when stored before, and holds back neither the run nor the others', async () => {
    const stored = (await save('/list/on/toronto')).body as SavedSearch
    const other = (await save('/list/on/toronto?maxPrice=none')).body as SavedSearch
    // Stored before paths were checked: its cursor is far behind every other one.
    const db = server.customers
    await db
      .updateTable('saved_searches')
      .set({ path: '/list/%E0%A4%A' })
      .where('id', '=', stored.id)
      .execute()
    const setCursor = (minute: number, id: number) =>
      db
        .updateTable('saved_search_alerts')
        .set({ cursor: at(minute), last_run_at: at(minute) })
        .where('search_id', '=', id)
        .execute()
    await setCursor(0, stored.id)
    await setCursor(30, other.id)

    const asked: string[] = []
    const realty = {
      changedSince: (since: string) => {
        asked.push(since)
        return Promise.resolve([alertListing({ updatedOn: at(40) })])
      },
      earlierListings: () => Promise.resolve([]),
    } as unknown as RealtyClient
    const logged: object[] = []
    const log = { error: (details: object) => logged.push(details) }
    const store = alertStore(db)
    await runAlerts(store, realty, Date.parse(at(41)), log)
    await runAlerts(store, realty, Date.parse(at(42)), log)

    expect(asked.every((since) => since >= at(30))).toBe(true)
    expect(logged).toEqual([
      {
        searchId: stored.id,
        reason: 'the path segment "%E0%A4%A" is not valid percent-encoded UTF-8',
      },
    ])
    const cursor = await db
      .selectFrom('saved_search_alerts')
      .select('cursor')
      .where('search_id', '=', other.id)
      .executeTakeFirst()
    expect(cursor?.cursor).toBe(at(40))
    expect(
      await db
        .selectFrom('saved_searches')
        .select(['unreadable_at', 'unreadable_reason'])
        .where('id', '=', stored.id)
        .executeTakeFirst(),
    ).toEqual({
      unreadable_at: new Date(Date.parse(at(41))).toISOString(),
      unreadable_reason: 'the path segment "%E0%A4%A" is not valid percent-encoded UTF-8',
    })
    // The profile shows which search to save again.
    const { body } = await callService(server.baseUrl, 'GET', '/user/saved-searches', amira)
    const listed = (body as { searches: SavedSearch[] }).searches
    expect(listed.find((search) => search.id === stored.id)?.needsResaving).toBe(true)
    expect(listed.find((search) => search.id === other.id)?.needsResaving).toBe(false)
  })
})
