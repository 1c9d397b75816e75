/**
 * What a screen outside the auth pages needs to create an account in place (the pre-approval's
 * guest applicant): loaded on demand through index.ts, so Amplify stays out of the entry bundle.
 */
export { ConfirmCodeStep } from './ConfirmCodeStep'
export { errorKeyOf } from './errors'
export { refreshSession } from './session'
export { authStrings } from './strings'
