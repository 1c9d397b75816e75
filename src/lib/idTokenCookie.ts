/**
 * The signed-in customer's ID token as Amplify keeps it: secure cookies named
 * `CognitoIdentityServiceProvider.{clientId}.{user}.idToken` beside `….LastAuthUser`
 * (ARCHITECTURE.md, Auth). Reading them needs no Amplify code, so any chunk can tell whether a
 * customer is signed in. Only an unexpired token counts; the services check the signature.
 */
function cookieJar(cookies: string): Map<string, string> {
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
  return jar
}

const lastAuthUser = (jar: Map<string, string>, clientId: string) =>
  jar.get(`CognitoIdentityServiceProvider.${clientId}.LastAuthUser`)

export function idTokenFromCookies(
  cookies: string,
  clientId: string,
  now: number,
): string | undefined {
  const jar = cookieJar(cookies)
  const user = lastAuthUser(jar, clientId)
  if (!user) return undefined
  const token = jar.get(`CognitoIdentityServiceProvider.${clientId}.${user}.idToken`)
  return token && unexpired(token, now) ? token : undefined
}

/**
 * Whether the identity provider keeps tokens for someone in this browser (its LastAuthUser
 * cookie), even an expired ID token that a refresh token can renew. Without it there is no
 * session to ask about.
 */
export function hasStoredSession(cookies: string, clientId: string): boolean {
  return Boolean(lastAuthUser(cookieJar(cookies), clientId))
}

/** An ID token whose `exp` claim is still ahead. */
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
