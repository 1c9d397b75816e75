import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_STAFF, withStaffAccount } from '../../cognito/staffAccount'
import { callService } from '../call'
import { startTestServer, type TestServer } from '../helpers'
import {
  CLIENT_ID,
  configureAmplify,
  startTestIdentityProvider,
  type TestIdentityProvider,
} from './idpHelpers'

// The local pool's staff account as the SPA signs it in: Cognito's `cognito:groups` claim in its
// tokens, and the staff service letting it in while a customer of the same pool gets 403.

let idp: TestIdentityProvider
let server: TestServer

beforeAll(async () => {
  idp = await startTestIdentityProvider()
  configureAmplify(idp)
  server = await startTestServer({
    config: { identity: { jwksUrl: idp.jwksUrl, issuer: idp.issuer, audience: CLIENT_ID } },
  })
})

afterAll(async () => {
  await server.close()
  await idp.close()
})

async function signedInTokens(email: string, password: string) {
  await signOut()
  const result = await signIn({
    username: email,
    password,
    options: { authFlowType: 'USER_PASSWORD_AUTH' },
  })
  expect(result.isSignedIn).toBe(true)
  const { tokens } = await fetchAuthSession()
  return { id: tokens?.idToken?.toString() ?? '', access: tokens?.accessToken.toString() ?? '' }
}

describe('the local staff account', () => {
  it('signs in with the password the README prints; both tokens name the staff group', async () => {
    const tokens = await signedInTokens(LOCAL_STAFF.email, LOCAL_STAFF.password)
    expect(decodeJwt(tokens.id)).toMatchObject({
      email: LOCAL_STAFF.email,
      given_name: 'Sam',
      'cognito:groups': ['staff'],
    })
    expect(decodeJwt(tokens.access)).toMatchObject({ 'cognito:groups': ['staff'] })
    const leads = await callService(server.baseUrl, 'GET', '/staff/leads', tokens.id)
    expect(leads).toMatchObject({ status: 200, body: { total: 0 } })
  })

  it('is kept as it is on a restart, and its group keeps its other members', () => {
    const seeded = withStaffAccount({}, '2026-11-29T12:00:00.000Z')
    const changed = {
      Users: { [LOCAL_STAFF.sub]: { Password: 'Changed#2027' } },
      Groups: { staff: { ...seeded.Groups.staff, members: ['someone-else'] } },
    }
    const again = withStaffAccount(changed, '2026-12-01T00:00:00.000Z')
    expect(again.Users[LOCAL_STAFF.sub]).toEqual({ Password: 'Changed#2027' })
    expect(again.Groups.staff?.members).toEqual(['someone-else', LOCAL_STAFF.sub])
    expect(withStaffAccount(again, '2026-12-02T00:00:00.000Z')).toEqual(again)
  })
})
