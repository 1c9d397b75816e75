import { Ajv } from 'ajv'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers'

let server: TestServer
let links: Record<string, string>

beforeAll(async () => {
  server = await startTestServer()
  const response = await fetch(`${server.baseUrl}/meta?group=homewise`)
  const entries = [...(response.headers.get('link') ?? '').matchAll(/<([^>]*)>; rel="([^"]+)"/g)]
  links = Object.fromEntries(entries.map(([, url = '', rel = '']) => [rel, url]))
})

afterAll(async () => {
  await server.close()
})

async function check(rel: string, form: unknown): Promise<boolean> {
  const url = links[rel]
  expect(url, `no ${rel} link`).toBeDefined()
  const response = await fetch(url!)
  expect(response.status).toBe(200)
  return new Ajv({ strict: true }).validate((await response.json()) as object, form)
}

const GOOD = 'Maple#Leaf7'
const name = { first: 'Amira', last: 'Okafor' }
const email = 'amira@example.ca'

describe('GET /meta?group=homewise', () => {
  it('links the lead schema and the four account forms', () => {
    const base = server.baseUrl
    expect(links).toEqual({
      user: `${base}/realty/schemas/lead.json`,
      authLogin: `${base}/schemas/auth-login.json`,
      authRegister: `${base}/schemas/auth-register.json`,
      authReset: `${base}/schemas/auth-reset.json`,
      authEmail: `${base}/schemas/auth-email.json`,
    })
  })

  it.each<[string, string, unknown, boolean]>([
    ['authLogin', 'a login', { email, password: GOOD }, true],
    ['authLogin', 'a password of 7', { email, password: 'Ma#le7x' }, false],
    ['authLogin', 'a password without a number', { email, password: 'Maple#Leaf' }, false],
    ['authLogin', 'a password without a symbol', { email, password: 'MapleLeaf7' }, false],
    ['authLogin', 'a password without upper case', { email, password: 'maple#leaf7' }, false],
    ['authLogin', 'a password without lower case', { email, password: 'MAPLE#LEAF7' }, false],
    ['authLogin', 'a bad email', { email: 'amira@example', password: GOOD }, false],
    ['authRegister', 'a new account', { name, email, password: GOOD, passwordConfirm: GOOD }, true],
    ['authRegister', 'a new account without a name', { email, password: GOOD }, false],
    [
      'authReset',
      'a reset',
      { code: '042137', password: GOOD, passwordConfirm: GOOD, email },
      true,
    ],
    [
      'authReset',
      'a 5-digit code',
      { code: '42137', password: GOOD, passwordConfirm: GOOD, email },
      false,
    ],
    [
      'authReset',
      'a negative code',
      { code: '-42137', password: GOOD, passwordConfirm: GOOD, email },
      false,
    ],
    ['authEmail', 'an email', { email }, true],
    ['authEmail', 'an email with an extra field', { email, type: 'x' }, false],
  ])('%s: %s is %s', async (rel, _case, form, valid) => {
    expect(await check(rel, form)).toBe(valid)
  })

  it('lists the account forms for homewise only', async () => {
    const response = await fetch(`${server.baseUrl}/meta?group=realty`)
    expect(response.headers.get('link')).not.toContain('auth')
  })
})
