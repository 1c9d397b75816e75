import { describe, expect, it } from 'vitest'
import { applicantName } from '../../src/staff/applicationReads'
import { leadColumnsChange } from '../../src/staff/leadInbox'
import { groupsOf, isStaff } from '../../src/staff/staffAccess'

const now = new Date('2026-11-29T12:00:00.000Z')
const at = now.toISOString()

describe('the groups a token names', () => {
  it.each([
    [{ 'cognito:groups': ['staff'] }, ['staff'], true],
    [{ 'cognito:groups': ['realtors', 'staff'] }, ['realtors', 'staff'], true],
    [{ 'cognito:groups': ['realtors'] }, ['realtors'], false],
    [{ 'cognito:groups': [] }, [], false],
    [{}, [], false],
    [{ 'cognito:groups': 'staff' }, [], false],
    [{ 'cognito:groups': ['Staff'] }, ['Staff'], false],
    [{ 'cognito:groups': [7, 'staff'] }, ['staff'], true],
    [{ 'custom:group': 'staff' }, [], false],
  ])('%j: %j, staff %s', (claims, groups, staff) => {
    expect(groupsOf(claims)).toEqual(groups)
    expect(isStaff(claims)).toBe(staff)
  })
})

describe('what a staff update writes on a lead', () => {
  it.each([
    ['new', { status: 'contacted' }, { status: 'contacted', status_changed_at: at }],
    ['contacted', { status: 'contacted' }, {}],
    ['contacted', { status: 'closed' }, { status: 'closed', status_changed_at: at }],
    ['closed', { status: 'new' }, { status: 'new', status_changed_at: at }],
    ['new', { note: ' Call at 5 ' }, { staff_note: 'Call at 5' }],
    ['new', { note: '   ' }, { staff_note: null }],
    ['new', { note: '' }, { staff_note: null }],
    [
      'new',
      { status: 'contacted', note: 'Left a message' },
      { status: 'contacted', status_changed_at: at, staff_note: 'Left a message' },
    ],
  ] as const)('%s + %j: %j', (status, update, change) => {
    expect(leadColumnsChange({ status }, update, now)).toEqual(change)
  })
})

describe("the applicant's name", () => {
  it.each([
    [{ applicant: { firstName: 'Amira', lastName: 'Haddad' } }, 'Amira Haddad'],
    [{ applicant: { firstName: 'Amira' } }, 'Amira'],
    [{ applicant: { lastName: 'Haddad' } }, 'Haddad'],
    [{}, ''],
  ])('%j: %s', (fields, name) => {
    expect(applicantName(fields)).toBe(name)
  })
})
