import { config } from '../../app/config'
import { idTokenFromCookies } from '../../lib/idTokenCookie'

/**
 * The one place the detail page learns whether a customer is signed in: the ID token Amplify
 * keeps in its cookies, read without Amplify code in the page's chunk.
 */
export function sessionIdToken(
  cookies: string = typeof document === 'undefined' ? '' : document.cookie,
  now: number = Date.now(),
): string | undefined {
  return idTokenFromCookies(cookies, config.cognito.clientId, now)
}
