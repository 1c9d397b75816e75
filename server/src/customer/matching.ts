import type { ApplicationFields, Assessment, Match } from '../../../contract/application'
import { qualifyingIncome } from '../../../contract/applicationRules'
import { affordability } from '../../../contract/mortgage/affordability'
import { insurancePremium, minimumDownPayment } from '../../../contract/mortgage/downPayment'
import { monthlyPayment } from '../../../contract/mortgage/payment'
import { LENDER_OFFERS, TERM_YEARS, type LenderOffer } from './lenderOffers'

/** A match before it is stored: everything but its id and the customer's answer. */
export type Offer = Omit<Match, 'id' | 'status'>

export interface Matching {
  readonly assessment: Assessment
  readonly offers: Offer[]
}

/** At most this many offers are shown, lowest rate first. */
export const MAX_OFFERS = 6
/** Insured mortgages amortize over 25 years; with 20 % down, 30. */
const INSURED_AMORTIZATION = 25
const UNINSURED_AMORTIZATION = 30
/**
 * The costs a lender adds to the payment when it applies the debt ratios: property tax estimated
 * at 1 % of the price a year (above most Ontario municipalities, so the estimate errs safe) and
 * $150 a month of heating, the affordability calculator's default.
 */
const PROPERTY_TAX_PERCENT = 1
const MONTHLY_HEATING = 150

const NEWCOMER_STATUSES = new Set(['work_permit', 'non_resident'])

function tenureMonths(fields: ApplicationFields, today: Date): number | undefined {
  const { startMonth, startYear } = fields.employment ?? {}
  if (!startMonth || !startYear) return undefined
  return (today.getUTCFullYear() - startYear) * 12 + (today.getUTCMonth() + 1 - startMonth)
}

/** Whether a lender's policy takes this applicant at all, before any numbers. */
function lenderTakes(offer: LenderOffer, fields: ApplicationFields, today: Date): boolean {
  const status = fields.employment?.status
  if (status === 'self_employed' && !offer.selfEmployed) return false
  const citizenship = fields.applicant?.citizenStatus
  if (citizenship && NEWCOMER_STATUSES.has(citizenship) && !offer.newcomers) return false
  const tenure = tenureMonths(fields, today)
  return tenure === undefined || tenure >= offer.minTenureMonths
}

/**
 * The lenders that would lend on this application, each at its rate: the down payment meets the
 * federal minimum, and at the rate plus the 2-point stress test (never below the floor) the
 * housing costs stay within 38.5 % and all debts within 43.5 % of income, with the insurance
 * premium added to the loan under 20 % down. The current home's mortgage payment counts as a
 * debt only when the customer keeps other properties; rent stops on moving in.
 */
export function matchLenders(fields: ApplicationFields, today = new Date()): Matching {
  const price = fields.price?.total ?? 0
  const down = fields.price?.downPaymentCash ?? 0
  const income = qualifyingIncome(fields)
  const keepsHome = fields.property?.ownership === 'own' && fields.property.otherProperties === true
  const monthlyDebts = keepsHome ? (fields.property?.monthlyPayment ?? 0) : 0
  const downPercent = price > 0 ? (down / price) * 100 : 0
  const premium = insurancePremium(price, down, INSURED_AMORTIZATION)
  const amortizationYears = premium.required ? INSURED_AMORTIZATION : UNINSURED_AMORTIZATION
  const mortgage = Math.max(0, price - down) + premium.premium
  const meetsMinimum = price > 0 && down >= minimumDownPayment(price) - 0.005

  const judge = (rate: number) =>
    affordability({
      annualIncome: income,
      monthlyDebts,
      annualPropertyTax: (price * PROPERTY_TAX_PERCENT) / 100,
      monthlyHeating: MONTHLY_HEATING,
      monthlyCondoFees: 0,
      annualRatePercent: rate,
      amortizationYears,
      downPaymentPercent: downPercent,
    })

  const candidates = LENDER_OFFERS.filter((offer) => lenderTakes(offer, fields, today)).flatMap(
    (offer) =>
      (['fixed', 'variable'] as const).map((rateType) => ({
        lender: offer.lender,
        rateType,
        rate: rateType === 'fixed' ? offer.fixedRate : offer.variableRate,
      })),
  )
  const offers: Offer[] = meetsMinimum
    ? candidates
        .filter((candidate) => judge(candidate.rate).maxPrice >= price)
        .sort((a, b) => a.rate - b.rate || a.lender.localeCompare(b.lender))
        .slice(0, MAX_OFFERS)
        .map((candidate) => ({
          ...candidate,
          termYears: TERM_YEARS,
          amortizationYears,
          mortgage: Math.round(mortgage * 100) / 100,
          monthlyPayment:
            Math.round(
              monthlyPayment({
                principal: mortgage,
                annualRatePercent: candidate.rate,
                amortizationYears,
              }) * 100,
            ) / 100,
        }))
    : []

  // The assessment is made at the best rate on offer to anyone, so a customer with no match
  // still learns the price their income carries.
  const bestRate = Math.min(...candidates.map((candidate) => candidate.rate), Infinity)
  const reference = judge(
    Number.isFinite(bestRate)
      ? bestRate
      : Math.min(...LENDER_OFFERS.map((offer) => offer.fixedRate)),
  )
  return {
    assessment: {
      qualifyingRate: reference.qualifyingRatePercent,
      maxPrice: reference.maxPrice,
      limitedBy: meetsMinimum ? reference.limitedBy : 'downPayment',
    },
    offers,
  }
}
