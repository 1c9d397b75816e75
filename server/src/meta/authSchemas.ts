import { Type } from 'typebox'
import { EMAIL_PATTERN, LEAD_LIMITS, LeadUser } from '../../../contract/lead'

/**
 * The account forms' schemas, served only: the SPA fetches them
 * through the homewise meta call's Link header, and the identity provider, not this service,
 * receives what they guard. That a password equals its confirmation is the SPA's own check: plain
 * JSON Schema cannot compare two fields.
 */

const Email = Type.String({
  title: 'Email',
  maxLength: LEAD_LIMITS.emailMax,
  pattern: EMAIL_PATTERN,
})

/** At least 8 characters with a number, a symbol, and upper and lower case; Cognito's max. */
const Password = (title: string) =>
  Type.String({
    title,
    minLength: 8,
    maxLength: 256,
    pattern: '^(?=.*[0-9])(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z0-9])',
  })

const form = { additionalProperties: false } as const

export const LoginForm = Type.Object(
  { email: Email, password: Password('Password') },
  { ...form, title: 'Login' },
)

export const RegisterForm = Type.Object(
  {
    name: LeadUser.properties.name,
    email: Email,
    password: Password('Password'),
    passwordConfirm: Password('Confirm password'),
  },
  { ...form, title: 'New account' },
)

export const ResetForm = Type.Object(
  {
    code: Type.String({ title: 'Verification code', pattern: '^[0-9]{6}$' }),
    password: Password('New password'),
    passwordConfirm: Password('Confirm password'),
    email: Email,
  },
  { ...form, title: 'Reset password' },
)

export const EmailForm = Type.Object({ email: Email }, { ...form, title: 'Verify email' })
