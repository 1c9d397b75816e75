import { http, HttpResponse } from 'msw'

/**
 * The Cognito user-pool API as the real Amplify client calls it (JSON 1.1 over POST, the action in
 * `x-amz-target`), answered by MSW. Component tests run Amplify unchanged against these answers;
 * Playwright runs it against the cognito-local emulator.
 */
export const cognitoUrl = 'http://127.0.0.1:9229/'

export type CognitoAction =
  | 'InitiateAuth'
  | 'RespondToAuthChallenge'
  | 'SignUp'
  | 'ConfirmSignUp'
  | 'ResendConfirmationCode'
  | 'ForgotPassword'
  | 'ConfirmForgotPassword'
  | 'GetTokensFromRefreshToken'
  | 'RevokeToken'
  | 'GlobalSignOut'

export interface CognitoCall {
  readonly action: CognitoAction
  readonly body: Record<string, unknown>
}

type Answer = (body: Record<string, unknown>) => Response | Record<string, unknown>

/** A Cognito error as the service sends it: 400 with the type in `__type`. */
export function cognitoError(type: string, message: string): Response {
  return HttpResponse.json(
    { __type: type, message },
    { status: 400, headers: { 'x-amzn-errortype': type } },
  )
}

function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
}

/** An unsigned token shaped like Cognito's (the client decodes, it never verifies). */
export function fakeToken(claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000)
  return [
    base64url({ alg: 'RS256', kid: 'test' }),
    base64url({ iat: now, exp: now + 3600, ...claims }),
    'c2lnbmF0dXJl',
  ].join('.')
}

/** A successful USER_PASSWORD_AUTH answer for an address. */
export function signedIn(email: string): Record<string, unknown> {
  const sub = `sub-${email}`
  return {
    AuthenticationResult: {
      AccessToken: fakeToken({ token_use: 'access', sub, username: sub, client_id: 'test' }),
      IdToken: fakeToken({
        token_use: 'id',
        sub,
        email,
        given_name: 'Amira',
        family_name: 'Haddad',
        aud: 'homewise-local-client',
        'cognito:username': sub,
      }),
      RefreshToken: 'refresh-token',
      ExpiresIn: 3600,
      TokenType: 'Bearer',
    },
    ChallengeParameters: {},
  }
}

const defaults: Record<CognitoAction, Answer> = {
  InitiateAuth: (body) =>
    signedIn(String((body.AuthParameters as Record<string, string>).USERNAME)),
  RespondToAuthChallenge: () => signedIn('challenged@example.ca'),
  SignUp: () => ({ UserConfirmed: false, UserSub: 'new-sub' }),
  ConfirmSignUp: () => ({}),
  ResendConfirmationCode: () => ({
    CodeDeliveryDetails: { DeliveryMedium: 'EMAIL', Destination: 'a***@e***' },
  }),
  ForgotPassword: () => ({
    CodeDeliveryDetails: { DeliveryMedium: 'EMAIL', Destination: 'a***@e***' },
  }),
  ConfirmForgotPassword: () => ({}),
  GetTokensFromRefreshToken: () => cognitoError('NotAuthorizedException', 'Refresh Token expired'),
  RevokeToken: () => ({}),
  GlobalSignOut: () => ({}),
}

/**
 * Answers the user-pool API: each action by `answers[action]` when given, else a plain success.
 * Returns the list of calls, in order, for the test to check what was sent.
 */
export function cognito(answers: Partial<Record<CognitoAction, Answer>> = {}) {
  const calls: CognitoCall[] = []
  const handler = http.post(cognitoUrl, async ({ request }) => {
    const target = request.headers.get('x-amz-target') ?? ''
    const action = target.replace('AWSCognitoIdentityProviderService.', '') as CognitoAction
    const body = (await request.json()) as Record<string, unknown>
    calls.push({ action, body })
    const answer = answers[action] ?? defaults[action]
    // An action no test expected fails as the real service would for an unknown operation.
    if (!(action in defaults)) return cognitoError('UnknownOperationException', target)
    const result = answer(body)
    return result instanceof Response
      ? result
      : HttpResponse.json(result, { headers: { 'content-type': 'application/x-amz-json-1.1' } })
  })
  return { handler, calls }
}
