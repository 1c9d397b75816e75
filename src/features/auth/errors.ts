import { identityErrorKey, type IdentityErrorKey } from '../../lib/accountRules'

/** The catalogue key for whatever the identity provider (through Amplify) threw. */
export function errorKeyOf(error: unknown): IdentityErrorKey {
  if (error instanceof Error) return identityErrorKey(error.name, error.message)
  return 'general'
}
