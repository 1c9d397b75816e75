import type { JWTPayload } from 'jose'
import { STAFF_GROUP } from '../../../contract/staffPaths'

/**
 * The Cognito groups a verified token names. Cognito puts a user's groups in the ID and access
 * tokens as the `cognito:groups` claim, an array of group names (absent when the user is in
 * none); anything else there counts as no group.
 */
export function groupsOf(claims: JWTPayload): string[] {
  const groups = claims['cognito:groups']
  if (!Array.isArray(groups)) return []
  return groups.filter((group): group is string => typeof group === 'string')
}

/** Whether a verified token belongs to a member of the staff group. */
export const isStaff = (claims: JWTPayload): boolean => groupsOf(claims).includes(STAFF_GROUP)
