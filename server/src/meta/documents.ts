import type { TSchema } from 'typebox'
import { LEAD_SCHEMA_PATH, LINK_RELATIONS, Lead } from '../../../contract/lead'
import { EmailForm, LoginForm, RegisterForm, ResetForm } from './authSchemas'

/** The product group whose meta call also lists the account forms. */
export const ACCOUNT_GROUP = 'homewise'

export interface SchemaDocument {
  /** The Link relation the SPA looks the document up by. */
  readonly rel: string
  readonly path: string
  /** The form's name, for the OpenAPI summary. */
  readonly title: string
  readonly schema: TSchema
  /** Listed for the account group only; the lead schema is listed for every group. */
  readonly accountOnly: boolean
}

export const SCHEMA_DOCUMENTS: readonly SchemaDocument[] = [
  {
    rel: LINK_RELATIONS.leadSchema,
    path: LEAD_SCHEMA_PATH,
    title: 'lead',
    schema: Lead,
    accountOnly: false,
  },
  {
    rel: LINK_RELATIONS.login,
    title: 'login',
    path: '/schemas/auth-login.json',
    schema: LoginForm,
    accountOnly: true,
  },
  {
    rel: LINK_RELATIONS.register,
    title: 'new account',
    path: '/schemas/auth-register.json',
    schema: RegisterForm,
    accountOnly: true,
  },
  {
    rel: LINK_RELATIONS.reset,
    title: 'reset password',
    path: '/schemas/auth-reset.json',
    schema: ResetForm,
    accountOnly: true,
  },
  {
    rel: LINK_RELATIONS.email,
    title: 'verify email',
    path: '/schemas/auth-email.json',
    schema: EmailForm,
    accountOnly: true,
  },
]

export function documentsFor(group: string): readonly SchemaDocument[] {
  return SCHEMA_DOCUMENTS.filter((document) => !document.accountOnly || group === ACCOUNT_GROUP)
}

/** The served text: the schema as declared, labelled with the draft its keywords belong to. */
export function documentText(schema: TSchema): string {
  return JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', ...schema })
}
