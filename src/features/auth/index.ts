import type { AppDispatch } from '../../app/store'

/**
 * The auth feature's public face. Only light modules here: the shell imports this from the entry
 * bundle, so anything that loads Amplify is imported on demand.
 */
export {
  selectSessionStatus,
  selectSessionUser,
  type SessionStatus,
  type SessionUserState,
} from './sessionSlice'
export { useSessionStart, useSessionStatus } from './useSession'

/**
 * Signs out (clears the activeSession cookie, the session and local storage), then goes to `then`
 * after 100 ms or reloads the page.
 */
export async function signOut(
  dispatch: AppDispatch,
  then: { readonly path: string } | 'reload',
  basePath: string,
): Promise<void> {
  const { signOutAndLeave } = await import('./session')
  await signOutAndLeave(dispatch, then, basePath)
}

/** The sign-up code step, error keys and session refresh for screens that create an account in place. */
export const loadAccountFlow = () => import('./accountFlow')
