import type { Lender } from '../../../contract/applicationChoices'

/**
 * The lenders the brokerage places mortgages with and what each offers on a 5-year term. Rates
 * are the brokerage's negotiated rates, kept here as data the matching reads (a real deployment
 * loads them from the rate feed); the policy flags are each lender's published appetite.
 */
export interface LenderOffer {
  readonly lender: Exclude<Lender, 'other'>
  readonly fixedRate: number
  readonly variableRate: number
  /** Whether the lender takes self-employed income. */
  readonly selfEmployed: boolean
  /** Whether the lender takes applicants on a work permit or without residency. */
  readonly newcomers: boolean
  /** Months in the current job the lender wants to see (probation). */
  readonly minTenureMonths: number
}

export const RATES_AS_OF = '2026-11-02'
export const TERM_YEARS = 5

export const LENDER_OFFERS: readonly LenderOffer[] = [
  {
    lender: 'rbc',
    fixedRate: 4.34,
    variableRate: 4.45,
    selfEmployed: true,
    newcomers: true,
    minTenureMonths: 3,
  },
  {
    lender: 'td',
    fixedRate: 4.39,
    variableRate: 4.4,
    selfEmployed: true,
    newcomers: true,
    minTenureMonths: 3,
  },
  {
    lender: 'scotiabank',
    fixedRate: 4.29,
    variableRate: 4.5,
    selfEmployed: true,
    newcomers: true,
    minTenureMonths: 3,
  },
  {
    lender: 'bmo',
    fixedRate: 4.34,
    variableRate: 4.35,
    selfEmployed: true,
    newcomers: true,
    minTenureMonths: 3,
  },
  {
    lender: 'cibc',
    fixedRate: 4.24,
    variableRate: 4.45,
    selfEmployed: true,
    newcomers: true,
    minTenureMonths: 3,
  },
  {
    lender: 'national_bank',
    fixedRate: 4.19,
    variableRate: 4.3,
    selfEmployed: true,
    newcomers: false,
    minTenureMonths: 3,
  },
  {
    lender: 'desjardins',
    fixedRate: 4.29,
    variableRate: 4.35,
    selfEmployed: true,
    newcomers: false,
    minTenureMonths: 6,
  },
  {
    lender: 'tangerine',
    fixedRate: 4.09,
    variableRate: 4.25,
    selfEmployed: false,
    newcomers: false,
    minTenureMonths: 6,
  },
  {
    lender: 'simplii',
    fixedRate: 4.14,
    variableRate: 4.3,
    selfEmployed: false,
    newcomers: false,
    minTenureMonths: 6,
  },
  {
    lender: 'eq_bank',
    fixedRate: 4.04,
    variableRate: 4.2,
    selfEmployed: false,
    newcomers: false,
    minTenureMonths: 12,
  },
  {
    lender: 'first_national',
    fixedRate: 3.99,
    variableRate: 4.15,
    selfEmployed: true,
    newcomers: false,
    minTenureMonths: 3,
  },
  {
    lender: 'mcap',
    fixedRate: 4.04,
    variableRate: 4.1,
    selfEmployed: true,
    newcomers: true,
    minTenureMonths: 3,
  },
  {
    lender: 'manulife',
    fixedRate: 4.19,
    variableRate: 4.35,
    selfEmployed: true,
    newcomers: false,
    minTenureMonths: 6,
  },
  {
    lender: 'laurentian',
    fixedRate: 4.24,
    variableRate: 4.4,
    selfEmployed: true,
    newcomers: false,
    minTenureMonths: 6,
  },
  {
    lender: 'atb',
    fixedRate: 4.14,
    variableRate: 4.3,
    selfEmployed: true,
    newcomers: false,
    minTenureMonths: 6,
  },
  {
    lender: 'meridian',
    fixedRate: 4.09,
    variableRate: 4.25,
    selfEmployed: true,
    newcomers: false,
    minTenureMonths: 6,
  },
  {
    lender: 'home_trust',
    fixedRate: 4.79,
    variableRate: 5.05,
    selfEmployed: true,
    newcomers: true,
    minTenureMonths: 0,
  },
  {
    lender: 'b2b_bank',
    fixedRate: 4.49,
    variableRate: 4.6,
    selfEmployed: true,
    newcomers: true,
    minTenureMonths: 3,
  },
  {
    lender: 'coast_capital',
    fixedRate: 4.14,
    variableRate: 4.25,
    selfEmployed: true,
    newcomers: false,
    minTenureMonths: 6,
  },
  {
    lender: 'vancity',
    fixedRate: 4.24,
    variableRate: 4.35,
    selfEmployed: true,
    newcomers: false,
    minTenureMonths: 6,
  },
]
