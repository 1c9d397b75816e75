import { describe, expect, it } from 'vitest'
import { sessionIdToken } from '../../src/features/listing/sessionToken'

const NOW = Date.UTC(2026, 10, 23)
const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '')
const jwt = (exp: number) => `${b64({ alg: 'RS256' })}.${b64({ exp, token_use: 'id' })}.sig`
const prefix = 'CognitoIdentityServiceProvider.homewise-local-client'

describe('sessionIdToken', () => {
  const live = jwt(NOW / 1000 + 600)

  it.each([
    ['no cookies', '', undefined],
    ['a signed-in user', `${prefix}.LastAuthUser=buyer; ${prefix}.buyer.idToken=${live}`, live],
    [
      'an escaped user name',
      `${prefix}.LastAuthUser=a%40b.ca; ${encodeURIComponent(`${prefix}.a@b.ca.idToken`)}=${live}`,
      live,
    ],
    [
      'an expired token',
      `${prefix}.LastAuthUser=b; ${prefix}.b.idToken=${jwt(NOW / 1000 - 1)}`,
      undefined,
    ],
    [
      'another app client',
      `CognitoIdentityServiceProvider.x.LastAuthUser=b; CognitoIdentityServiceProvider.x.b.idToken=${live}`,
      undefined,
    ],
    [
      'a token that is not a JWT',
      `${prefix}.LastAuthUser=b; ${prefix}.b.idToken=nonsense`,
      undefined,
    ],
    ['a malformed escape', `${prefix}.LastAuthUser=%E0%A4%A; x=1`, undefined],
  ])('%s', (_case, cookies, expected) => {
    expect(sessionIdToken(cookies, NOW)).toBe(expected)
  })
})
