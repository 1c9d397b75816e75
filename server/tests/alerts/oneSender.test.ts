import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { runAlerts } from '../../src/alerts/alertJob'
import {
  ALERT_PASS,
  createAlertService,
  PASS_LEASE_MS,
  type AlertService,
} from '../../src/alerts/alertService'
import { alertStore } from '../../src/alerts/alertStore'
import { CLAIM_LEASE_MS } from '../../src/alerts/delivery'
import type { Mailer } from '../../src/alerts/mailer'
import { enqueueMail } from '../../src/alerts/outboxStore'
import type { RealtyClient } from '../../src/alerts/realtyClient'
import { loadConfig } from '../../src/config'
import { CUSTOMER_ENGINES, openTestCustomers, type TestCustomers } from '../support/customerEngines'
import { alertListing } from './fixtures'
import { feedRealty, holdableMailer, iso, newListing, seedCustomers, T0 } from './oneSenderFixtures'
import { startMailCatcher, type MailCatcher } from '../../../scripts/stack/mailCatcher'

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }

describe.each(CUSTOMER_ENGINES)('one alert sender across instances on %s', (engine) => {
  let customers: TestCustomers
  let catcher: MailCatcher
  let services: AlertService[] = []
  let clock = T0
  const now = () => clock

  beforeAll(async () => {
    catcher = await startMailCatcher()
  })
  afterAll(async () => {
    await catcher.close()
  })
  beforeEach(async () => {
    customers = await openTestCustomers(engine)
    catcher.mails.length = 0
    clock = T0
  })
  afterEach(async () => {
    for (const service of services) await service.stop()
    services = []
    await customers.close()
  })

  /** An instance's alert service over the one database: its own id, the shared clock. */
  async function instance(realty: RealtyClient, name: string, mailer?: Mailer) {
    const config = { ...loadConfig({}).alerts, intervalMs: 0, smtpUrl: catcher.url }
    const service = await createAlertService(customers.db, {
      config,
      ownUrl: () => 'http://127.0.0.1:9',
      log: quiet,
      realty,
      ...(mailer && { mailer }),
      now,
      instanceId: name,
    })
    services.push(service)
    return service
  }

  it('three instances over one feed send every expected e-mail exactly once', async () => {
    const { people, searches } = await seedCustomers(customers.db, 12)
    const feed = feedRealty()
    const mailers = [1, 2, 3].map(() => holdableMailer(catcher.url))
    const three = await Promise.all(
      ['a', 'b', 'c'].map((name, i) => instance(feed.realty, name, mailers[i])),
    )
    const expected: string[] = []
    const sentBy = [0, 0, 0]
    for (let round = 1; round <= 3; round += 1) {
      const events = [0, 1, 2].map((k) => newListing(round * 10 + k, T0 + round * 60_000 + k))
      // The saved home's price drops in the second round.
      if (round === 2) {
        events.push(
          alertListing({
            mlsNumber: 'W80000000',
            listPrice: 850_000,
            updatedOn: iso(T0 + round * 60_000 + 5),
            // Where no one searches: only the saved home hears of it.
            address: { ...alertListing().address, city: 'Oakville' },
          }),
        )
        expected.push('ben@example.ca W80000000')
      }
      feed.listings.push(...events)
      for (const { sub, city } of searches) {
        const email = people.find((person) => person.sub === sub)?.email ?? ''
        for (const event of events.slice(0, 3)) {
          if (event.address.city.toLowerCase() === city) {
            expected.push(`${email} ${event.mlsNumber}`)
          }
        }
      }
      clock = T0 + round * 60_000 + 30_000
      // One instance (a different one each round) runs the pass and claims a first batch, its
      // sends held; the others, woken meanwhile, claim and send the rest; then it sends its own.
      const first = round % 3
      mailers[first]?.hold()
      const firstRun = three[first]?.runOnce()
      await vi.waitFor(async () => {
        const claimed = await customers.db
          .selectFrom('alert_outbox')
          .select('id')
          .where('claimed_by', 'is not', null)
          .execute()
        expect(claimed.length).toBeGreaterThan(0)
      })
      const others = await Promise.all(
        three.filter((_, i) => i !== first).map((service) => service.runOnce()),
      )
      mailers[first]?.open()
      const runs = [await firstRun, ...others]
      // Each e-mail decided once, whoever ran a pass (the others' passes found nothing new).
      const decided = runs.reduce((sum, run) => sum + (run?.searchMails ?? 0), 0)
      expect(decided).toBe(searches.length)
      for (const [i, run] of runs.entries())
        sentBy[(first + i) % 3] = (sentBy[(first + i) % 3] ?? 0) + (run?.sent ?? 0)
      // Woken again together: nothing is left to send.
      const again = await Promise.all(three.map((service) => service.runOnce()))
      expect(again.map((run) => run.sent)).toEqual([0, 0, 0])
    }
    // Every instance sent some: the e-mails were shared out, not sent by one alone.
    expect(sentBy.every((sent) => sent > 0)).toBe(true)

    const listed = feed.listings.map((listing) => listing.mlsNumber)
    const received = catcher.mails.flatMap((mail) => {
      const html = typeof mail.html === 'string' ? mail.html : ''
      return listed
        .filter((mlsNumber) => html.includes(mlsNumber))
        .map((mlsNumber) => `${mail.to?.text ?? ''} ${mlsNumber}`)
    })
    expect(received.sort()).toEqual(expected.sort())
    // One e-mail per search with news in a round (3 rounds, both cities each) and the home's.
    expect(catcher.mails).toHaveLength(3 * searches.length + 1)
    const outbox = await customers.db
      .selectFrom('alert_outbox')
      .select(['status', 'claimed_by'])
      .execute()
    expect(outbox).toHaveLength(3 * searches.length + 1)
    expect(outbox.every((row) => row.status === 'sent' && row.claimed_by === null)).toBe(true)
  })

  it('takes over the e-mails of a sender killed after claiming them, once its claim lapses', async () => {
    await seedCustomers(customers.db)
    await enqueueMail(
      customers.db,
      [{ customerSub: 'ben', searchId: null, kind: 'homes', payload: '{"items":[]}' }],
      iso(T0),
    )
    const store = alertStore(customers.db)
    const dead = { holder: 'dead/1', now: iso(T0), until: iso(T0 + CLAIM_LEASE_MS) }
    expect(await store.claimDue(dead, 10)).toHaveLength(1)
    // The instance is killed here: its claim is never released.
    const survivor = await instance(feedRealty().realty, 'survivor')

    clock = T0 + CLAIM_LEASE_MS - 1
    expect((await survivor.runOnce()).sent).toBe(0)
    expect(catcher.mails).toHaveLength(0)

    clock = T0 + CLAIM_LEASE_MS
    expect((await survivor.runOnce()).sent).toBe(1)
    expect((await survivor.runOnce()).sent).toBe(0)
    expect(catcher.mails.map((mail) => mail.to?.text)).toEqual(['ben@example.ca'])
  })

  it('lets only the holder of a row’s claim mark it sent or retried', async () => {
    await seedCustomers(customers.db)
    const mail = { customerSub: 'ben', searchId: null, kind: 'homes' as const, payload: '{}' }
    await enqueueMail(customers.db, [mail], iso(T0))
    const store = alertStore(customers.db)
    const lapsed = { holder: 'slow/1', now: iso(T0), until: iso(T0 + 1000) }
    const [row] = await store.claimDue(lapsed, 1)
    const id = row?.id ?? 0
    const current = { holder: 'next/1', now: iso(T0 + 1000), until: iso(T0 + 2000) }
    expect(await store.claimDue(current, 1)).toHaveLength(1)

    const retry = { nextAttemptAt: iso(T0 + 5000), error: 'late', gaveUp: false }
    expect(await store.markRetry(id, 'slow/1', retry)).toBe(false)
    expect(await store.markSent(id, 'slow/1', iso(T0 + 1500))).toBe(false)
    expect(await store.markSent(id, 'next/1', iso(T0 + 1500))).toBe(true)
    const stored = await customers.db
      .selectFrom('alert_outbox')
      .select(['status', 'attempts', 'last_error'])
      .executeTakeFirst()
    expect(stored).toEqual({ status: 'sent', attempts: 1, last_error: null })
  })

  it('claims that run at once never take the same e-mail', async () => {
    await seedCustomers(customers.db)
    const mail = { customerSub: 'amira', searchId: null, kind: 'homes' as const, payload: '{}' }
    await enqueueMail(
      customers.db,
      Array.from({ length: 30 }, () => mail),
      iso(T0),
    )
    const stores = [1, 2, 3, 4].map(() => alertStore(customers.db))
    const claims = await Promise.all(
      stores.map((store, i) =>
        store.claimDue({ holder: `s${String(i)}`, now: iso(T0), until: iso(T0 + 60_000) }, 10),
      ),
    )
    const ids = claims.flat().map((row) => row.id)
    expect(ids).toHaveLength(30)
    expect(new Set(ids).size).toBe(30)
    // Held: a fifth claim before they lapse finds nothing.
    const late = { holder: 's5', now: iso(T0 + 59_999), until: iso(T0 + 120_000) }
    expect(await alertStore(customers.db).claimDue(late, 10)).toEqual([])
  })

  it('runs the scheduled pass on one instance at a time', async () => {
    await seedCustomers(customers.db)
    const feed = feedRealty()
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const askedBySlow: string[] = []
    const slow: RealtyClient = {
      ...feed.realty,
      changedSince: async (since) => {
        askedBySlow.push(since)
        await held
        return feed.realty.changedSince(since)
      },
    }
    const askedByOther: string[] = []
    const other: RealtyClient = {
      ...feed.realty,
      changedSince: (since) => {
        askedByOther.push(since)
        return feed.realty.changedSince(since)
      },
    }
    const first = await instance(slow, 'first')
    const second = await instance(other, 'second')

    const firstRun = first.runOnce()
    await vi.waitFor(() => {
      expect(askedBySlow).toHaveLength(1)
    })
    const whileHeld = await second.runOnce()
    release()
    expect(whileHeld.ranPass).toBe(false)
    expect(askedByOther).toEqual([])
    expect((await firstRun).ranPass).toBe(true)
    // Its pass over, the lease is free for whoever comes next.
    expect((await second.runOnce()).ranPass).toBe(true)
  })

  it('lets another instance run the pass once a killed holder’s lease lapses', async () => {
    await seedCustomers(customers.db)
    const store = alertStore(customers.db)
    const lease = { name: ALERT_PASS, holder: 'killed/pass-1', until: iso(T0 + PASS_LEASE_MS) }
    expect(await store.takeLease(lease, iso(T0))).toBe(true)
    const survivor = await instance(feedRealty().realty, 'survivor')

    clock = T0 + PASS_LEASE_MS - 1
    expect((await survivor.runOnce()).ranPass).toBe(false)
    clock = T0 + PASS_LEASE_MS
    expect((await survivor.runOnce()).ranPass).toBe(true)
    // The killed holder, back, cannot take it while the survivor's lease runs.
    const back = { ...lease, until: iso(clock + PASS_LEASE_MS) }
    expect(await store.takeLease(back, iso(clock))).toBe(true)
    const again = { ...lease, holder: 'other/pass-1' }
    expect(await store.takeLease(again, iso(clock + 1))).toBe(false)
  })

  it('decides each search once even when two passes overlap (a lease outlived)', async () => {
    const { searches } = await seedCustomers(customers.db)
    const feed = feedRealty()
    feed.listings.push(newListing(1, T0 + 1000), newListing(2, T0 + 2000))
    const passes = [alertStore(customers.db), alertStore(customers.db)].map((store) =>
      runAlerts(store, feed.realty, T0 + 5000, quiet),
    )
    const [one, two] = await Promise.all(passes)
    expect((one?.searchMails ?? 0) + (two?.searchMails ?? 0)).toBe(searches.length)
    const queued = await customers.db
      .selectFrom('alert_outbox')
      .select(['search_id', 'kind'])
      .where('kind', '=', 'search')
      .execute()
    expect(queued).toHaveLength(searches.length)
    expect(new Set(queued.map((row) => row.search_id)).size).toBe(searches.length)
  })

  it('makes the unsubscribe links’ signing key once, though instances start together', async () => {
    const feed = feedRealty()
    const started = await Promise.all(['a', 'b', 'c'].map((name) => instance(feed.realty, name)))
    const secrets = new Set(started.map((service) => service.secret))
    expect(secrets.size).toBe(1)
    const rows = await customers.db.selectFrom('service_secrets').selectAll().execute()
    expect(rows).toEqual([{ name: 'unsubscribe', value: started[0]?.secret }])
  })
})
