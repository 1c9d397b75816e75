import { EMAIL_PATTERN } from '../../contract/lead'

/**
 * Account form rules, answered as i18n keys so every form shows the same words for a rule.
 */

/** The contract's e-mail rule: local part, @, a domain with a dot, an ending of 2 to 4 letters. */
export const EMAIL_FORMAT = new RegExp(EMAIL_PATTERN)

export const PASSWORD_MIN_LENGTH = 8
export const RESET_CODE_LENGTH = 6

export type PasswordProblem =
  | 'userDetailsPasswordError'
  | 'userDetailsPasswordErrorLength'
  | 'passwordUppercase'
  | 'passwordLowercase'
  | 'passwordNumber'
  | 'passwordSymbol'

/** undefined when the address is acceptable, otherwise the key of `errors:email.format`. */
export function emailProblem(email: string): 'emailFormat' | undefined {
  return EMAIL_FORMAT.test(email.trim()) ? undefined : 'emailFormat'
}

/**
 * Every rule the password breaks, in the order they are shown: empty, shorter than 8, then each
 * missing class (upper case, lower case, number, symbol).
 */
export function passwordProblems(password: string): PasswordProblem[] {
  if (password === '') return ['userDetailsPasswordError']
  const problems: PasswordProblem[] = []
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('userDetailsPasswordErrorLength')
  if (!/[A-Z]/.test(password)) problems.push('passwordUppercase')
  if (!/[a-z]/.test(password)) problems.push('passwordLowercase')
  if (!/[0-9]/.test(password)) problems.push('passwordNumber')
  if (!/[^A-Za-z0-9]/.test(password)) problems.push('passwordSymbol')
  return problems
}

/** Sign-up and reset: a confirmation that differs is reported on the password field. */
export function passwordMismatch(
  password: string,
  confirmation: string,
): 'userDetailsPasswordErrorMatch' | undefined {
  return password === confirmation ? undefined : 'userDetailsPasswordErrorMatch'
}

/** What the reset code field keeps of what is typed: digits only, at most 6 (no minus sign). */
export function resetCodeInput(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, RESET_CODE_LENGTH)
}

export function isCompleteCode(code: string): boolean {
  return new RegExp(`^\\d{${String(RESET_CODE_LENGTH)}}$`).test(code)
}

/** The identity-provider results the error catalogue names. */
export type IdentityErrorKey =
  | 'userNotConfirmed'
  | 'userNotFound'
  | 'notAuthorized'
  | 'resourceNotFound'
  | 'limitExceeded'
  | 'usernameExists'
  | 'invalidParameter'
  | 'codeMismatch'
  | 'attemptLimit'
  | 'alreadyConfirmed'
  | 'currentPassword'
  | 'passwordUppercase'
  | 'passwordLowercase'
  | 'passwordNumber'
  | 'passwordSymbol'
  | 'userDetailsPasswordErrorLength'
  | 'general'

/**
 * The message key for an identity-provider error, from its name and message (Cognito reports some
 * distinct results under one name, e.g. the attempt limit under NotAuthorizedException).
 */
export function identityErrorKey(name: string, message = ''): IdentityErrorKey {
  const text = message.toLowerCase()
  switch (name) {
    case 'UserNotConfirmedException':
      return 'userNotConfirmed'
    case 'UserNotFoundException':
      return 'userNotFound'
    case 'NotAuthorizedException':
      if (text.includes('attempt limit') || text.includes('attempts exceeded')) {
        return 'attemptLimit'
      }
      if (text.includes('current status is confirmed')) return 'alreadyConfirmed'
      return 'notAuthorized'
    case 'ResourceNotFoundException':
      return 'resourceNotFound'
    case 'LimitExceededException':
    case 'TooManyRequestsException':
      return 'limitExceeded'
    case 'UsernameExistsException':
    case 'AliasExistsException':
      return 'usernameExists'
    case 'CodeMismatchException':
    case 'ExpiredCodeException':
      return 'codeMismatch'
    case 'InvalidParameterException':
      return text.includes('already confirmed') ? 'alreadyConfirmed' : 'invalidParameter'
    case 'InvalidPasswordException':
      if (text.includes('uppercase')) return 'passwordUppercase'
      if (text.includes('lowercase')) return 'passwordLowercase'
      if (text.includes('numeric')) return 'passwordNumber'
      if (text.includes('symbol')) return 'passwordSymbol'
      if (text.includes('long enough')) return 'userDetailsPasswordErrorLength'
      return 'currentPassword'
    default:
      return 'general'
  }
}
