import {
  confirmResetPassword,
  confirmSignUp,
  fetchAuthSession,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from 'aws-amplify/auth'
import { decodeJwt } from 'jose'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTokenVerifier } from '../../src/auth/verifyToken'
import {
  CLIENT_ID,
  configureAmplify,
  startTestIdentityProvider,
  type TestIdentityProvider,
} from './idpHelpers'

let idp: TestIdentityProvider

beforeAll(async () => {
  idp = await startTestIdentityProvider()
  configureAmplify(idp)
})

afterAll(async () => {
  await idp.close()
})

afterEach(() => {
  vi.useRealTimers()
})

const email = 'amplify.buyer@example.ca'
const password = 'Secret#2026'

function attributesOf(token: string | undefined) {
  return decodeJwt(token ?? '')
}

describe('the real Amplify client against the repo cognito-local pool', () => {
  it('signs up with locale, email, group, names and customer type, and waits for a code', async () => {
    const result = await signUp({
      username: email,
      password,
      options: {
        userAttributes: {
          email,
          locale: 'en',
          given_name: 'Amira',
          family_name: 'Haddad',
          'custom:group': 'real_estate',
          'custom:type': 'customer',
        },
      },
    })
    expect(result.isSignUpComplete).toBe(false)
    expect(result.nextStep.signUpStep).toBe('CONFIRM_SIGN_UP')
  })

  it('answers a sign-in before confirmation (UserNotConfirmedException) with the confirm step', async () => {
    const result = await signIn({
      username: email,
      password,
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    })
    expect(result).toMatchObject({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } })
  })

  it('resends the code, refuses a wrong one, and confirms with the one in the emulator data', async () => {
    const first = idp.code(email)
    await resendSignUpCode({ username: email })
    const code = idp.code(email)
    expect(code).toMatch(/^\d{6}$/)
    const wrong = code === '000000' ? '111111' : '000000'
    await expect(confirmSignUp({ username: email, confirmationCode: wrong })).rejects.toMatchObject(
      { name: 'CodeMismatchException' },
    )
    expect(first).toMatch(/^\d{6}$/)
    const confirmed = await confirmSignUp({ username: email, confirmationCode: code })
    expect(confirmed.isSignUpComplete).toBe(true)
  })

  it('answers a wrong password with NotAuthorizedException, as Cognito does', async () => {
    await expect(
      signIn({
        username: email,
        password: 'Wrong#Pass1',
        options: { authFlowType: 'USER_PASSWORD_AUTH' },
      }),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' })
  })

  it('signs in with USER_PASSWORD_AUTH; the ID token carries the attributes and passes the verifier', async () => {
    const result = await signIn({
      username: email,
      password,
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    })
    expect(result.isSignedIn).toBe(true)
    const { tokens } = await fetchAuthSession()
    const claims = attributesOf(tokens?.idToken?.toString())
    expect(claims).toMatchObject({
      email,
      given_name: 'Amira',
      family_name: 'Haddad',
      locale: 'en',
      'custom:group': 'real_estate',
      'custom:type': 'customer',
      token_use: 'id',
      aud: CLIENT_ID,
      iss: idp.issuer,
    })
    const verify = createTokenVerifier({
      jwksUrl: idp.jwksUrl,
      issuer: idp.issuer,
      audience: CLIENT_ID,
    })
    expect(await verify(`Bearer ${tokens?.idToken?.toString() ?? ''}`)).toMatchObject({ email })
  })

  it('refreshes the session with the refresh token', async () => {
    const before = (await fetchAuthSession()).tokens?.idToken?.toString()
    // A token's times are in whole seconds: a second later the refreshed token differs.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    vi.setSystemTime(Date.now() + 1000)
    const after = (await fetchAuthSession({ forceRefresh: true })).tokens?.idToken?.toString()
    vi.useRealTimers()
    expect(after).toBeDefined()
    expect(after).not.toBe(before)
    expect(attributesOf(after).email).toBe(email)
    await signOut()
  })

  it('resets a forgotten password with the emailed code, then signs in with the new one', async () => {
    const started = await resetPassword({ username: email })
    expect(started.nextStep.resetPasswordStep).toBe('CONFIRM_RESET_PASSWORD_WITH_CODE')
    await expect(
      confirmResetPassword({
        username: email,
        confirmationCode: idp.code(email),
        newPassword: 'alllowercase1!',
      }),
    ).rejects.toMatchObject({ name: 'InvalidPasswordException' })
    await confirmResetPassword({
      username: email,
      confirmationCode: idp.code(email),
      newPassword: 'Changed#2027',
    })
    const result = await signIn({
      username: email,
      password: 'Changed#2027',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    })
    expect(result.isSignedIn).toBe(true)
    await signOut()
  })

  it('answers a reset for an unknown address with UserNotFoundException', async () => {
    await expect(resetPassword({ username: 'nobody@example.ca' })).rejects.toMatchObject({
      name: 'UserNotFoundException',
    })
  })

  it('refuses a sign-up whose password misses a class, with the policy message', async () => {
    await expect(
      signUp({
        username: 'weak@example.ca',
        password: 'NoNumbers!',
        options: { userAttributes: { email: 'weak@example.ca' } },
      }),
    ).rejects.toMatchObject({
      name: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password must have numeric characters',
    })
  })

  it('answers a second sign-up with UsernameExistsException', async () => {
    await expect(
      signUp({ username: email, password, options: { userAttributes: { email } } }),
    ).rejects.toMatchObject({ name: 'UsernameExistsException' })
  })
})
