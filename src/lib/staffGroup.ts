import { STAFF_GROUP } from '../../contract/staffPaths'

/**
 * Whether an ID token names the staff group in its `cognito:groups` claim. It only decides what
 * the SPA loads and shows: the staff service checks the token's signature and refuses the rest.
 */
export function isStaffToken(token: string | undefined): boolean {
  const payload = token?.split('.')[1]
  if (!payload) return false
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/')) // base64url → base64
    const groups = (JSON.parse(json) as { 'cognito:groups'?: unknown })['cognito:groups']
    return Array.isArray(groups) && groups.includes(STAFF_GROUP)
  } catch {
    return false
  }
}

/** What the staff view's door does: wait, send to sign in, refuse, or open. */
export type StaffGateVerdict = 'wait' | 'signIn' | 'forbidden' | 'open'

/**
 * The door's rule: nothing is decided while the session (or its token) is still being read; a
 * visitor without a session signs in first; a session whose token lacks the staff group is
 * refused; only a staff token opens the view (and so loads its code).
 */
export function staffGateVerdict(
  session: 'unknown' | 'active' | 'inactive',
  token: string | undefined | null,
): StaffGateVerdict {
  if (session === 'unknown') return 'wait'
  if (session === 'inactive') return 'signIn'
  if (token === null) return 'wait'
  return isStaffToken(token) ? 'open' : 'forbidden'
}
