import { describe, expect, it } from 'vitest'
import type { SavedSearch } from '../../../contract/customer'
import { runAlerts } from '../../src/alerts/alertJob'
import { alertStore } from '../../src/alerts/alertStore'
import { realtyClient } from '../../src/alerts/realtyClient'
import { customerClaims } from '../customer/tokens'
import { alertServerForFile, html, listHeaders } from './alertServer'

const alerts = alertServerForFile()
const { call, newListing, saveSearch, mailsTo } = alerts

describe('alerts over real HTTP and SMTP', () => {
  let toronto: SavedSearch
  let mississauga: SavedSearch

  it('a saved search gets exactly the new matching listing, and no one else’s', async () => {
    toronto = await saveSearch(alerts.amira, 'Toronto homes', '/list/on/toronto?maxPrice=none')
    mississauga = await saveSearch(
      alerts.ben,
      'Mississauga homes',
      '/list/on/mississauga?maxPrice=none',
    )
    await call('PUT', '/user', alerts.ben, { language: 'fr' })
    const inToronto = await newListing('Toronto')
    const inMississauga = await newListing('Mississauga')

    const first = await alerts.server.app.alerts.runOnce()
    expect(first.sent).toBe(2)
    const [toAmira] = mailsTo('amira@example.ca')
    expect(mailsTo('amira@example.ca')).toHaveLength(1)
    expect(toAmira?.subject).toBe('1 update for “Toronto homes”')
    expect(html(toAmira)).toContain(`/${inToronto.mlsNumber}/${String(inToronto.boardId)}`)
    expect(html(toAmira)).not.toContain(inMississauga.mlsNumber)
    expect(toAmira?.text).toContain('New listing')
    expect(toAmira?.text).toContain(
      'View home: http://127.0.0.1:5173/real-estate/detail/on/toronto/',
    )
    expect(listHeaders(toAmira)).toMatchObject({
      unsubscribe: { url: expect.stringContaining('/alerts/unsubscribe?token=') as unknown },
      'unsubscribe-post': { name: 'List-Unsubscribe=One-Click' },
    })
    // A commercial message names its sender: name, postal address and phone.
    for (const said of [html(toAmira), toAmira?.text ?? '']) {
      expect(said).toContain(
        'Homewise Realty Inc., Brokerage · 100 King Street West, Suite 5700, Toronto, ON M5X 1C7 · 1-888-466-3947',
      )
    }

    // French: Ben reads his e-mails in French, throughout.
    const [toBen] = mailsTo('ben@example.ca')
    expect(toBen?.subject).toBe('1 nouveauté pour «\u00a0Mississauga homes\u00a0»')
    expect(html(toBen)).toContain('lang="fr"')
    expect(html(toBen)).toContain('Voir la propriété')
    expect(html(toBen)).toContain(inMississauga.mlsNumber)
    expect(html(toBen)).not.toContain(inToronto.mlsNumber)
    expect(toBen?.text).toContain('100, rue King Ouest, bureau 5700, Toronto (Ontario) M5X 1C7')

    // The next run has nothing new: nothing is sent again.
    const second = await alerts.server.app.alerts.runOnce()
    expect(second.sent).toBe(0)
    expect(alerts.started.catcher.mails).toHaveLength(2)

    const { body } = await call('GET', '/user/saved-searches', alerts.amira)
    expect((body as { searches: SavedSearch[] }).searches[0]).toMatchObject({
      frequency: 'instant',
      listingsSent: 1,
    })
  })

  it('shows the customer the address a board withholds from guests, as the site does', async () => {
    const listing = await newListing('Toronto')
    // The board withholds this listing's address from guests; a signed-in customer sees it.
    alerts.server.db
      .prepare(
        `UPDATE listing_data SET data = json_set(data, '$.permissions.displayAddressOnInternet', 'N')
         WHERE mls_number = ? AND board_id = ?`,
      )
      .run(listing.mlsNumber, listing.boardId)
    alerts.server.db
      .prepare('UPDATE listings SET display_public = 0 WHERE mls_number = ? AND board_id = ?')
      .run(listing.mlsNumber, listing.boardId)
    const { street } = alerts.server.db
      .prepare('SELECT street_name AS street FROM listings WHERE mls_number = ? AND board_id = ?')
      .get(listing.mlsNumber, listing.boardId) as { street: string }
    const guest = await fetch(`${alerts.server.baseUrl}/listings/${listing.mlsNumber}`)
    expect(((await guest.json()) as { address: { streetName: string } }).address.streetName).toBe(
      '',
    )

    const before = mailsTo('amira@example.ca').length
    await alerts.server.app.alerts.runOnce()
    const [mail] = mailsTo('amira@example.ca').slice(before)
    expect(html(mail)).toContain(listing.mlsNumber)
    expect(street).not.toBe('')
    expect(html(mail)).toContain(street)
    expect(mail?.text).not.toContain('Address shown on the listing page')
  })

  it('a restart in the middle of a run neither resends nor skips', async () => {
    const condos = await saveSearch(
      alerts.amira,
      'Toronto condos',
      '/list/on/toronto?maxPrice=none',
    )
    const listing = await newListing('Toronto')
    // The process dies once the first search's run is recorded, before the second and before
    // sending.
    const store = alertStore(alerts.server.customers)
    const crashing = {
      ...store,
      recordSearchRuns: async (runs: Parameters<typeof store.recordSearchRuns>[0]) => {
        await store.recordSearchRuns(runs.slice(0, 1))
        throw new Error('process killed')
      },
    }
    const realty = realtyClient(() => alerts.server.baseUrl)
    await expect(
      runAlerts(crashing, realty, Date.now(), { error: () => undefined }),
    ).rejects.toThrow('process killed')
    await alerts.restart()

    const before = alerts.started.catcher.mails.length
    await alerts.server.app.alerts.runOnce()
    await alerts.server.app.alerts.runOnce()
    const fresh = alerts.started.catcher.mails.slice(before)
    // Each of Amira's two Toronto searches sends the listing exactly once.
    expect(fresh.map((mail) => mail.subject).sort()).toEqual([
      '1 update for “Toronto condos”',
      '1 update for “Toronto homes”',
    ])
    for (const mail of fresh) expect(html(mail)).toContain(listing.mlsNumber)
    expect(condos.id).toBeGreaterThan(toronto.id)
  })

  it('unsubscribes in one click without signing in; a forged link changes nothing', async () => {
    const [mail] = mailsTo('amira@example.ca')
    const link = listHeaders(mail)?.unsubscribe?.url ?? ''
    const token = new URL(link).searchParams.get('token') ?? ''

    // Forged: Ben's search id in Amira's signed body.
    const forged = `${Buffer.from(JSON.stringify([customerClaims('ben').sub, mississauga.id, 9e9])).toString('base64url')}.${token.split('.')[1] ?? ''}`
    const refused = await call('GET', `/alerts/unsubscribe?token=${forged}`)
    expect(refused.status).toBe(400)
    expect(refused.text).toContain('Nothing was changed')
    const bens = await call('GET', '/user/saved-searches', alerts.ben)
    expect((bens.body as { searches: SavedSearch[] }).searches[0]?.frequency).toBe('instant')

    const done = await call('POST', `/alerts/unsubscribe?token=${token}`)
    expect(done.status).toBe(200)
    expect(done.text).toMatch(/Alerts for “[^”]+” are off/)
    const { body } = await call('GET', '/user/saved-searches', alerts.amira)
    const search = (body as { searches: SavedSearch[] }).searches.find((s) => s.id === toronto.id)
    expect(search?.frequency).toBe('off')

    // Nothing more for that search.
    await newListing('Toronto')
    const before = mailsTo('amira@example.ca').length
    await alerts.server.app.alerts.runOnce()
    const after = mailsTo('amira@example.ca').slice(before)
    expect(after.map((m) => m.subject)).toEqual(['1 update for “Toronto condos”'])
  })

  it('refuses a frequency that is not one of the four, with a reason', async () => {
    const { status, body } = await call(
      'PUT',
      `/user/saved-searches/${String(toronto.id)}/frequency`,
      alerts.amira,
      {
        frequency: 'hourly',
      },
    )
    expect(status).toBe(400)
    expect((body as { message: string }).message).toMatch(/frequency/)
    const other = await call(
      'PUT',
      `/user/saved-searches/${String(mississauga.id)}/frequency`,
      alerts.amira,
      {
        frequency: 'off',
      },
    )
    expect(other.status).toBe(404)
  })

  it('a failed send is retried later and does not block other customers', async () => {
    await newListing('Toronto')
    await newListing('Mississauga')
    alerts.started.catcher.refuseNext(1)
    const before = alerts.started.catcher.mails.length
    const run = await alerts.server.app.alerts.runOnce()
    expect(run.failed).toBe(1)
    expect(run.sent).toBe(1)
    expect(alerts.started.catcher.mails.length).toBe(before + 1)
    const row = await alerts.server.customers
      .selectFrom('alert_outbox')
      .select(['attempts', 'next_attempt_at'])
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow()
    expect(row.attempts).toBe(1)
    expect(Date.parse(row.next_attempt_at)).toBeGreaterThan(Date.now())
  })

  it("'Email Notifications' off is the master switch: no e-mail for any search until it is on", async () => {
    await call('PUT', '/user', alerts.ben, { emailNotifications: false })
    const before = mailsTo('ben@example.ca').length
    await newListing('Mississauga')
    await alerts.server.app.alerts.runOnce()
    expect(mailsTo('ben@example.ca')).toHaveLength(before)

    await call('PUT', '/user', alerts.ben, { emailNotifications: true })
    const next = await newListing('Mississauga')
    await alerts.server.app.alerts.runOnce()
    const sent = mailsTo('ben@example.ca').slice(before)
    expect(sent).toHaveLength(1)
    expect(html(sent[0])).toContain(next.mlsNumber)
  })
})
