import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SavedSearch } from '../../../contract/customer'
import { unsubscribeToken, UNSUBSCRIBE_LIFETIME_S } from '../../src/alerts/unsubscribeToken'
import { AUDIENCE, customerClaims, ISSUER, startTestPool, type TestPool } from '../customer/tokens'
import { startTestServer, type TestServer } from '../helpers'
import { callService } from '../call'

let pool: TestPool
let server: TestServer
let amira: string
let ben: string

beforeAll(async () => {
  pool = await startTestPool()
  server = await startTestServer({
    config: { identity: { jwksUrl: pool.jwksUrl, issuer: ISSUER, audience: AUDIENCE } },
  })
  amira = await pool.token(customerClaims('amira'))
  ben = await pool.token(customerClaims('ben'))
})

afterAll(async () => {
  await server.close()
  await pool.close()
})

const call = (method: string, path: string, token?: string, body?: unknown) =>
  callService(server.baseUrl, method, path, token, body)

async function saveSearch(token: string, name: string) {
  const { text } = await call('POST', '/user/saved-searches', token, {
    name,
    path: '/list/on/toronto?maxPrice=none',
    polygon: null,
    frequency: 'instant',
  })
  return JSON.parse(text) as SavedSearch
}

async function frequencyOf(token: string, id: number) {
  const { text } = await call('GET', '/user/saved-searches', token)
  return (JSON.parse(text) as { searches: SavedSearch[] }).searches.find((s) => s.id === id)
    ?.frequency
}

async function notificationsOf(token: string) {
  const { text } = await call('GET', '/user', token)
  return (JSON.parse(text) as { emailNotifications: boolean }).emailNotifications
}

const link = (sub: string, searchId: number | null, expires = Date.now() / 1000 + 3600) =>
  `/alerts/unsubscribe?token=${unsubscribeToken(server.app.alerts.secret, { sub, searchId, expires: Math.floor(expires) })}`

/** A browser's form post, or a mail reader's RFC 8058 one-click post. */
const post = (path: string, form = '') =>
  fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  })

describe('unsubscribing from an alert e-mail', () => {
  it('opening the link only asks to confirm, naming the search: scanners change nothing', async () => {
    const search = await saveSearch(amira, 'Leslieville semis')
    const page = await call('GET', link(customerClaims('amira').sub, search.id))
    expect(page.status).toBe(200)
    expect(page.text).toContain('Stop these alerts?')
    expect(page.text).toContain('“Leslieville semis”')
    expect(page.text).toMatch(/<form method="post"[^>]*><button type="submit"[^>]*>Unsubscribe</)
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'")
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    // A scanner may open it any number of times, with HEAD too.
    await call('GET', link(customerClaims('amira').sub, search.id))
    await call('HEAD', link(customerClaims('amira').sub, search.id))
    expect(await frequencyOf(amira, search.id)).toBe('instant')

    const confirmed = await post(link(customerClaims('amira').sub, search.id))
    expect(confirmed.status).toBe(200)
    expect(await confirmed.text()).toContain('You are unsubscribed')
    expect(await frequencyOf(amira, search.id)).toBe('off')
  })

  it('a mail reader’s one-click post unsubscribes at once', async () => {
    const search = await saveSearch(amira, 'Annex condos')
    const done = await post(
      link(customerClaims('amira').sub, search.id),
      'List-Unsubscribe=One-Click',
    )
    expect(done.status).toBe(200)
    expect(await frequencyOf(amira, search.id)).toBe('off')

    // Some readers post it as multipart form data.
    const other = await saveSearch(amira, 'Annex lofts')
    const form = new FormData()
    form.set('List-Unsubscribe', 'One-Click')
    const multipart = await fetch(
      `${server.baseUrl}${link(customerClaims('amira').sub, other.id)}`,
      { method: 'POST', body: form },
    )
    expect(multipart.status).toBe(200)
    expect(await frequencyOf(amira, other.id)).toBe('off')
  })

  it('speaks French to a French customer, the page and its button', async () => {
    await call('PUT', '/user', ben, { language: 'fr' })
    const search = await saveSearch(ben, 'Maisons à Toronto')
    const page = await call('GET', link(customerClaims('ben').sub, search.id))
    expect(page.text).toContain('lang="fr"')
    expect(page.text).toContain('Arrêter ces alertes ?')
    expect(page.text).toContain('«\u00a0Maisons à Toronto\u00a0»')
    expect(page.text).toContain('>Se désabonner</button>')
    const done = await post(link(customerClaims('ben').sub, search.id))
    expect(await done.text()).toContain('Vous êtes désabonné')
  })

  it('a saved-homes e-mail stops every alert: the master switch goes off', async () => {
    expect(await notificationsOf(amira)).toBe(true)
    const page = await call('GET', link(customerClaims('amira').sub, null))
    expect(page.text).toContain('any alert e-mails for your saved searches and homes')
    expect(await notificationsOf(amira)).toBe(true)
    await post(link(customerClaims('amira').sub, null))
    expect(await notificationsOf(amira)).toBe(false)
    await call('PUT', '/user', amira, { emailNotifications: true })
  })

  it('a forged, expired or tampered link gets a clear page and changes nothing', async () => {
    const search = await saveSearch(amira, 'Kept search')
    const amiraSub = customerClaims('amira').sub
    const valid = link(amiraSub, search.id)
    const token = new URL(valid, server.baseUrl).searchParams.get('token') ?? ''
    const otherSecret = unsubscribeToken('not-the-secret', {
      sub: amiraSub,
      searchId: search.id,
      expires: Math.floor(Date.now() / 1000) + 3600,
    })
    const bad = [
      `/alerts/unsubscribe?token=${otherSecret}`,
      link(amiraSub, search.id, Date.now() / 1000 - 1),
      link(amiraSub, search.id, Date.now() / 1000 - UNSUBSCRIBE_LIFETIME_S),
      `/alerts/unsubscribe?token=${token.slice(0, -2)}`,
      `/alerts/unsubscribe?token=${token}.extra`,
      '/alerts/unsubscribe?token=garbage',
    ]
    for (const path of bad) {
      const opened = await call('GET', path)
      expect(opened.status, path).toBe(400)
      expect(opened.text).toContain('This link does not work')
      expect(opened.text).not.toContain('<form')
      const posted = await post(path, 'List-Unsubscribe=One-Click')
      expect(posted.status, path).toBe(400)
      expect(await posted.text()).toContain('Nothing was changed')
    }
    expect((await call('GET', '/alerts/unsubscribe')).status).toBe(400)
    expect(await frequencyOf(amira, search.id)).toBe('instant')
  })

  it('another customer’s search id in a valid token of one’s own changes nothing', async () => {
    const bens = await saveSearch(ben, 'Ben’s search')
    const path = link(customerClaims('amira').sub, bens.id)
    expect((await call('GET', path)).status).toBe(404)
    const posted = await post(path)
    expect(posted.status).toBe(404)
    expect(await posted.text()).toContain('Nothing was changed')
    expect(await frequencyOf(ben, bens.id)).toBe('instant')
  })

  it('a search deleted since the e-mail gets a clear page', async () => {
    const search = await saveSearch(amira, 'Gone soon')
    await call('DELETE', `/user/saved-searches/${String(search.id)}`, amira)
    const page = await call('GET', link(customerClaims('amira').sub, search.id))
    expect(page.status).toBe(404)
    expect(page.text).toContain('This saved search no longer exists')
  })
})
