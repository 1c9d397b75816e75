/**
 * The one source of the signed-in customer's ID token for service calls. The auth feature
 * registers Amplify behind it when it loads, so the entry bundle never carries Amplify; until
 * then, and for guests, there is no token.
 */
type TokenSource = () => Promise<string | undefined>

let source: TokenSource = () => Promise.resolve(undefined)

export function setIdTokenSource(next: TokenSource): void {
  source = next
}

/** The current ID token, or undefined for a guest (or when reading it fails). */
export async function idToken(): Promise<string | undefined> {
  try {
    return await source()
  } catch {
    return undefined
  }
}
