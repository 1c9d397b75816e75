import { describe, expect, it } from 'vitest'
import type { SavedHome } from '../../../contract/customer'
import { alertServerForFile, html } from './alertServer'

const alerts = alertServerForFile()
const { call, newListing, mailsTo } = alerts

describe('saved-home alerts over real HTTP and SMTP', () => {
  it('a saved home relisted under a new MLS number is linked to its new listing', async () => {
    const other = alerts.server.db.prepare<[string, number], { mls: string; board: number }>(
      `SELECT o.mls_number AS mls, o.board_id AS board FROM listings n JOIN listings o
         ON o.city = n.city AND o.street_name = n.street_name
        AND o.street_number = n.street_number AND o.unit_number = n.unit_number
        AND o.mls_number <> n.mls_number
       WHERE n.mls_number = ? AND n.board_id = ? LIMIT 1`,
    )
    // Saved homes are watched from the job's first run on: what changed before it is not news.
    await alerts.server.app.alerts.runOnce()
    // The feed relists homes that left the market: the new listing's address has an older one.
    let relisted: { mlsNumber: string; boardId: number } | undefined
    let earlier: { mls: string; board: number } | undefined
    for (let tries = 0; tries < 20 && !earlier; tries += 1) {
      relisted = await newListing('Toronto')
      earlier = other.get(relisted.mlsNumber, relisted.boardId)
    }
    if (!relisted || !earlier) throw new Error('the feed relisted no home with an earlier listing')
    const saved = await call('POST', '/user/saved-homes', alerts.amira, {
      mlsNumber: earlier.mls,
      boardId: earlier.board,
      address: 'A home saved earlier',
      path: `/detail/on/toronto/somewhere/1-some-st/${earlier.mls}/${String(earlier.board)}`,
      price: 900_000,
      imageKey: null,
    })
    expect(saved.status).toBe(200)

    const before = mailsTo('amira@example.ca').length
    await alerts.server.app.alerts.runOnce()
    const homesMail = mailsTo('amira@example.ca')
      .slice(before)
      .find((mail) => mail.subject === 'An update on a home you saved')
    expect(html(homesMail)).toContain(relisted.mlsNumber)
    expect(homesMail?.text).toContain('Back on the market')

    const { body } = await call('GET', '/user/saved-homes', alerts.amira)
    const home = (body as { homes: SavedHome[] }).homes.find(
      (h) => h.mlsNumber === relisted.mlsNumber,
    )
    expect(home).toMatchObject({
      boardId: relisted.boardId,
      latestChange: { kind: 'backOnMarket' },
    })
    expect(home?.path).toContain(`/${relisted.mlsNumber}/${String(relisted.boardId)}`)

    // Seen once: the next run says nothing more about it.
    const after = mailsTo('amira@example.ca').length
    await alerts.server.app.alerts.runOnce()
    expect(
      mailsTo('amira@example.ca')
        .slice(after)
        .filter((mail) => mail.subject === 'An update on a home you saved'),
    ).toHaveLength(0)
  })
})
