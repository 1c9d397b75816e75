import { describe, expect, it } from 'vitest'
import {
  accountFullName,
  accountInitials,
  accountShortName,
} from '../../src/features/shell/layout/account'

const user = (given_name: string, family_name: string, email = 'amira@example.ca') => ({
  given_name,
  family_name,
  email,
})

describe('the account entry names the customer', () => {
  it.each([
    [user('Amira', 'Haddad'), 'Amira', 'Amira Haddad', 'AH'],
    [user(' élodie ', 'tremblay'), 'élodie', 'élodie tremblay', 'ÉT'],
    [user('', 'Haddad'), 'Haddad', 'Haddad', 'H'],
    [user('', '', 'sam@example.ca'), 'sam', 'sam@example.ca', 'S'],
  ])('%o: short %s, full %s, initials %s', (who, short, full, initials) => {
    expect(accountShortName(who)).toBe(short)
    expect(accountFullName(who)).toBe(full)
    expect(accountInitials(who)).toBe(initials)
  })
})
