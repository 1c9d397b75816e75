/**
 * The values a pre-approval application's fields can take (each choice field's enumeration), and
 * the limits on what one customer may keep.
 */
export const MARITAL_STATUS = ['single', 'married', 'common_law', 'divorced'] as const
export const COAPPLICANT_RELATION = ['parent', 'sibling', 'engaged', 'married', 'other'] as const
export const CITIZENSHIP = [
  'CA',
  'permanent_resident',
  'other',
  'work_permit',
  'non_resident',
] as const
export const EMPLOYMENT = [
  'full_time',
  'part_time',
  'self_employed',
  'parental_leave',
  'pension',
  'welfare',
  'investor',
  'unemployed',
] as const
export const COMPENSATION = [
  'annual_salary',
  'annual_salary_commission',
  'annual_salary_bonus',
  'commission',
  'hourly',
] as const
export const OWNERSHIP = ['rent_out', 'own', 'family'] as const
/** The 13 provinces and territories by their postal codes. */
export const PROVINCES = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const

/**
 * The 21 lenders a customer can name as their current lender ("the list
 * has 21 entries including Other"; the names are not shown, so these are Canada's main mortgage
 * lenders). Ids here, names in the SPA's strings.
 */
export const LENDERS = [
  'rbc',
  'td',
  'scotiabank',
  'bmo',
  'cibc',
  'national_bank',
  'desjardins',
  'tangerine',
  'simplii',
  'eq_bank',
  'first_national',
  'mcap',
  'manulife',
  'laurentian',
  'atb',
  'meridian',
  'home_trust',
  'b2b_bank',
  'coast_capital',
  'vancity',
  'other',
] as const
export type Lender = (typeof LENDERS)[number]

export const RATE_TYPES = ['fixed', 'variable'] as const

/**
 * Where an application stands: being filled in, sent for matching (matches offered), or with a
 * lender chosen: the states the save, submit and choose-lender calls move it through.
 */
export const APPLICATION_STATUS = ['draft', 'submitted', 'lender_chosen'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUS)[number]

/** The down payment is at least 5% of the price. */
export const MIN_DOWN_PAYMENT_PERCENT = 5

export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024

/**
 * What one customer may keep, so no account can fill the service's disk: far above what a real
 * pre-approval needs (one or two applications, a co-applicant, a dozen documents). A document
 * counts from the moment it is announced, with its announced size.
 */
export const APPLICATION_LIMITS = {
  applicationsPerCustomer: 10,
  signersPerApplication: 4,
  documentsPerCustomer: 50,
  documentBytesPerCustomer: 100 * 1024 * 1024,
} as const
