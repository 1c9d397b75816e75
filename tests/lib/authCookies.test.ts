import { describe, expect, it } from 'vitest'
import {
  authCookieOptions,
  cookieAttributes,
  legacyRootCookieNames,
} from '../../src/lib/authCookies'

describe('the sign-in cookies', () => {
  it.each([
    ['https:', 'www.example.ca', '/real-estate', { path: '/real-estate', secure: true }],
    ['http:', 'localhost', '/real-estate', { path: '/real-estate', secure: false }],
    ['http:', '127.0.0.1', '/real-estate', { path: '/real-estate', secure: false }],
    ['https:', 'localhost', '/real-estate', { path: '/real-estate', secure: true }],
    ['http:', 'example.ca', '/real-estate', { path: '/real-estate', secure: true }],
    ['https:', 'www.example.ca', '', { path: '/', secure: true }],
  ])('on %s//%s under %j live at %j', (protocol, hostname, basePath, expected) => {
    expect(authCookieOptions({ protocol, hostname }, basePath)).toEqual({
      ...expected,
      sameSite: 'strict',
      expires: 30,
    })
  })

  it('writes the same attributes by hand', () => {
    const options = authCookieOptions({ protocol: 'https:', hostname: 'a.ca' }, '/real-estate')
    expect(cookieAttributes(options)).toBe('; path=/real-estate; samesite=strict; secure')
  })

  it("names an earlier version's root cookies of this app client once each", () => {
    const jar =
      'CognitoIdentityServiceProvider.abc.LastAuthUser=u; other=1; activeSession=true; ' +
      'CognitoIdentityServiceProvider.abc.u.idToken=t; CognitoIdentityServiceProvider.xyz.u.idToken=s; ' +
      'activeSession=false'
    expect(legacyRootCookieNames(jar, 'abc')).toEqual([
      'CognitoIdentityServiceProvider.abc.LastAuthUser',
      'activeSession',
      'CognitoIdentityServiceProvider.abc.u.idToken',
    ])
  })
})
