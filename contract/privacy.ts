import { Type, type Static } from 'typebox'
import { LANGUAGES } from './customer'

/** `GET /user/data-export`: JSON (the default) or the readable page, in a language. */
export const DataExportQuery = Type.Object(
  {
    format: Type.Optional(Type.Enum(['json', 'html'] as const, { title: 'Format' })),
    language: Type.Optional(Type.Enum(LANGUAGES, { title: 'Language' })),
  },
  { additionalProperties: false },
)
export type DataExportQuery = Static<typeof DataExportQuery>

/**
 * A staff read of one of the caller's applications, as the customer sees it: when, and what was
 * read. The staff member is not named: see docs/decisions (privacy rights).
 */
export const StaffRead = Type.Object({
  at: Type.String(),
  applicationId: Type.Integer(),
  /** A document of the application, or the application itself. */
  what: Type.Enum(['application', 'document'] as const, { title: 'What' }),
})
export type StaffRead = Static<typeof StaffRead>

export const StaffReads = Type.Object({ reads: Type.Array(StaffRead) })
export type StaffReads = Static<typeof StaffReads>
