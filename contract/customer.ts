import { Type, type Static } from 'typebox'
import { ApplicationSummary } from './application'
import { ExpressConsent } from './consent'
import { EMAIL_PATTERN, LEAD_LIMITS, MLS_NUMBER_PATTERN, PHONE_PATTERN } from './lead'

/**
 * The customer service's contract:
 * the caller's profile, a dashboard summary, and the homes and searches they keep. Every call
 * carries the caller's ID token; the service acts only on the caller's own rows.
 */

export const SAVED_LIMITS = {
  /** Enough for anyone's shortlist; keeps one account from filling the database. */
  homesMax: 500,
  searchesMax: 100,
  searchNameMax: 60,
  /** A search is an app path with its query string (filters, place), as the URL mirrors it. */
  searchPathMax: 2000,
  polygonPointsMax: 200,
  addressMax: LEAD_LIMITS.addressMax,
} as const

/** How often a saved search e-mails what is new: instant means within five minutes. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]
export const DEFAULT_ALERT_FREQUENCY: AlertFrequency = 'daily'

export const AlertFrequencyValue = Type.Enum(ALERT_FREQUENCIES, { title: 'Alert frequency' })

/** The languages e-mails are written in. */
export const LANGUAGES = ['en', 'fr'] as const
export type Language = (typeof LANGUAGES)[number]

/**
 * Control characters: C0 (NUL, tab, line breaks…), DEL and C1. None belongs in a name, and a line
 * break in an e-mail subject or header could start a header of its own, so names refuse them all.
 */
export const CONTROL_CHARACTERS = '\\u0000-\\u001F\\u007F-\\u009F'

/** A one-line name: something besides blanks, and no control character anywhere. */
export const PLAIN_NAME_PATTERN = `^[^${CONTROL_CHARACTERS}]*[^\\s${CONTROL_CHARACTERS}][^${CONTROL_CHARACTERS}]*$`

/** A customer's first or last name: what the lead forms take, on one plain line. */
const PersonName = (title: string) =>
  Type.String({ title, minLength: 1, maxLength: LEAD_LIMITS.nameMax, pattern: PLAIN_NAME_PATTERN })

/** Only a path inside the app: one leading slash, no `//`, no backslash, no control characters. */
export const APP_PATH_PATTERN = '^/(?![/\\\\])[^\\\\\\s]*$'

export const CustomerUser = Type.Object(
  {
    id: Type.String({ description: "The identity provider's subject (sub)" }),
    email: Type.String(),
    given_name: Type.String(),
    family_name: Type.String(),
    phone: Type.Union([Type.String(), Type.Null()]),
    emailNotifications: Type.Boolean(),
    /** The language of the customer's e-mails. */
    language: Type.Optional(Type.Enum(LANGUAGES)),
    /** ISO date and time of the first call with this account's token. */
    registered: Type.String(),
  },
  { additionalProperties: false },
)
export type CustomerUser = Static<typeof CustomerUser>

export const UserUpdate = Type.Object(
  {
    name: Type.Optional(
      Type.Object(
        { first: PersonName('First name'), last: PersonName('Last name') },
        { title: 'Name', additionalProperties: false },
      ),
    ),
    phone: Type.Optional(
      Type.Union([Type.String({ title: 'Phone', pattern: PHONE_PATTERN }), Type.Null()]),
    ),
    emailNotifications: Type.Optional(Type.Boolean({ title: 'Email Notifications' })),
    language: Type.Optional(Type.Enum(LANGUAGES, { title: 'Language' })),
    // Express consent to commercial e-mail, ticked on the sign-up form; recorded with its wording
    // and the service's date. Leaving it out changes nothing already recorded.
    consent: Type.Optional(ExpressConsent),
  },
  { additionalProperties: false, minProperties: 1 },
)
export type UserUpdate = Static<typeof UserUpdate>

export const EmailCheckBody = Type.Object(
  {
    email: Type.String({ maxLength: LEAD_LIMITS.emailMax, pattern: EMAIL_PATTERN }),
    type: Type.Union([Type.Literal('account'), Type.Literal('applicant')]),
  },
  { additionalProperties: false },
)
export const EmailCheckResponse = Type.Object({
  email: Type.String(),
  type: Type.String(),
  /** True when the address is the caller's own account address. */
  matchesAccount: Type.Boolean(),
})

export const SavedHomeInput = Type.Object(
  {
    mlsNumber: Type.String({ pattern: MLS_NUMBER_PATTERN }),
    boardId: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    address: Type.String({ minLength: 1, maxLength: SAVED_LIMITS.addressMax }),
    /** The detail page's path, so the profile links back to the home. */
    path: Type.String({ maxLength: SAVED_LIMITS.searchPathMax, pattern: APP_PATH_PATTERN }),
    price: Type.Union([Type.Number({ minimum: 0, maximum: 1e10 }), Type.Null()]),
    imageKey: Type.Union([Type.String({ maxLength: 200, pattern: '^[\\w./-]+$' }), Type.Null()]),
  },
  { additionalProperties: false },
)
export type SavedHomeInput = Static<typeof SavedHomeInput>

/** What last happened to a saved home, as the alert job saw it. */
export const HOME_CHANGES = [
  'priceDrop',
  'priceRise',
  'sold',
  'leased',
  'terminated',
  'expired',
  'backOnMarket',
] as const
export type HomeChange = (typeof HOME_CHANGES)[number]

export const SavedHome = Type.Object({
  ...SavedHomeInput.properties,
  id: Type.Integer(),
  savedAt: Type.String(),
  latestChange: Type.Optional(
    Type.Union([
      Type.Object({
        kind: Type.Enum(HOME_CHANGES),
        at: Type.String(),
        price: Type.Union([Type.Number(), Type.Null()]),
      }),
      Type.Null(),
    ]),
  ),
})
export type SavedHome = Static<typeof SavedHome>

const LngLat = Type.Tuple([
  Type.Number({ minimum: -180, maximum: 180 }),
  Type.Number({ minimum: -90, maximum: 90 }),
])

export const SavedSearchInput = Type.Object(
  {
    name: Type.String({
      minLength: 1,
      maxLength: SAVED_LIMITS.searchNameMax,
      pattern: PLAIN_NAME_PATTERN,
    }),
    path: Type.String({
      minLength: 1,
      maxLength: SAVED_LIMITS.searchPathMax,
      pattern: APP_PATH_PATTERN,
    }),
    polygon: Type.Union([
      Type.Array(LngLat, { minItems: 3, maxItems: SAVED_LIMITS.polygonPointsMax }),
      Type.Null(),
    ]),
    frequency: Type.Optional(AlertFrequencyValue),
  },
  { additionalProperties: false },
)
export type SavedSearchInput = Static<typeof SavedSearchInput>

export const SavedSearchRename = Type.Object(
  { name: SavedSearchInput.properties.name },
  { additionalProperties: false },
)

export const SavedSearchFrequency = Type.Object(
  { frequency: AlertFrequencyValue },
  { additionalProperties: false },
)
export type SavedSearchFrequency = Static<typeof SavedSearchFrequency>

export const SavedSearch = Type.Object({
  ...SavedSearchInput.properties,
  id: Type.Integer(),
  savedAt: Type.String(),
  frequency: AlertFrequencyValue,
  /** When the search last e-mailed the customer; null before its first alert. */
  lastAlertAt: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** How many listings its alerts have sent. */
  listingsSent: Type.Optional(Type.Integer()),
  /**
   * True when its alerts stopped because its link cannot be read (saved before links were
   * checked): saving the search again from the search screen restarts them.
   */
  needsResaving: Type.Optional(Type.Boolean()),
})
export type SavedSearch = Static<typeof SavedSearch>

export const Dashboard = Type.Object({
  user: CustomerUser,
  savedHomes: Type.Integer(),
  savedSearches: Type.Integer(),
  latestHome: Type.Union([SavedHome, Type.Null()]),
  /** The caller's pre-approval applications, newest first. */
  applications: Type.Array(ApplicationSummary),
})
export type Dashboard = Static<typeof Dashboard>

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 }) })

export { CUSTOMER_PATHS } from './customerPaths'
