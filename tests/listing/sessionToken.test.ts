import { describe, expect, it } from 'vitest'
import { sessionIdToken } from '../../src/features/listing/sessionToken'
import { LIVE_TOKEN, NOW, signedInCookies } from '../fixtures/cognitoCookies'

// The cookie rules themselves are idTokenFromCookies's (tests/lib/idTokenCookie.test.ts); this
// checks that the listing page reads them with the app's own client.
describe('sessionIdToken', () => {
  it('finds a signed-in user’s live token under the app’s client', () => {
    expect(sessionIdToken(signedInCookies('buyer', LIVE_TOKEN), NOW)).toBe(LIVE_TOKEN)
  })

  it('finds nothing without cookies', () => {
    expect(sessionIdToken('', NOW)).toBeUndefined()
  })
})
