import { describe, expect, it } from 'vitest'
import { isStaffToken, staffGateVerdict } from '../../src/lib/staffGroup'

const tokenWith = (claims: object) =>
  `h.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.s`

describe('the staff group in an ID token', () => {
  it.each([
    [{ 'cognito:groups': ['staff'] }, true],
    [{ 'cognito:groups': ['realtors', 'staff'] }, true],
    [{ 'cognito:groups': ['realtors'] }, false],
    [{ 'cognito:groups': 'staff' }, false],
    [{ 'custom:group': 'staff' }, false],
    [{}, false],
  ])('%j: %s', (claims, staff) => {
    expect(isStaffToken(tokenWith(claims))).toBe(staff)
  })

  it('is absent from no token or a malformed one', () => {
    expect(isStaffToken(undefined)).toBe(false)
    expect(isStaffToken('not-a-token')).toBe(false)
    expect(isStaffToken('a.%%%.b')).toBe(false)
  })
})

const staff = tokenWith({ 'cognito:groups': ['staff'] })
const customer = tokenWith({ 'cognito:groups': [] })

describe("the staff view's door", () => {
  it.each([
    ['unknown', staff, 'wait'],
    ['unknown', undefined, 'wait'],
    ['inactive', undefined, 'signIn'],
    ['inactive', staff, 'signIn'],
    ['active', null, 'wait'],
    ['active', undefined, 'forbidden'],
    ['active', customer, 'forbidden'],
    ['active', staff, 'open'],
  ] as const)('session %s, token %s: %s', (session, token, verdict) => {
    expect(staffGateVerdict(session, token)).toBe(verdict)
  })
})
