import { describe, expect, it } from 'vitest'
import {
  closingCosts,
  ontarioLandTransferTax,
  torontoLandTransferTax,
} from '../../../contract/mortgage/closingCosts'

describe('ontarioLandTransferTax (ontario.ca rates since 2017-01-01)', () => {
  it.each([
    // price, tax, net for a first-time buyer
    [0, 0, 0],
    [55_000, 275, 0],
    [250_000, 2_225, 0],
    // ontario.ca: first-time buyers pay nothing up to $368,000 ($3,995 < $4,000 refund)
    [368_000, 3_995, 0],
    // ontario.ca worked example: $500,000 -> $6,475; the refund is capped at $4,000
    [500_000, 6_475, 2_475],
    [1_000_000, 16_475, 12_475],
    // over $2,000,000: 2.5 % on the rest
    [2_500_000, 48_975, 44_975],
  ])('$%s pays $%s ($%s for a first-time buyer)', (price, tax, net) => {
    expect(ontarioLandTransferTax(price).tax).toBe(tax)
    expect(ontarioLandTransferTax(price).net).toBe(tax)
    expect(ontarioLandTransferTax(price, true).net).toBe(net)
  })
})

describe('torontoLandTransferTax (toronto.ca rates since 2024-04-01)', () => {
  it.each([
    // toronto.ca: first-time purchasers pay nothing up to $400,000 ($4,475 rebate)
    [400_000, 4_475, 0],
    // the same brackets as Ontario's up to $2 million: $500,000 -> $6,475
    [500_000, 6_475, 2_000],
    [2_000_000, 36_475, 32_000],
    // luxury brackets: 2.5 % to $3M, 3.5 % to $4M
    [3_500_000, 78_975, 74_500],
    // 4.5 % to $5M, 5.5 % to $10M
    [6_000_000, 196_475, 192_000],
  ])('$%s pays $%s ($%s for a first-time buyer)', (price, tax, net) => {
    expect(torontoLandTransferTax(price).tax).toBe(tax)
    expect(torontoLandTransferTax(price, true).net).toBe(net)
  })
})

describe('closingCosts', () => {
  const base = {
    price: 500_000,
    insurancePremium: 19_000,
    legalFees: 1_800,
    titleInsurance: 350,
    homeInspection: 500,
    adjustments: 750,
  }

  it.each([
    // inToronto, firstTimeBuyer, municipal net, total
    // 6,475 + 1,520 sales tax on the premium + 3,400 other
    [false, false, undefined, 11_395],
    [false, true, undefined, 7_395],
    // + Toronto's 6,475
    [true, false, 6_475, 17_870],
    // 2,475 + 2,000 + 1,520 + 3,400
    [true, true, 2_000, 9_395],
  ])('Toronto %s, first-time %s', (inToronto, firstTimeBuyer, municipal, total) => {
    const costs = closingCosts({ ...base, inToronto, firstTimeBuyer })
    expect(costs.municipal?.net).toBe(municipal)
    expect(costs.premiumSalesTax).toBe(1_520)
    expect(costs.other).toBe(3_400)
    expect(costs.total).toBe(total)
  })

  it('ignores negative amounts typed for other costs', () => {
    const costs = closingCosts({
      ...base,
      legalFees: -100,
      inToronto: false,
      firstTimeBuyer: false,
    })
    expect(costs.other).toBe(1_600)
  })
})
