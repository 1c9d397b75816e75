import { CognitoError } from 'cognito-local/lib/errors.js'
import type { Route, Router } from 'cognito-local/lib/server/Router.js'
import type { Services } from 'cognito-local/lib/services/index.js'
import type { User } from 'cognito-local/lib/services/userPoolService.js'

/**
 * Where cognito-local 5.3 differs from the Cognito user pool API in ways the SPA relies on, the
 * smallest correction (docs/decisions/006-cognito-local-gaps.md). Each answer keeps the real
 * service's error type and message, so the SPA's error catalogue is exercised as in production.
 */

interface PasswordPolicy {
  readonly MinimumLength?: number
  readonly RequireUppercase?: boolean
  readonly RequireLowercase?: boolean
  readonly RequireNumbers?: boolean
  readonly RequireSymbols?: boolean
}

/** Cognito's own wording for each unmet password rule, first failure only, as Cognito answers. */
export function passwordPolicyViolation(
  password: string,
  policy: PasswordPolicy | undefined,
): string | undefined {
  if (!policy) return undefined
  const minimum = policy.MinimumLength ?? 8
  if (password.length < minimum) return 'Password not long enough'
  if (policy.RequireUppercase && !/[A-Z]/.test(password)) {
    return 'Password must have uppercase characters'
  }
  if (policy.RequireLowercase && !/[a-z]/.test(password)) {
    return 'Password must have lowercase characters'
  }
  if (policy.RequireNumbers && !/[0-9]/.test(password))
    return 'Password must have numeric characters'
  if (policy.RequireSymbols && !/[^A-Za-z0-9]/.test(password)) {
    return 'Password must have symbol characters'
  }
  return undefined
}

interface ClientRequest {
  readonly ClientId: string
  readonly Username?: string
  readonly Password?: string
}

async function enforcePolicy(services: Services, request: ClientRequest, password: string) {
  const ctx = { logger: noLogger }
  const pool = await services.cognito.getUserPoolForClientId(ctx, request.ClientId)
  const policy = (pool.options as { Policies?: { PasswordPolicy?: PasswordPolicy } }).Policies
    ?.PasswordPolicy
  const violation = passwordPolicyViolation(password, policy)
  if (violation) {
    throw new CognitoError(
      'InvalidPasswordException',
      `Password did not conform with policy: ${violation}`,
    )
  }
}

const noop = () => undefined
// cognito-local's services take a pino logger; the gap code has nothing worth logging.
const noLogger = {
  debug: noop,
  info: noop,
  warn: noop,
  error: noop,
  child: () => noLogger,
} as unknown as Parameters<Route>[0]['logger']

/** ResendConfirmationCode: missing from the emulator; Amplify's resendSignUpCode calls it. */
function resendConfirmationCode(services: Services): Route {
  return async (ctx, request: ClientRequest & { ClientMetadata?: Record<string, string> }) => {
    const pool = await services.cognito.getUserPoolForClientId(ctx, request.ClientId)
    const user = await pool.getUserByUsername(ctx, request.Username ?? '')
    if (!user)
      throw new CognitoError('UserNotFoundException', 'Username/client id combination not found.')
    if (user.UserStatus === 'CONFIRMED') {
      throw new CognitoError('InvalidParameterException', 'User is already confirmed.')
    }
    const email = user.Attributes.find((attribute) => attribute.Name === 'email')?.Value
    if (!email) throw new CognitoError('InvalidParameterException', 'User has no email address.')
    const details = { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email } as const
    const code = services.otp()
    await services.messages.deliver(
      ctx,
      'ResendCode',
      request.ClientId,
      pool.options.Id,
      user,
      code,
      request.ClientMetadata,
      details,
    )
    await pool.saveUser(ctx, {
      ...user,
      ConfirmationCode: code,
      UserLastModifiedDate: services.clock.get(),
    } satisfies User)
    return { CodeDeliveryDetails: details }
  }
}

/**
 * GetTokensFromRefreshToken: the call Amplify 6.22 makes to refresh a session; the emulator only
 * knows the older InitiateAuth REFRESH_TOKEN_AUTH flow, which gives the same tokens.
 */
function getTokensFromRefreshToken(router: Router): Route {
  const initiateAuth = router('InitiateAuth')
  return async (ctx, request: { ClientId: string; RefreshToken?: string }) => {
    if (!request.RefreshToken) {
      throw new CognitoError('InvalidParameterException', 'RefreshToken is required.')
    }
    const result = (await initiateAuth(ctx, {
      ClientId: request.ClientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: request.RefreshToken },
    })) as { AuthenticationResult: { AccessToken: string; IdToken: string } }
    return {
      AuthenticationResult: {
        AccessToken: result.AuthenticationResult.AccessToken,
        IdToken: result.AuthenticationResult.IdToken,
        TokenType: 'Bearer',
        ExpiresIn: 3600,
      },
    }
  }
}

/** A USER_PASSWORD_AUTH sign-in of an account awaiting its first password must know the temporary one. */
async function checkTemporaryPassword(services: Services, request: Record<string, unknown>) {
  const parameters = request.AuthParameters as Record<string, unknown> | undefined
  if (request.AuthFlow !== 'USER_PASSWORD_AUTH' || typeof request.ClientId !== 'string') return
  if (typeof parameters?.USERNAME !== 'string') return
  const ctx = { logger: noLogger }
  const pool = await services.cognito.getUserPoolForClientId(ctx, request.ClientId)
  const user = await pool.getUserByUsername(ctx, parameters.USERNAME)
  if (user?.UserStatus === 'FORCE_CHANGE_PASSWORD' && user.Password !== parameters.PASSWORD) {
    throw new CognitoError('NotAuthorizedException', 'Incorrect username or password.')
  }
}

/**
 * The emulator's router with the gaps closed:
 * - ResendConfirmationCode and GetTokensFromRefreshToken exist;
 * - SignUp, ConfirmForgotPassword and the new-password challenge enforce the pool's password
 *   policy with Cognito's InvalidPasswordException;
 * - a wrong password at sign-in is NotAuthorizedException ('Incorrect username or password.'), as
 *   in Cognito, not the emulator's InvalidPasswordException;
 * - an account created with a temporary password gets the new-password challenge only for that
 *   password (the emulator issued it for any password, so anyone knowing the address could
 *   choose the account's password).
 */
export function closeGaps(router: Router, services: Services): Router {
  return (target) => {
    if (target === 'ResendConfirmationCode') return resendConfirmationCode(services)
    if (target === 'GetTokensFromRefreshToken') return getTokensFromRefreshToken(router)
    const route = router(target)
    return async (ctx, request: ClientRequest & Record<string, unknown>) => {
      if (target === 'SignUp' && typeof request.Password === 'string') {
        await enforcePolicy(services, request, request.Password)
      }
      if (target === 'ConfirmForgotPassword' && typeof request.Password === 'string') {
        await enforcePolicy(services, request, request.Password)
      }
      if (target === 'RespondToAuthChallenge') {
        const responses = request.ChallengeResponses as Record<string, string> | undefined
        if (typeof responses?.NEW_PASSWORD === 'string') {
          await enforcePolicy(services, request, responses.NEW_PASSWORD)
        }
      }
      if (target === 'InitiateAuth') await checkTemporaryPassword(services, request)
      try {
        return (await route(ctx, request)) as unknown
      } catch (error) {
        if (
          target === 'InitiateAuth' &&
          error instanceof CognitoError &&
          error.code === 'InvalidPasswordException'
        ) {
          throw new CognitoError('NotAuthorizedException', 'Incorrect username or password.')
        }
        throw error
      }
    }
  }
}

const STANDARD_CLAIMS = ['given_name', 'family_name', 'locale'] as const

/**
 * Cognito puts the user's standard attributes in the ID token; the emulator only the custom ones.
 * A pre-token-generation step adds them, so the SPA and the customer service read names as in
 * production.
 */
export function withStandardClaims(services: Services): Services['triggers'] {
  const { triggers } = services
  return {
    ...triggers,
    enabled: (name) => name === 'PreTokenGeneration' || triggers.enabled(name),
    preTokenGeneration: async (ctx, event) => {
      const base = triggers.enabled('PreTokenGeneration')
        ? await triggers.preTokenGeneration(ctx, event)
        : { claimsOverrideDetails: {} }
      const claims: Record<string, string> = {}
      for (const name of STANDARD_CLAIMS) {
        const value = event.userAttributes.find((attribute) => attribute.Name === name)?.Value
        if (value !== undefined) claims[name] = value
      }
      return {
        ...base,
        claimsOverrideDetails: {
          ...base.claimsOverrideDetails,
          claimsToAddOrOverride: {
            ...claims,
            ...base.claimsOverrideDetails.claimsToAddOrOverride,
          },
        },
      }
    },
  }
}
