import { Type, type Static } from 'typebox'
// With their extensions: the build's config loads this file natively (scripts/vite/formValidators.ts).
import { ExpressConsent } from './consent.ts'
import { MLS_NUMBER_PATTERN as ANY_BOARD_MLS_NUMBER } from './mlsNumber.ts'

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
  /** A price to buy at or sell for, whole dollars. */
  priceMin: 50_000,
  priceMax: 10_000_000,
  /** A monthly rent, whole dollars: from a room or a parking spot to a penthouse. */
  rentMin: 100,
  rentMax: 50_000,
} as const

/** What the person wants to do: the general form asks; a listing lead follows its listing's type. */
export const LEAD_INTENTS = ['buy', 'sell', 'rent'] as const
export type LeadIntent = (typeof LEAD_INTENTS)[number]

/**
 * The amount a lead may carry for its intent: a monthly rent for a renter, otherwise a price.
 * A lead without an intent (a client older than the intents) is held to the price's bounds.
 */
export function leadPriceBounds(intent: LeadIntent | undefined): {
  readonly min: number
  readonly max: number
} {
  return intent === 'rent'
    ? { min: LEAD_LIMITS.rentMin, max: LEAD_LIMITS.rentMax }
    : { min: LEAD_LIMITS.priceMin, max: LEAD_LIMITS.priceMax }
}

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
    // Whole dollars, as every price in the product is. Optional: a renter may not know a budget,
    // and a buyer or seller may want to talk first (a price, when given, stays within the bounds
    // of the lead's intent: see `Lead`).
    price: Type.Optional(
      Type.Integer({ title: 'Price', minimum: LEAD_LIMITS.rentMin, maximum: LEAD_LIMITS.priceMax }),
    ),
  },
  { title: 'Property', additionalProperties: false },
)

/** A conditional part of the lead schema that bounds the price by the lead's intent. */
const priceWithin = ({ min, max }: { min: number; max: number }) => ({
  type: 'object',
  properties: {
    property: {
      type: 'object',
      properties: { price: { type: 'integer', minimum: min, maximum: max } },
    },
  },
})

/**
 * Both forms in one object schema rather than an `anyOf`, so a bad field gets one message under
 * that field instead of one per branch. Naming a board makes it the listing-page contact: then
 * the listing's MLS number (`code`) and the home's address are required too.
 *
 * The price a lead may carry depends on its intent: $50,000 to $10,000,000 to buy or sell (and
 * without an intent), while a renter's lead carries a monthly rent of $100 to $50,000. Renters
 * depart from the rule that every lead's price is at least $50,000: held to it, no lease listing
 * could be asked about, its price being a month's rent.
 */
export const Lead = Type.Object(
  {
    user: LeadUser,
    property: LeadProperty,
    intent: Type.Optional(Type.Enum(LEAD_INTENTS, { title: 'Buy, sell or rent' })),
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
    // Express consent to later commercial e-mail; absent when its box was left unticked.
    consent: Type.Optional(ExpressConsent),
  },
  {
    title: 'Lead',
    additionalProperties: false,
    // Each `required` repeats its property's type, so ajv's strict mode accepts the schema too.
    allOf: [
      {
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
      {
        if: {
          type: 'object',
          properties: { intent: { type: 'string', const: 'rent' } },
          required: ['intent'],
        },
        then: priceWithin(leadPriceBounds('rent')),
        else: priceWithin(leadPriceBounds('buy')),
      },
    ],
  },
)
export type Lead = Static<typeof Lead>

/** The listing page's Contact Realtor payload. */
export type ListingContactLead = Lead & {
  intent: LeadIntent
  code: string
  boardId: number
  property: Lead['property'] & { address: string }
}

/** The general lead form's payload (home, about, buying, selling, contact pages). */
export type GeneralLead = Omit<Lead, 'boardId'> & {
  intent: LeadIntent
  property: Omit<Lead['property'], 'address'>
}

/** The realtor a lead was given, as the thank-you and the confirmation name them. */
export const AssignedRealtor = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    /** As the roster writes it, e.g. `416-555-0142`. */
    phone: Type.String(),
    /** A full URL; absent when the roster has no photo of them. */
    photoUrl: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
)
export type AssignedRealtor = Static<typeof AssignedRealtor>

/** POST /realty/contact's answer: the stored lead's id and the realtor who will call. */
export const ContactResponse = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    status: Type.Literal('received'),
    // Absent only while the brokerage's roster has no active realtor.
    realtor: Type.Optional(AssignedRealtor),
  },
  { description: 'The lead is stored and given to a realtor' },
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
