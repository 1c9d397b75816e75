import {
  EMAIL_PATTERN,
  LEAD_LIMITS,
  REFERRAL_CODE_PATTERN,
  leadPriceBounds,
  type LeadIntent,
} from '../../contract/lead'

/**
 * The lead forms' own rules. The fetched JSON Schema has the
 * last word; these give the visitor a message before anything is sent, and shape the payload.
 */

export { LEAD_LIMITS }

/** A field of either lead form, named as the form names it. */
export type LeadField =
  'firstName' | 'lastName' | 'email' | 'phone' | 'city' | 'price' | 'code' | 'message'

/** What is wrong with a field; each kind has a translated message under the field. */
export type LeadFieldProblem =
  | { readonly kind: 'required' }
  | { readonly kind: 'emailFormat' }
  | { readonly kind: 'tooLong'; readonly max: number }
  | { readonly kind: 'priceMin'; readonly min: number }
  | { readonly kind: 'priceMax'; readonly max: number }
  | { readonly kind: 'phoneFormat' }
  | { readonly kind: 'codeFormat' }
  | { readonly kind: 'invalid' }

/** The price box takes at most 9 characters. */
export const PRICE_INPUT_MAX_LENGTH = 9

const EMAIL = new RegExp(EMAIL_PATTERN)
const REFERRAL_CODE = new RegExp(REFERRAL_CODE_PATTERN)

/** Text, at sign, domain with a dot, 2 to 4 letter ending. Blanks around are ignored. */
export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim())
}

/** Names are trimmed before sending; inner spaces stay. */
export function trimName(value: string): string {
  return value.trim()
}

/** The ten digits of a North American number, or fewer while it is being typed. */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '')
  // A pasted +1 or leading 1 is the country code, not part of the national number.
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return national.slice(0, 10)
}

/**
 * The general form's mask, (###) ###-####, applied as the visitor types: only
 * digits count, and the mask fills as far as they go.
 */
export function maskPhone(value: string): string {
  const digits = phoneDigits(value)
  if (digits.length === 0) return ''
  if (digits.length <= 3) return `(${digits}`
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
}

/** A complete North American national number: area code and exchange start with 2 to 9. */
export function isNationalPhone(digits: string): boolean {
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits)
}

/** The price box keeps digits only, at most 9 of them. */
export function priceInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, PRICE_INPUT_MAX_LENGTH)
}

/** The price as the payload's number, or null when nothing usable was typed. */
export function priceFromInput(value: string): number | null {
  const digits = priceInput(value)
  return digits === '' ? null : Number.parseInt(digits, 10)
}

function maxLength(value: string, max: number): LeadFieldProblem | null {
  return value.length > max ? { kind: 'tooLong', max } : null
}

function requiredText(value: string, max: number): LeadFieldProblem | null {
  const trimmed = value.trim()
  if (trimmed === '') return { kind: 'required' }
  return maxLength(trimmed, max)
}

/** First or last name: required, at most 35 characters once trimmed. */
export function nameProblem(value: string): LeadFieldProblem | null {
  return requiredText(value, LEAD_LIMITS.nameMax)
}

export function emailProblem(value: string): LeadFieldProblem | null {
  if (value.trim() === '') return { kind: 'required' }
  if (!isEmail(value)) return { kind: 'emailFormat' }
  return maxLength(value.trim(), LEAD_LIMITS.emailMax)
}

/** Phone is required on both forms; either form of it must come to a whole national number. */
export function phoneProblem(value: string): LeadFieldProblem | null {
  if (value.trim() === '') return { kind: 'required' }
  return isNationalPhone(phoneDigits(value)) ? null : { kind: 'phoneFormat' }
}

export function cityProblem(value: string): LeadFieldProblem | null {
  return requiredText(value, LEAD_LIMITS.cityMax)
}

/**
 * The general form's price, whole dollars within the bounds of what the visitor chose: $50,000 to
 * $10,000,000 to buy or sell, a monthly rent of $100 to $50,000 to rent. Optional: a visitor may
 * want to talk before naming a figure (the form used to require one, and so turned away every
 * renter who had no budget of $50,000).
 */
export function priceProblem(value: string, intent?: LeadIntent): LeadFieldProblem | null {
  const price = priceFromInput(value)
  if (price === null) return null
  const { min, max } = leadPriceBounds(intent)
  if (price < min) return { kind: 'priceMin', min }
  if (price > max) return { kind: 'priceMax', max }
  return null
}

/**
 * The price a listing lead carries: the listing's asking price or monthly rent, when the lead
 * schema takes it for that intent. The visitor never typed it and cannot change it, so a listing
 * priced outside the bounds (a parking spot, a rare mansion) is asked about without a price
 * rather than refused: the MLS number names the home anyway.
 */
export function listingLeadPrice(listPrice: number, intent: LeadIntent): number | undefined {
  const { min, max } = leadPriceBounds(intent)
  return Number.isInteger(listPrice) && listPrice >= min && listPrice <= max ? listPrice : undefined
}

/** The optional referral code: at most 35 characters, letters and digits in dash groups. */
export function codeProblem(value: string): LeadFieldProblem | null {
  const trimmed = value.trim()
  if (trimmed === '') return null
  if (trimmed.length > LEAD_LIMITS.codeMax) return { kind: 'tooLong', max: LEAD_LIMITS.codeMax }
  return REFERRAL_CODE.test(trimmed) ? null : { kind: 'codeFormat' }
}

/** The optional message: at most 500 characters. */
export function messageProblem(value: string): LeadFieldProblem | null {
  return maxLength(value, LEAD_LIMITS.messageMax)
}

export type LeadProblems = Partial<Record<LeadField, LeadFieldProblem>>

/**
 * Every field's own rule at once, so a form submitted empty shows each required field's message
 * on the first submit. The email check still gates the send: with any problem, nothing is sent.
 */
export function leadProblems(
  values: Partial<Record<LeadField, string>> & { readonly intent?: LeadIntent },
  fields: readonly LeadField[],
): LeadProblems {
  const rules: Record<LeadField, (value: string) => LeadFieldProblem | null> = {
    firstName: nameProblem,
    lastName: nameProblem,
    email: emailProblem,
    phone: phoneProblem,
    city: cityProblem,
    price: (value) => priceProblem(value, values.intent),
    code: codeProblem,
    message: messageProblem,
  }
  const problems: LeadProblems = {}
  for (const field of fields) {
    const problem = rules[field](values[field] ?? '')
    if (problem) problems[field] = problem
  }
  return problems
}

/** Where a JSON Schema error's instance path lands in the forms. */
const FIELD_BY_PATH: Readonly<Record<string, LeadField>> = {
  '/user/name/first': 'firstName',
  '/user/name/last': 'lastName',
  '/user/email': 'email',
  '/user/phone': 'phone',
  '/property/city': 'city',
  '/property/price': 'price',
  '/code': 'code',
  '/message': 'message',
}

/** The part of an ajv error the forms read. */
export interface SchemaError {
  readonly instancePath: string
  readonly keyword: string
  readonly params: Readonly<Record<string, unknown>>
}

/**
 * Schema validation failures as per-field problems, each shown under its field. The first error
 * of a field wins; errors on fields the form does not show are left out, and the caller treats
 * any leftover as a form problem.
 */
export function problemsFromSchemaErrors(errors: readonly SchemaError[]): {
  problems: LeadProblems
  unplaced: number
} {
  const problems: LeadProblems = {}
  let unplaced = 0
  for (const error of errors) {
    const field = FIELD_BY_PATH[error.instancePath]
    if (!field) {
      // An `if`/`then` wrapper error repeats one already placed; anything else is unplaced.
      if (error.keyword !== 'if') unplaced += 1
      continue
    }
    if (problems[field]) continue
    problems[field] = schemaProblem(field, error)
  }
  return { problems, unplaced }
}

function schemaProblem(field: LeadField, error: SchemaError): LeadFieldProblem {
  const limit = typeof error.params.limit === 'number' ? error.params.limit : undefined
  switch (error.keyword) {
    case 'minLength':
    case 'required':
      return { kind: 'required' }
    case 'maxLength':
      return { kind: 'tooLong', max: limit ?? 0 }
    case 'minimum':
      return { kind: 'priceMin', min: limit ?? LEAD_LIMITS.priceMin }
    case 'maximum':
      return { kind: 'priceMax', max: limit ?? LEAD_LIMITS.priceMax }
    case 'pattern':
      if (field === 'email') return { kind: 'emailFormat' }
      if (field === 'phone') return { kind: 'phoneFormat' }
      if (field === 'code') return { kind: 'codeFormat' }
      return field === 'firstName' || field === 'lastName' || field === 'city'
        ? { kind: 'required' }
        : { kind: 'invalid' }
    default:
      return { kind: 'invalid' }
  }
}

/** One sentence of the service's 400 reason about the lead's body: "body/user/email …". */
const BODY_SENTENCE = /^body(\/[^\s]*)? (.+)$/

/** The JSON Schema keyword (and its limit) each of the service's reasons stands for. */
function schemaErrorOfReason(reason: string, path: string): SchemaError | null {
  const limit = (pattern: RegExp) => Number(pattern.exec(reason)?.[1])
  if (reason === 'is required') return { instancePath: path, keyword: 'required', params: {} }
  if (/^must be >= \d+$/.test(reason)) {
    return { instancePath: path, keyword: 'minimum', params: { limit: limit(/(\d+)$/) } }
  }
  if (/^must be <= \d+$/.test(reason)) {
    return { instancePath: path, keyword: 'maximum', params: { limit: limit(/(\d+)$/) } }
  }
  if (/^must NOT have more than \d+ characters$/.test(reason)) {
    return {
      instancePath: path,
      keyword: 'maxLength',
      params: { limit: limit(/(\d+) characters$/) },
    }
  }
  if (reason.startsWith('must NOT have fewer than') || reason.includes('must hold some text')) {
    return { instancePath: path, keyword: 'minLength', params: {} }
  }
  if (reason.startsWith('must match pattern')) {
    return { instancePath: path, keyword: 'pattern', params: {} }
  }
  return null
}

/**
 * The contact service's 400 reason ("body/property/price must be >= 50000; …", one sentence per
 * failure, naming the part of the body) as per-field problems, so a lead the service refuses
 * shows why under the field to fix, as a lead the form itself refuses does. A sentence about a
 * field the form does not show, or one it cannot read, counts as unplaced.
 */
export function problemsFromServiceReason(reason: string): {
  problems: LeadProblems
  unplaced: number
} {
  const errors: SchemaError[] = []
  let unreadable = 0
  for (const sentence of reason.split('; ')) {
    const match = BODY_SENTENCE.exec(sentence.trim())
    // "must match "then" schema" repeats the failure of a field already named.
    if (match && /^must match "(then|else)" schema$/.test(match[2] ?? '')) continue
    const error = match ? schemaErrorOfReason(match[2] ?? '', match[1] ?? '') : null
    if (error) errors.push(error)
    else unreadable += 1
  }
  const placed = problemsFromSchemaErrors(errors)
  return { problems: placed.problems, unplaced: placed.unplaced + unreadable }
}
