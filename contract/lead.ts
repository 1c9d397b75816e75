import { Type, type Static } from 'typebox'
import { MLS_NUMBER_PATTERN as ANY_BOARD_MLS_NUMBER } from './mlsNumber'

/**
 * The lead contract: one JSON Schema for both lead forms. The
 * SPA fetches it through the meta call's Link header and checks its forms with ajv; the contact
 * service validates POST /realty/contact with the very same object. It keeps to draft-07
 * keywords and plain `pattern`s so ajv in the browser and ajv in Fastify read it alike.
 */

export const LEAD_LIMITS = {
  nameMax: 35,
  cityMax: 100,
  /** Enough for any street address, small enough to keep rows small. */
  addressMax: 200,
  messageMax: 500,
  codeMax: 35,
  /** RFC 5321's longest address. */
  emailMax: 254,
  priceMin: 50_000,
  priceMax: 10_000_000,
} as const

/** Something besides blanks: names arrive trimmed from the SPA and are trimmed again on store. */
const NON_BLANK = '\\S'

/** Text, an at sign, a domain with a dot, and an ending of 2 to 4 letters. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[A-Za-z]{2,4}$'

/**
 * A North American number in one of the two forms the SPA sends: the general form's mask
 * `(416) 555-1234`, or the listing form's national number `4165551234` (the phone input's +1
 * stripped). Area code and exchange start with 2 to 9, as the numbering plan requires.
 */
export const PHONE_PATTERN =
  '^(?:[2-9][0-9]{2}[2-9][0-9]{6}|\\([2-9][0-9]{2}\\) [2-9][0-9]{2}-[0-9]{4})$'

/** Letters and digits in dash-separated groups: referral codes, and MLS numbers like C5001234. */
export const REFERRAL_CODE_PATTERN = '^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$'

/** The realty contract's MLS number: the listing form's `code` (any board's: mlsNumber.ts). */
export const MLS_NUMBER_PATTERN = ANY_BOARD_MLS_NUMBER

const Name = (title: string) =>
  Type.String({ title, minLength: 1, maxLength: LEAD_LIMITS.nameMax, pattern: NON_BLANK })

export const LeadUser = Type.Object(
  {
    name: Type.Object(
      { first: Name('First name'), last: Name('Last name') },
      { title: 'Name', additionalProperties: false },
    ),
    email: Type.String({ title: 'Email', maxLength: LEAD_LIMITS.emailMax, pattern: EMAIL_PATTERN }),
    phone: Type.String({ title: 'Phone', pattern: PHONE_PATTERN }),
  },
  { title: 'Contact details', additionalProperties: false },
)

export const LeadProperty = Type.Object(
  {
    city: Type.String({
      title: 'City',
      minLength: 1,
      maxLength: LEAD_LIMITS.cityMax,
      pattern: NON_BLANK,
    }),
    address: Type.Optional(
      Type.String({
        title: 'Address',
        minLength: 1,
        maxLength: LEAD_LIMITS.addressMax,
        pattern: NON_BLANK,
      }),
    ),
    // Whole dollars, as every price in the product is.
    price: Type.Integer({
      title: 'Price',
      minimum: LEAD_LIMITS.priceMin,
      maximum: LEAD_LIMITS.priceMax,
    }),
  },
  { title: 'Property', additionalProperties: false },
)

/**
 * Both forms in one object schema rather than an `anyOf`, so a bad field gets one message under
 * that field instead of one per branch. Naming a board makes it the listing-page contact: then
 * the listing's MLS number (`code`) and the home's address are required too.
 */
export const Lead = Type.Object(
  {
    user: LeadUser,
    property: LeadProperty,
    code: Type.Optional(
      Type.String({
        title: 'Referral code or MLS number',
        minLength: 1,
        maxLength: LEAD_LIMITS.codeMax,
        pattern: REFERRAL_CODE_PATTERN,
      }),
    ),
    boardId: Type.Optional(Type.Integer({ title: 'Board', minimum: 1, maximum: 9999 })),
    message: Type.Optional(Type.String({ title: 'Message', maxLength: LEAD_LIMITS.messageMax })),
  },
  {
    title: 'Lead',
    additionalProperties: false,
    // Each `required` repeats its property's type, so ajv's strict mode accepts the schema too.
    if: { type: 'object', properties: { boardId: { type: 'integer' } }, required: ['boardId'] },
    then: {
      type: 'object',
      properties: {
        code: { type: 'string', pattern: MLS_NUMBER_PATTERN },
        property: {
          type: 'object',
          properties: { address: { type: 'string' } },
          required: ['address'],
        },
      },
      required: ['code'],
    },
  },
)
export type Lead = Static<typeof Lead>

/** The listing page's Contact Realtor payload. */
export type ListingContactLead = Lead & {
  code: string
  boardId: number
  property: Lead['property'] & { address: string }
}

/** The general lead form's payload (home, about, buying, selling, contact pages). */
export type GeneralLead = Omit<Lead, 'boardId' | 'message'> & {
  property: Omit<Lead['property'], 'address'>
}

/** POST /realty/contact's answer: the stored lead's id. */
export const ContactResponse = Type.Object(
  { id: Type.Integer({ minimum: 1 }), status: Type.Literal('received') },
  { description: 'The lead is stored' },
)
export type ContactResponse = Static<typeof ContactResponse>

/** Where the lead schema is served; the meta call's `rel="user"` link points here. */
export const LEAD_SCHEMA_PATH = '/realty/schemas/lead.json'

/** GET /meta?group=: the product group whose form schemas the Link header lists. */
export const MetaQuery = Type.Object(
  {
    group: Type.String({
      title: 'Product group',
      minLength: 1,
      maxLength: 40,
      pattern: '^[a-z0-9_-]+$',
    }),
  },
  { additionalProperties: false },
)
export type MetaQuery = Static<typeof MetaQuery>

export const MetaResponse = Type.Object(
  { group: Type.String() },
  { description: 'The group; its schemas are in the Link header' },
)
export type MetaResponse = Static<typeof MetaResponse>

/** The Link relations the SPA reads; the auth ones for homewise only. */
export const LINK_RELATIONS = {
  leadSchema: 'user',
  login: 'authLogin',
  register: 'authRegister',
  reset: 'authReset',
  email: 'authEmail',
} as const
