import { config } from '../../app/config'

/**
 * The one place the detail page learns whether a customer is signed in. The accounts feature
 * signs in with Amplify, which keeps its Cognito tokens in secure cookies named
 * `CognitoIdentityServiceProvider.{clientId}.{user}.idToken` beside `….LastAuthUser`; this reads
 * that storage directly so the page needs no Amplify code in its chunk. When the accounts
 * feature exposes its own session accessor, this function is the only thing to rewire.
 */
export function sessionIdToken(
  cookies: string = typeof document === 'undefined' ? '' : document.cookie,
  now: number = Date.now(),
): string | undefined {
  const jar = new Map<string, string>()
  for (const part of cookies.split(';')) {
    const index = part.indexOf('=')
    if (index < 0) continue
    try {
      jar.set(
        decodeURIComponent(part.slice(0, index).trim()),
        decodeURIComponent(part.slice(index + 1).trim()),
      )
    } catch {
      // A cookie some other code wrote with a malformed escape is not ours.
    }
  }
  const prefix = `CognitoIdentityServiceProvider.${config.cognito.clientId}`
  const user = jar.get(`${prefix}.LastAuthUser`)
  if (!user) return undefined
  const token = jar.get(`${prefix}.${user}.idToken`)
  return token && unexpired(token, now) ? token : undefined
}

/** An ID token whose `exp` claim is still ahead; the server checks the signature. */
function unexpired(token: string, now: number): boolean {
  const payload = token.split('.')[1]
  if (!payload) return false
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/')) // base64url → base64
    const claims = JSON.parse(json) as { exp?: unknown }
    return typeof claims.exp === 'number' && claims.exp * 1000 > now
  } catch {
    return false
  }
}
