import { describe, expect, it } from 'vitest'
import { createHash } from 'node:crypto'
import type { AlertFrequency, SavedSearch } from '../../../contract/customer'
import { unsubscribeToken, UNSUBSCRIBE_LIFETIME_S } from '../../src/alerts/unsubscribeToken'
import { customersOnServerForFile } from '../customer/customersOnServer'
import { customerClaims } from '../customer/tokens'
import { callService } from '../call'

const customers = customersOnServerForFile()

const call = (method: string, path: string, token?: string, body?: unknown) =>
  callService(customers.server.baseUrl, method, path, token, body)

async function saveSearch(token: string, name: string, frequency: AlertFrequency = 'instant') {
  const { text } = await call('POST', '/user/saved-searches', token, {
    name,
    path: '/list/on/toronto?maxPrice=none',
    polygon: null,
    frequency,
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
  `/alerts/unsubscribe?token=${unsubscribeToken(customers.server.app.alerts.secret, { sub, searchId, expires: Math.floor(expires) })}`

/** A browser's form post, or a mail reader's RFC 8058 one-click post. */
const post = (path: string, form = '') =>
  fetch(`${customers.server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  })

/** The 'Resubscribe' button's undo token on an unsubscribed page. */
const restoreTokenOf = (html: string) => /name="restore" value="([^"]+)"/.exec(html)?.[1]

/** The page's inline scripts must be exactly the ones its policy allows by hash. */
function expectScriptsAllowed(html: string, policy: string | null) {
  const scripts = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1] ?? '')
  expect(scripts).toHaveLength(1)
  for (const script of scripts) {
    const hash = createHash('sha256').update(script).digest('base64')
    expect(policy).toContain(`script-src 'sha256-${hash}'`)
  }
  // Only that hash: no 'unsafe-inline' for scripts.
  expect(policy).toMatch(/script-src 'sha256-[^' ]+'; /)
}

describe('unsubscribing from an alert e-mail', () => {
  it('the link’s page posts itself at once; fetching it alone (a scanner) changes nothing', async () => {
    const search = await saveSearch(customers.amira, 'Leslieville semis')
    const page = await call('GET', link(customerClaims('amira').sub, search.id))
    expect(page.status).toBe(200)
    expect(page.text).toContain('Stop these alerts?')
    expect(page.text).toContain('“Leslieville semis”')
    // Without script, the button; with it, the form is posted as the page opens.
    expect(page.text).toMatch(/<form method="post"[^>]*><button type="submit"[^>]*>Unsubscribe</)
    expect(page.text).toContain('document.forms[0].submit()')
    const policy = page.headers.get('content-security-policy')
    expect(policy).toContain("form-action 'self'")
    expect(policy).toContain("default-src 'none'")
    expectScriptsAllowed(page.text, policy)
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    // A scanner may open it any number of times, with HEAD too.
    await call('GET', link(customerClaims('amira').sub, search.id))
    await call('HEAD', link(customerClaims('amira').sub, search.id))
    expect(await frequencyOf(customers.amira, search.id)).toBe('instant')
  })

  it('the page’s post turns the search off and offers to resubscribe', async () => {
    const search = await saveSearch(customers.amira, 'Riverdale towns')
    const done = await post(link(customerClaims('amira').sub, search.id))
    expect(done.status).toBe(200)
    const html = await done.text()
    expect(html).toContain(
      '<h1 style="font-size:24px;margin:0 0 12px">Alerts for “Riverdale towns” are off</h1>',
    )
    expect(html).toMatch(/<button type="submit"[^>]*>Resubscribe</)
    expect(html).toContain('href="http://127.0.0.1:5173/real-estate/auth/profile"')
    expect(html).not.toContain('<script>')
    expect(restoreTokenOf(html)).toBeDefined()
    expect(await frequencyOf(customers.amira, search.id)).toBe('off')

    // Posted again (the page opened a second time): still off, nothing to put back from here.
    const again = await (await post(link(customerClaims('amira').sub, search.id))).text()
    expect(again).toContain('Alerts for “Riverdale towns” are off')
    expect(again).toContain('You can turn it back on in your profile.')
    expect(restoreTokenOf(again)).toBeUndefined()
    expect(await frequencyOf(customers.amira, search.id)).toBe('off')
  })

  it('Resubscribe puts back the frequency the search had', async () => {
    const search = await saveSearch(customers.amira, 'Weekly lofts', 'weekly')
    const path = link(customerClaims('amira').sub, search.id)
    const restore = restoreTokenOf(await (await post(path)).text()) ?? ''
    expect(await frequencyOf(customers.amira, search.id)).toBe('off')
    const back = await post(path, new URLSearchParams({ restore }).toString())
    expect(back.status).toBe(200)
    const html = await back.text()
    expect(html).toContain('Alerts for “Weekly lofts” are back on')
    expect(html).toContain('once a week')
    expect(await frequencyOf(customers.amira, search.id)).toBe('weekly')
  })

  it('an undo token for another search, forged or tampered, changes nothing', async () => {
    const amiraSub = customerClaims('amira').sub
    const first = await saveSearch(customers.amira, 'First', 'daily')
    const second = await saveSearch(customers.amira, 'Second', 'instant')
    const restore = restoreTokenOf(await (await post(link(amiraSub, first.id))).text()) ?? ''
    await post(link(amiraSub, second.id))
    const forged = [
      restore, // the first search's undo, posted to the second's link
      `${restore.slice(0, -2)}xx`,
      link(amiraSub, second.id).split('token=')[1] ?? '', // an unsubscribe token is not an undo
      'garbage',
    ]
    for (const [index, token] of forged.entries()) {
      const target = index === 0 ? second.id : first.id
      const posted = await post(
        link(amiraSub, target),
        new URLSearchParams({ restore: token }).toString(),
      )
      expect(posted.status, token).toBe(400)
      expect(await posted.text()).toContain('Nothing was changed')
    }
    expect(await frequencyOf(customers.amira, first.id)).toBe('off')
    expect(await frequencyOf(customers.amira, second.id)).toBe('off')
  })

  it('a mail reader’s one-click post unsubscribes at once', async () => {
    const search = await saveSearch(customers.amira, 'Annex condos')
    const done = await post(
      link(customerClaims('amira').sub, search.id),
      'List-Unsubscribe=One-Click',
    )
    expect(done.status).toBe(200)
    expect(await frequencyOf(customers.amira, search.id)).toBe('off')

    // Some readers post it as multipart form data.
    const other = await saveSearch(customers.amira, 'Annex lofts')
    const form = new FormData()
    form.set('List-Unsubscribe', 'One-Click')
    const multipart = await fetch(
      `${customers.server.baseUrl}${link(customerClaims('amira').sub, other.id)}`,
      { method: 'POST', body: form },
    )
    expect(multipart.status).toBe(200)
    expect(await frequencyOf(customers.amira, other.id)).toBe('off')
  })

  it('speaks French to a French customer, the page and its button', async () => {
    await call('PUT', '/user', customers.ben, { language: 'fr' })
    const search = await saveSearch(customers.ben, 'Maisons à Toronto')
    const page = await call('GET', link(customerClaims('ben').sub, search.id))
    expect(page.text).toContain('lang="fr"')
    expect(page.text).toContain('Arrêter ces alertes ?')
    expect(page.text).toContain('«\u00a0Maisons à Toronto\u00a0»')
    expect(page.text).toContain('>Se désabonner</button>')
    const done = await (await post(link(customerClaims('ben').sub, search.id))).text()
    expect(done).toContain('Les alertes pour «\u00a0Maisons à Toronto\u00a0» sont désactivées')
    expect(done).toContain('>Me réabonner</button>')
    const restore = restoreTokenOf(done) ?? ''
    const back = await post(link(customerClaims('ben').sub, search.id), `restore=${restore}`)
    expect(await back.text()).toContain('sont réactivées')
    expect(await frequencyOf(customers.ben, search.id)).toBe('instant')
  })

  it('Resubscribe works once: replayed, it changes nothing, in either language', async () => {
    const amiraSub = customerClaims('amira').sub
    const search = await saveSearch(customers.amira, 'Once only', 'weekly')
    const path = link(amiraSub, search.id)
    const restore = new URLSearchParams({
      restore: restoreTokenOf(await (await post(path)).text()) ?? '',
    }).toString()
    expect((await post(path, restore)).status).toBe(200)
    expect(await frequencyOf(customers.amira, search.id)).toBe('weekly')
    // Turned off again from the e-mail's link: the first page's undo is spent.
    await post(path)
    const replayed = await post(path, restore)
    expect(replayed.status).toBe(409)
    const html = await replayed.text()
    expect(html).toContain('Nothing was changed')
    expect(html).toContain('This Resubscribe button was already used')
    expect(await frequencyOf(customers.amira, search.id)).toBe('off')

    const benSub = customerClaims('ben').sub
    await call('PUT', '/user', customers.ben, { language: 'fr' })
    const maison = await saveSearch(customers.ben, 'Une fois')
    const benPath = link(benSub, maison.id)
    const undo = `restore=${restoreTokenOf(await (await post(benPath)).text()) ?? ''}`
    await post(benPath, undo)
    await post(benPath)
    const refused = await post(benPath, undo)
    expect(refused.status).toBe(409)
    expect(await refused.text()).toContain('Ce bouton Me réabonner a déjà servi')
    expect(await frequencyOf(customers.ben, maison.id)).toBe('off')
  })

  it('a later change in the profile stands: the undo issued before it changes nothing', async () => {
    const amiraSub = customerClaims('amira').sub
    const search = await saveSearch(customers.amira, 'Changed since', 'daily')
    const path = link(amiraSub, search.id)
    const restore = `restore=${restoreTokenOf(await (await post(path)).text()) ?? ''}`
    // The customer tries it on again in the profile, then turns it off there.
    for (const frequency of ['instant', 'off']) {
      const { status } = await call(
        'PUT',
        `/user/saved-searches/${String(search.id)}/frequency`,
        customers.amira,
        { frequency },
      )
      expect(status).toBe(200)
    }
    expect((await post(path, restore)).status).toBe(409)
    expect(await frequencyOf(customers.amira, search.id)).toBe('off')

    // The master switch: an opt-out in Account Details after the e-mail's undo was issued.
    const all = link(amiraSub, null)
    const undoAll = `restore=${restoreTokenOf(await (await post(all)).text()) ?? ''}`
    await call('PUT', '/user', customers.amira, { emailNotifications: false })
    expect((await post(all, undoAll)).status).toBe(409)
    expect(await notificationsOf(customers.amira)).toBe(false)
    await call('PUT', '/user', customers.amira, { emailNotifications: true })
  })

  it('a saved-homes e-mail stops every alert: the master switch goes off', async () => {
    expect(await notificationsOf(customers.amira)).toBe(true)
    const page = await call('GET', link(customerClaims('amira').sub, null))
    expect(page.text).toContain('any alert e-mails for your saved searches and homes')
    expect(await notificationsOf(customers.amira)).toBe(true)
    const off = await (await post(link(customerClaims('amira').sub, null))).text()
    expect(off).toContain('Alert e-mails are off')
    expect(await notificationsOf(customers.amira)).toBe(false)
    const restore = restoreTokenOf(off) ?? ''
    const back = await post(link(customerClaims('amira').sub, null), `restore=${restore}`)
    expect(await back.text()).toContain('Alert e-mails are back on')
    expect(await notificationsOf(customers.amira)).toBe(true)
  })

  it('a forged, expired or tampered link gets a clear page and changes nothing', async () => {
    const search = await saveSearch(customers.amira, 'Kept search')
    const amiraSub = customerClaims('amira').sub
    const valid = link(amiraSub, search.id)
    const token = new URL(valid, customers.server.baseUrl).searchParams.get('token') ?? ''
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
    expect(await frequencyOf(customers.amira, search.id)).toBe('instant')
  })

  it('another customer’s search id in a valid token of one’s own changes nothing', async () => {
    const bens = await saveSearch(customers.ben, 'Ben’s search')
    const path = link(customerClaims('amira').sub, bens.id)
    expect((await call('GET', path)).status).toBe(404)
    const posted = await post(path)
    expect(posted.status).toBe(404)
    expect(await posted.text()).toContain('Nothing was changed')
    expect(await frequencyOf(customers.ben, bens.id)).toBe('instant')
  })

  it('a search deleted since the e-mail gets a clear page', async () => {
    const search = await saveSearch(customers.amira, 'Gone soon')
    await call('DELETE', `/user/saved-searches/${String(search.id)}`, customers.amira)
    const page = await call('GET', link(customerClaims('amira').sub, search.id))
    expect(page.status).toBe(404)
    expect(page.text).toContain('This saved search no longer exists')
  })
})
