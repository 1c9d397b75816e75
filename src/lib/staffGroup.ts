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
