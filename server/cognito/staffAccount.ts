/**
 * The local pool's one staff account, in the `staff` group as a Cognito administrator would put
 * it, so the staff view can be used on a fresh clone (the README lists it with its password).
 * Its password is for this emulator only; a real pool's staff are added by an administrator.
 */
export const LOCAL_STAFF = {
  sub: '5a1f0000-0000-4000-8000-00000000057a',
  email: 'staff@homewise.test',
  password: 'Staff-Local-2026!',
  givenName: 'Sam',
  familyName: 'Staff',
  group: 'staff',
} as const

interface PoolData {
  Users?: Record<string, unknown>
  Groups?: Record<string, { members?: string[] } & Record<string, unknown>>
}

/**
 * The pool's users and groups with the staff account and its group added when missing. An
 * account already there (its password changed, say) is kept as it is, and so are other members.
 */
export function withStaffAccount(
  pool: PoolData,
  now: string,
): Required<Pick<PoolData, 'Users' | 'Groups'>> {
  const users = { ...pool.Users }
  const groups = { ...pool.Groups }
  const username = LOCAL_STAFF.sub
  users[username] ??= {
    Username: username,
    Password: LOCAL_STAFF.password,
    Attributes: [
      { Name: 'sub', Value: LOCAL_STAFF.sub },
      { Name: 'email', Value: LOCAL_STAFF.email },
      { Name: 'email_verified', Value: 'true' },
      { Name: 'given_name', Value: LOCAL_STAFF.givenName },
      { Name: 'family_name', Value: LOCAL_STAFF.familyName },
      { Name: 'locale', Value: 'en' },
    ],
    Enabled: true,
    UserStatus: 'CONFIRMED',
    UserCreateDate: now,
    UserLastModifiedDate: now,
    RefreshTokens: [],
  }
  const group = groups[LOCAL_STAFF.group] ?? {
    GroupName: LOCAL_STAFF.group,
    Description: 'Brokerage staff: the staff view (leads, applications)',
    CreationDate: now,
    LastModifiedDate: now,
  }
  const members = new Set(group.members ?? [])
  members.add(username)
  groups[LOCAL_STAFF.group] = { ...group, members: [...members] }
  return { Users: users, Groups: groups }
}
