import { confirmSignIn, fetchAuthSession, signIn, signOut } from 'aws-amplify/auth'
import { decodeJwt } from 'jose'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  configureAmplify,
  POOL_ID,
  startTestIdentityProvider,
  type TestIdentityProvider,
} from './idpHelpers'

let idp: TestIdentityProvider

beforeAll(async () => {
  idp = await startTestIdentityProvider()
  configureAmplify(idp)
})

afterEach(async () => {
  await signOut()
})

afterAll(async () => {
  await idp.close()
})

/** An account an administrator creates with a temporary password, as the e2e suite does. */
async function createWithTemporaryPassword(email: string, temporary: string) {
  const response = await fetch(`${idp.endpoint}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.AdminCreateUser',
    },
    body: JSON.stringify({
      UserPoolId: POOL_ID,
      Username: email,
      TemporaryPassword: temporary,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  })
  expect(response.status).toBe(200)
}

const login = (username: string, password: string) =>
  signIn({ username, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } })

describe('the new-password challenge against the repo cognito-local pool', () => {
  it('is issued only for the temporary password', async () => {
    const email = 'temporary.wrong@example.ca'
    await createWithTemporaryPassword(email, 'Temp#Pass2026')
    await expect(login(email, 'Guess#2026x')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    })
    const result = await login(email, 'Temp#Pass2026')
    expect(result.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED')
  })

  it('completes with the temporary password itself and signs in, as the login page does', async () => {
    const email = 'temporary.same@example.ca'
    await createWithTemporaryPassword(email, 'Temp#Pass2026')
    await login(email, 'Temp#Pass2026')
    const done = await confirmSignIn({ challengeResponse: 'Temp#Pass2026' })
    expect(done.isSignedIn).toBe(true)
    const { tokens } = await fetchAuthSession()
    expect(decodeJwt(tokens?.idToken?.toString() ?? '').email).toBe(email)
    await signOut()
    // Confirmed now: the same password signs in with no challenge.
    expect((await login(email, 'Temp#Pass2026')).isSignedIn).toBe(true)
  })

  it('refuses a new password outside the policy, with the policy message', async () => {
    const email = 'temporary.weak@example.ca'
    await createWithTemporaryPassword(email, 'temp1234')
    await login(email, 'temp1234')
    await expect(confirmSignIn({ challengeResponse: 'temp1234' })).rejects.toMatchObject({
      name: 'InvalidPasswordException',
    })
  })
})
