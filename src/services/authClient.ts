import { Amplify } from 'aws-amplify'
import {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  fetchAuthSession,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  signUp,
  type SignInOutput,
} from 'aws-amplify/auth'
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito'
import { CookieStorage } from 'aws-amplify/utils'
import { config } from '../app/config'
import { authCookieOptions, legacyRootCookieNames } from '../lib/authCookies'

/**
 * The app's only door to Amplify: configured from config.ts,
 * USER_PASSWORD_AUTH, tokens in cookies on the app's base path, secure and same-site strict
 * (never localStorage; see lib/authCookies). Features call these functions and never import
 * Amplify themselves.
 */

/**
 * Expires sign-in cookies an earlier version wrote on path `/`: left there, they would outlive a
 * sign-out (which clears the base path's) and sign the visitor back in with stale tokens.
 */
function expireRootCookies(): void {
  if (typeof document === 'undefined' || config.basePath === '') return
  for (const name of legacyRootCookieNames(document.cookie, config.cognito.clientId)) {
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`
  }
}

let configured = false

function configure(): void {
  if (configured) return
  configured = true
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.cognito.userPoolId,
        userPoolClientId: config.cognito.clientId,
        ...(config.cognito.endpoint ? { userPoolEndpoint: config.cognito.endpoint } : {}),
        loginWith: { email: true },
      },
    },
  })
  expireRootCookies()
  cognitoUserPoolsTokenProvider.setKeyValueStorage(
    new CookieStorage(authCookieOptions(window.location, config.basePath)),
  )
}

export interface SessionUser {
  readonly given_name: string
  readonly family_name: string
  readonly email: string
}

export interface Session {
  readonly idToken: string
  readonly user: SessionUser
}

/** What a sign-in needs next: nothing, the sign-up code, a password reset, or a new password. */
export type SignInResult =
  | { readonly kind: 'signedIn' }
  | { readonly kind: 'confirmSignUp' }
  | { readonly kind: 'resetPassword' }
  | { readonly kind: 'newPassword' }

function stepOf(output: SignInOutput): SignInResult {
  if (output.isSignedIn) return { kind: 'signedIn' }
  switch (output.nextStep.signInStep) {
    case 'CONFIRM_SIGN_UP':
      return { kind: 'confirmSignUp' }
    case 'RESET_PASSWORD':
      return { kind: 'resetPassword' }
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return { kind: 'newPassword' }
    default:
      // MFA and other steps are not enabled on the pool; refuse rather than half sign in.
      throw Object.assign(new Error(output.nextStep.signInStep), {
        name: 'InvalidParameterException',
      })
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The current session, refreshed first when asked; undefined when nobody is signed in. */
async function session(forceRefresh = false): Promise<Session | undefined> {
  configure()
  const { tokens } = await fetchAuthSession({ forceRefresh })
  const token = tokens?.idToken
  if (!token) return undefined
  const claims = token.payload
  return {
    idToken: token.toString(),
    user: {
      given_name: text(claims.given_name),
      family_name: text(claims.family_name),
      email: text(claims.email),
    },
  }
}

export const authClient = {
  session,
  async idToken(): Promise<string | undefined> {
    return (await session())?.idToken
  },
  async signIn(email: string, password: string): Promise<SignInResult> {
    configure()
    return stepOf(
      await signIn({
        username: email.trim(),
        password,
        options: { authFlowType: 'USER_PASSWORD_AUTH' },
      }),
    )
  },
  /** A new-password challenge completed with the password the user just chose. */
  async completeNewPassword(password: string): Promise<SignInResult> {
    configure()
    return stepOf(await confirmSignIn({ challengeResponse: password }))
  },
  /**
   * Sign-up with locale en, email, group real_estate, given and family name and the customer type;
   * true when the account is already confirmed.
   */
  async signUp(input: {
    first: string
    last: string
    email: string
    password: string
  }): Promise<boolean> {
    configure()
    const email = input.email.trim()
    const result = await signUp({
      username: email,
      password: input.password,
      options: {
        userAttributes: {
          email,
          locale: 'en',
          given_name: input.first.trim(),
          family_name: input.last.trim(),
          'custom:group': 'real_estate',
          'custom:type': 'customer',
        },
      },
    })
    return result.isSignUpComplete
  },
  async confirmSignUp(email: string, code: string): Promise<void> {
    configure()
    await confirmSignUp({ username: email.trim(), confirmationCode: code })
  },
  async resendSignUpCode(email: string): Promise<void> {
    configure()
    await resendSignUpCode({ username: email.trim() })
  },
  async forgotPassword(email: string): Promise<void> {
    configure()
    await resetPassword({ username: email.trim() })
  },
  async confirmForgotPassword(email: string, code: string, password: string): Promise<void> {
    configure()
    await confirmResetPassword({
      username: email.trim(),
      confirmationCode: code,
      newPassword: password,
    })
  },
  async signOut(): Promise<void> {
    configure()
    await signOut()
  },
}

export type AuthClient = typeof authClient
