/**
 * Where the sign-in cookies live, as narrow as Amplify's cookie storage allows:
 * - the path is the app's base (`/real-estate`), so no other page of the domain receives them;
 * - `Secure` always, except over plain http on a loopback host (the local build), where a
 *   browser would refuse a secure cookie from a non-secure page;
 * - `SameSite=Strict`, so no other site's request carries them.
 * They stay readable by script: Amplify reads, refreshes and clears its tokens from the page
 * itself, and the services take the ID token as a bearer header, not as a cookie.
 */
export interface AuthCookieOptions {
  readonly path: string
  readonly secure: boolean
  readonly sameSite: 'strict'
  /** Days; the refresh token's own lifetime is the pool's (30 days). */
  readonly expires: number
}

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

export function authCookieOptions(
  location: Pick<Location, 'protocol' | 'hostname'>,
  basePath: string,
): AuthCookieOptions {
  const plainLocal = location.protocol === 'http:' && LOOPBACK_HOSTS.has(location.hostname)
  return {
    path: basePath === '' ? '/' : basePath,
    secure: !plainLocal,
    sameSite: 'strict',
    expires: 30,
  }
}

/** The `; path=…; samesite=strict[; secure]` attributes of a cookie written by hand. */
export function cookieAttributes(options: AuthCookieOptions): string {
  return `; path=${options.path}; samesite=strict${options.secure ? '; secure' : ''}`
}

/**
 * Sign-in cookies an earlier version wrote on path `/`: Amplify's (named after the app client)
 * and activeSession. Each is named once; expiring it on `/` leaves the base path's own.
 */
export function legacyRootCookieNames(cookies: string, clientId: string): string[] {
  const names = cookies
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter(
      (name) =>
        name === 'activeSession' || name.startsWith(`CognitoIdentityServiceProvider.${clientId}.`),
    )
  return [...new Set(names)]
}
