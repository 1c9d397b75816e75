import type { NavLinkItem } from './links'

/** The account entry's links: the profile, then its Saved Homes and Saved Searches tabs. */
export const accountLinks: readonly NavLinkItem[] = [
  { to: '/auth/profile', label: 'account.profile' },
  { to: '/auth/profile?tab=savedHomes', label: 'account.savedHomes' },
  { to: '/auth/profile?tab=savedSearches', label: 'account.savedSearches' },
]

export interface AccountName {
  readonly given_name: string
  readonly family_name: string
  readonly email: string
}

/** The name the header shows: the given name, else the family name, else the email's local part. */
export function accountShortName(user: AccountName): string {
  const given = user.given_name.trim()
  if (given) return given
  const family = user.family_name.trim()
  if (family) return family
  return user.email.split('@')[0] ?? ''
}

/** The full name, for the account button's accessible name and the drawer's heading. */
export function accountFullName(user: AccountName): string {
  const full = `${user.given_name.trim()} ${user.family_name.trim()}`.trim()
  return full || user.email
}

/** Initials: the first letters of the given and family names, else of the email; upper case. */
export function accountInitials(user: AccountName): string {
  const letters = [user.given_name, user.family_name].map((part) => part.trim().charAt(0)).join('')
  return (letters || user.email.trim().charAt(0)).toLocaleUpperCase()
}
