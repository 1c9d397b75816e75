/**
 * Canadian mortgage and closing-cost rules as dated configuration. A new budget year or a new
 * federal announcement is a data change here; the formulas in this folder read only this file.
 * Each block names the rule's source and the date it took effect.
 */

/** A progressive bracket: `rate` percent applies to the part of the amount above `from`. */
export interface Bracket {
  readonly from: number
  readonly ratePercent: number
}

export interface TransferTaxRules {
  readonly effective: string
  readonly brackets: readonly Bracket[]
  /** The largest first-time-buyer refund (rebate) of this tax. */
  readonly firstTimeBuyerMaxRebate: number
}

/** Premium as a percent of the loan for a loan-to-value ratio up to `maxLtvPercent`. */
export interface PremiumTier {
  readonly maxLtvPercent: number
  readonly premiumPercent: number
}

export const MORTGAGE_RULES = {
  /**
   * Debt-ratio limits about 38.5 % (gross debt service) and 43.5 %
   * (total debt service) of gross monthly income.
   */
  debtRatios: { grossDebtServicePercent: 38.5, totalDebtServicePercent: 43.5 },

  /**
   * Minimum qualifying rate ("stress test"): the greater of the contract rate plus 2 points
   * and the federal floor of 5.25 %. Source: OSFI Guideline B-20,
   * minimum qualifying rate for uninsured mortgages, and the Department of Finance rule for
   * insured mortgages, both 5.25 % since 2021-06-01 (unchanged at the 2025 reviews).
   */
  qualifying: { effective: '2021-06-01', bufferPoints: 2, floorPercent: 5.25 },

  /** Calculator defaults: 25 years at 5 %. */
  defaults: { amortizationYears: 25, annualRatePercent: 5, downPaymentPercent: 20 },

  /**
   * Minimum down payment. Source: Government of Canada, "Buying a home: down payment"
   * (canada.ca) and the Department of Finance measures effective 2024-12-15: 5 % of the first
   * $500,000, 10 % of the portion from $500,000 to $1,499,999, and 20 % of the whole price
   * from $1.5 million (the insured-mortgage price cap was raised from $1 million to $1.5 million).
   */
  downPayment: {
    effective: '2024-12-15',
    firstTierLimit: 500_000,
    firstTierPercent: 5,
    secondTierPercent: 10,
    insuredPriceCap: 1_500_000,
    uninsuredPercent: 20,
  },

  /**
   * Mortgage default insurance premiums on the loan by loan-to-value, standard (traditional)
   * down payment. Source: CMHC "Mortgage Loan Insurance Premiums" table, in force since
   * 2021-07-05, with the 0.20-point surcharge for amortizations over 25 years (30-year insured
   * mortgages for first-time buyers and new builds, Department of Finance, 2024-12-15).
   */
  insurance: {
    effective: '2024-12-15',
    tiers: [
      { maxLtvPercent: 65, premiumPercent: 0.6 },
      { maxLtvPercent: 75, premiumPercent: 1.7 },
      { maxLtvPercent: 80, premiumPercent: 2.4 },
      { maxLtvPercent: 85, premiumPercent: 2.8 },
      { maxLtvPercent: 90, premiumPercent: 3.1 },
      { maxLtvPercent: 95, premiumPercent: 4.0 },
    ] satisfies readonly PremiumTier[],
    longAmortizationYears: 25,
    longAmortizationSurchargePoints: 0.2,
    /** Insurance is required, and only available, below this down-payment share. */
    requiredBelowDownPercent: 20,
  },

  /**
   * Ontario retail sales tax (8 %) is charged on the default insurance premium and paid at
   * closing; it cannot be added to the loan. Source: Ontario Ministry of Finance, Retail Sales
   * Tax on insurance premiums (RST Guide 301).
   */
  ontarioSalesTaxOnPremiumPercent: 8,

  /**
   * Ontario land transfer tax, land with one or two single-family residences. Source: Ontario
   * Ministry of Finance, "Land Transfer Tax" (ontario.ca), rates effective 2017-01-01; worked
   * example: $500,000 pays $6,475. First-time homebuyers: refund up to $4,000.
   */
  ontarioLandTransferTax: {
    effective: '2017-01-01',
    brackets: [
      { from: 0, ratePercent: 0.5 },
      { from: 55_000, ratePercent: 1 },
      { from: 250_000, ratePercent: 1.5 },
      { from: 400_000, ratePercent: 2 },
      { from: 2_000_000, ratePercent: 2.5 },
    ],
    firstTimeBuyerMaxRebate: 4_000,
  } satisfies TransferTaxRules,

  /**
   * Toronto municipal land transfer tax, residential (one or two single-family residences).
   * Source: City of Toronto, "Municipal Land Transfer Tax Rates and Fees" (toronto.ca), luxury
   * brackets above $3 million effective 2024-04-01. First-time purchasers: rebate up to $4,475.
   */
  torontoMunicipalLandTransferTax: {
    effective: '2024-04-01',
    brackets: [
      { from: 0, ratePercent: 0.5 },
      { from: 55_000, ratePercent: 1 },
      { from: 250_000, ratePercent: 1.5 },
      { from: 400_000, ratePercent: 2 },
      { from: 2_000_000, ratePercent: 2.5 },
      { from: 3_000_000, ratePercent: 3.5 },
      { from: 4_000_000, ratePercent: 4.5 },
      { from: 5_000_000, ratePercent: 5.5 },
      { from: 10_000_000, ratePercent: 6.5 },
      { from: 20_000_000, ratePercent: 7.5 },
    ],
    firstTimeBuyerMaxRebate: 4_475,
  } satisfies TransferTaxRules,

  /**
   * Typical other closing costs in Ontario, as starting values the buyer edits. Source: Financial
   * Consumer Agency of Canada, "Closing costs when buying a home" (ranges for legal fees, title
   * insurance, home inspection and adjustments), 2025.
   */
  closingDefaults: {
    legalFees: 1_800,
    titleInsurance: 350,
    homeInspection: 500,
    adjustments: 750,
  },

  /** Inputs beyond these are refused as absurd rather than computed. */
  limits: {
    maxPrice: 50_000_000,
    maxIncome: 10_000_000,
    maxMonthlyAmount: 100_000,
    maxRatePercent: 25,
    minAmortizationYears: 1,
    maxAmortizationYears: 40,
  },
} as const

/**
 * The day the latest of these rules took effect (an ISO date): what the calculators can say they
 * are current to, without claiming a year the data does not name.
 */
export const RULES_IN_FORCE_SINCE: string = [
  MORTGAGE_RULES.qualifying.effective,
  MORTGAGE_RULES.downPayment.effective,
  MORTGAGE_RULES.insurance.effective,
  MORTGAGE_RULES.ontarioLandTransferTax.effective,
  MORTGAGE_RULES.torontoMunicipalLandTransferTax.effective,
].reduce((latest, date) => (date > latest ? date : latest))
