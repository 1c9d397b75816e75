import { config } from '../app/config'
import { idTokenFromCookies } from '../lib/idTokenCookie'

/**
 * The one source of the signed-in customer's ID token for service calls. Until the auth feature
 * registers Amplify behind it (it loads after the first screen, so the entry bundle never carries
 * Amplify), the token is read from the cookies Amplify keeps, so a signed-in customer's very first
 * calls already carry it; for guests there is no token.
 */
type TokenSource = () => Promise<string | undefined>

const fromCookies: TokenSource = () =>
  Promise.resolve(
    typeof document === 'undefined'
      ? undefined
      : idTokenFromCookies(document.cookie, config.cognito.clientId, Date.now()),
  )

let source: TokenSource = fromCookies
let guestCalls = 0

export function setIdTokenSource(next: TokenSource): void {
  source = next
}

/** The current ID token, or undefined for a guest (or when reading it fails). */
export async function idToken(): Promise<string | undefined> {
  let token: string | undefined
  try {
    token = await source()
  } catch {
    token = undefined
  }
  if (!token) guestCalls += 1
  return token
}

/**
 * How many calls have gone out without a token so far: when a session starts, data fetched as
 * a guest before it is stale (it lacks what only customers may see).
 */
export function guestCallCount(): number {
  return guestCalls
}
