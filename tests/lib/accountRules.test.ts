import { describe, expect, it } from 'vitest'
import {
  emailProblem,
  identityErrorKey,
  isCompleteCode,
  passwordMismatch,
  passwordProblems,
  resetCodeInput,
} from '../../src/lib/accountRules'
import en from '../../src/locales/en/auth.json'

describe('email (local part, @, a domain with a dot, a 2 to 4 letter ending)', () => {
  it.each([
    ['buyer@example.ca', undefined],
    ['first.last+tag@mail.example.info', undefined],
    ['  buyer@example.ca  ', undefined],
    ['buyer@example', 'emailFormat'],
    ['buyer@example.c', 'emailFormat'],
    ['buyer@example.museum', 'emailFormat'],
    ['buyer example@example.ca', 'emailFormat'],
    ['@example.ca', 'emailFormat'],
    ['buyer@@example.ca', 'emailFormat'],
    ['', 'emailFormat'],
  ])('%j → %s', (email, expected) => {
    expect(emailProblem(email)).toBe(expected)
  })
})

describe('password (8+ characters, a number, a symbol, upper and lower case)', () => {
  it.each([
    ['', ['userDetailsPasswordError']],
    ['Ab1!', ['userDetailsPasswordErrorLength']],
    ['abcdefg1!', ['passwordUppercase']],
    ['ABCDEFG1!', ['passwordLowercase']],
    ['Abcdefgh!', ['passwordNumber']],
    ['Abcdefgh1', ['passwordSymbol']],
    [
      'abc',
      ['userDetailsPasswordErrorLength', 'passwordUppercase', 'passwordNumber', 'passwordSymbol'],
    ],
    ['Secret#2026', []],
    // Cognito counts only A-Z as upper case, so the SPA does too.
    ['Ünïcode#2026a', ['passwordUppercase']],
  ] as [string, string[]][])('%j → %j', (password, expected) => {
    expect(passwordProblems(password)).toEqual(expected)
  })

  it('reports a confirmation that differs (on the password field)', () => {
    expect(passwordMismatch('Secret#2026', 'Secret#2026')).toBeUndefined()
    expect(passwordMismatch('Secret#2026', 'secret#2026')).toBe('userDetailsPasswordErrorMatch')
  })

  it('has a message for every problem', () => {
    for (const key of [
      'userDetailsPasswordError',
      'userDetailsPasswordErrorLength',
      'userDetailsPasswordErrorMatch',
      'passwordUppercase',
      'passwordLowercase',
      'passwordNumber',
      'passwordSymbol',
    ] as const) {
      expect(en.errors[key]).toBeTruthy()
    }
  })
})

describe('reset code (at most 6 characters, digits only, no negatives)', () => {
  it.each([
    ['123456', '123456'],
    ['1234567', '123456'],
    ['-12345', '12345'],
    ['12a3 45', '12345'],
    ['١٢٣', ''],
  ])('typing %j keeps %j', (typed, kept) => {
    expect(resetCodeInput(typed)).toBe(kept)
  })

  it('accepts exactly six digits', () => {
    expect(isCompleteCode('123456')).toBe(true)
    expect(isCompleteCode('12345')).toBe(false)
  })
})

describe('the sign-in error catalogue: each identity-provider result has its message', () => {
  it.each([
    [
      'UserNotConfirmedException',
      '',
      'The account with given email address has not been verified.',
    ],
    ['UserNotFoundException', '', 'We have no record of an account with the given email address.'],
    [
      'NotAuthorizedException',
      'Incorrect username or password.',
      'Your email or password is incorrect. Please try again.',
    ],
    ['ResourceNotFoundException', '', "We're Sorry, please refresh the page and try again."],
    [
      'LimitExceededException',
      '',
      'Something went wrong on our end, please try again in a few minutes, or, try using a different email address.',
    ],
    ['UsernameExistsException', 'User already exists', 'Your email is already registered.'],
    ['CodeMismatchException', '', 'The code you entered is incorrect. Please try again.'],
    [
      'ExpiredCodeException',
      'Invalid code provided',
      'The code you entered is incorrect. Please try again.',
    ],
    [
      'NotAuthorizedException',
      'Password attempts exceeded',
      'Attempt limit exceeded, please try after some time.',
    ],
    [
      'NotAuthorizedException',
      'User cannot be confirmed. Current status is CONFIRMED',
      'Your email is already confirmed.',
    ],
    ['InvalidParameterException', 'User is already confirmed.', 'Your email is already confirmed.'],
    [
      'InvalidPasswordException',
      'Password did not conform with policy: Password must have uppercase characters',
      'Your password must contain an uppercase letter.',
    ],
    [
      'InvalidPasswordException',
      'Password did not conform with policy: Password must have lowercase characters',
      'Your password must contain a lowercase letter.',
    ],
    [
      'InvalidPasswordException',
      'Password did not conform with policy: Password must have numeric characters',
      'Your password must contain a number.',
    ],
    [
      'InvalidPasswordException',
      'Password did not conform with policy: Password must have symbol characters',
      'Your password must contain a symbol.',
    ],
    [
      'InvalidPasswordException',
      'Password did not conform with policy: Password not long enough',
      'Your password must be at least 8 characters long.',
    ],
  ])('%s (%s) → %j', (name, message, text) => {
    expect(en.errors[identityErrorKey(name, message)]).toBe(text)
  })

  it('gives a refresh-and-retry message to invalid parameters and unknown errors', () => {
    expect(en.errors[identityErrorKey('InvalidParameterException', 'x')]).toMatch(/refresh/)
    expect(en.errors[identityErrorKey('SomethingNew')]).toMatch(/refresh/)
  })
})
