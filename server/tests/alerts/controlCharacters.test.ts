import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PLAIN_NAME_PATTERN } from '../../../contract/customer'
import { composeAlertEmail } from '../../src/alerts/email/compose'
import { plainText } from '../../src/alerts/email/plainText'
import { callService } from '../call'
import { AUDIENCE, customerClaims, ISSUER, startTestPool, type TestPool } from '../customer/tokens'
import { startTestServer, type TestServer } from '../helpers'
import { alertListing } from './fixtures'

/** Names with a control character somewhere: C0 (NUL, tab, CR, LF, ESC), DEL and C1. */
const WITH_CONTROLS = [
  'Condos\u0000',
  'Condos\tdowntown',
  'Condos\r\nBcc: x@example.com',
  '\u001b[31mCondos',
  'Condos\u007f',
  'Condos\u0085downtown',
  'Condos\u009b',
]

describe('PLAIN_NAME_PATTERN', () => {
  const plain = new RegExp(PLAIN_NAME_PATTERN, 'u')
  it.each(WITH_CONTROLS)('refuses %j', (name) => {
    expect(plain.test(name)).toBe(false)
  })
  it.each(['Condos', ' Maisons à Québec ', 'O’Brien-Smith', '東京 condos', 'A'])(
    'takes %j',
    (name) => {
      expect(plain.test(name)).toBe(true)
    },
  )
  it.each(['', '   ', '\u00a0'])('refuses the blank %j', (name) => {
    expect(plain.test(name)).toBe(false)
  })
})

describe('plainText', () => {
  it.each([
    ['Condos\u0000', 'Condos'],
    ['Condos\r\nBcc: x@example.com', 'Condos Bcc: x@example.com'],
    ['a\u0085\u009bb', 'a b'],
    ['Maisons à Québec', 'Maisons à Québec'],
  ])('%j → %j', (text, expected) => {
    expect(plainText(text)).toBe(expected)
  })
})

describe('an alert e-mail', () => {
  it('carries no control character in its subject or greeting, whatever the stored name', () => {
    const email = composeAlertEmail({
      language: 'en',
      givenName: 'Ana\u0000\r\nBcc: x@example.com',
      items: [{ change: 'new', previousPrice: null, listing: alertListing() }],
      search: { name: 'Condos\r\nBcc: x@example.com\u0000', url: 'https://homewise.test/list' },
      siteUrl: 'https://homewise.test',
      imageCdnUrl: 'https://cdn.test',
      unsubscribeUrl: 'https://api.test/unsubscribe?token=t',
      profileUrl: 'https://homewise.test/auth/profile',
    })
    expect(email.subject).toBe('1 update for “Condos Bcc: x@example.com”')
    expect(email.text).toMatch(/^Hi Ana Bcc: x@example.com,\n/)
    expect(plainText(email.subject)).toBe(email.subject)
  })
})

describe('names with control characters over HTTP', () => {
  let pool: TestPool
  let server: TestServer
  let token: string

  beforeAll(async () => {
    pool = await startTestPool()
    server = await startTestServer({
      config: { identity: { jwksUrl: pool.jwksUrl, issuer: ISSUER, audience: AUDIENCE } },
    })
    token = await pool.token(customerClaims('amira'))
  })

  afterAll(async () => {
    await server.close()
    await pool.close()
  })

  const call = (method: string, path: string, body: unknown) =>
    callService(server.baseUrl, method, path, token, body)

  it.each(WITH_CONTROLS)('refuses a saved search named %j, with the reason', async (name) => {
    const { status, body } = await call('POST', '/user/saved-searches', {
      name,
      path: '/list/on/toronto',
      polygon: null,
    })
    expect(status).toBe(400)
    expect(body).toMatchObject({
      message: 'body/name must hold some text and no control characters',
    })
  })

  it('refuses the rename and the profile names too', async () => {
    const saved = await call('POST', '/user/saved-searches', {
      name: 'Condos à Québec',
      path: '/list/on/toronto',
      polygon: null,
    })
    expect(saved.status).toBe(200)
    const { id } = saved.body as { id: number }
    const renamed = await call('PUT', `/user/saved-searches/${String(id)}`, { name: 'A\u0000' })
    expect(renamed.status).toBe(400)
    expect(renamed.body).toMatchObject({
      message: 'body/name must hold some text and no control characters',
    })
    const profile = await call('PUT', '/user', { name: { first: 'Amira\r\n', last: 'Haddad' } })
    expect(profile.status).toBe(400)
    expect(profile.body).toMatchObject({
      message: 'body/name/first must hold some text and no control characters',
    })
    const blank = await call('PUT', '/user', { name: { first: ' ', last: 'Haddad' } })
    expect(blank.status).toBe(400)
  })
})
