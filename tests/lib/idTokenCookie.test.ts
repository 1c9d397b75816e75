import { describe, expect, it } from 'vitest'
import { hasStoredSession, idTokenFromCookies } from '../../src/lib/idTokenCookie'

import { CLIENT, COOKIE_PREFIX as prefix, jwt, LIVE_TOKEN, NOW } from '../fixtures/cognitoCookies'

describe('idTokenFromCookies: the ID token Amplify keeps in cookies', () => {
  const live = LIVE_TOKEN

  it.each([
    ['no cookies', '', undefined],
    ['a signed-in user', `${prefix}.LastAuthUser=buyer; ${prefix}.buyer.idToken=${live}`, live],
    [
      'an escaped user name',
      `${prefix}.LastAuthUser=a%40b.ca; ${encodeURIComponent(`${prefix}.a@b.ca.idToken`)}=${live}`,
      live,
    ],
    [
      'the last user’s token only',
      `${prefix}.LastAuthUser=b; ${prefix}.a.idToken=${live}`,
      undefined,
    ],
    ['a token without its user', `${prefix}.buyer.idToken=${live}`, undefined],
    [
      'an expired token',
      `${prefix}.LastAuthUser=b; ${prefix}.b.idToken=${jwt(NOW / 1000 - 1)}`,
      undefined,
    ],
    [
      'a token expiring this instant',
      `${prefix}.LastAuthUser=b; ${prefix}.b.idToken=${jwt(NOW / 1000)}`,
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
    [
      'a claim that is not JSON',
      `${prefix}.LastAuthUser=b; ${prefix}.b.idToken=a.bm9wZQ.s`,
      undefined,
    ],
    ['a malformed escape', `${prefix}.LastAuthUser=%E0%A4%A; x=1`, undefined],
  ])('%s', (_case, cookies, expected) => {
    expect(idTokenFromCookies(cookies, CLIENT, NOW)).toBe(expected)
  })
})

describe('hasStoredSession: whether there is a session to ask the identity provider about', () => {
  it.each([
    ['no cookies', '', false],
    ['other cookies only', 'activeSession=true; lang=fr', false],
    ['a signed-in user', `${prefix}.LastAuthUser=buyer; ${prefix}.buyer.idToken=x`, true],
    // The refresh token renews it: the session is still there to refresh.
    [
      'an expired ID token',
      `${prefix}.LastAuthUser=buyer; ${prefix}.buyer.idToken=${jwt(0)}`,
      true,
    ],
    ['another app client', 'CognitoIdentityServiceProvider.x.LastAuthUser=b', false],
    ['a token without its user', `${prefix}.buyer.idToken=x`, false],
  ])('%s → %s', (_case, cookies, expected) => {
    expect(hasStoredSession(cookies, CLIENT)).toBe(expected)
  })
})
