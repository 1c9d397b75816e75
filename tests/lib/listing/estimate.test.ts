import { describe, expect, it } from 'vitest'
import { formatPrice } from '../../../src/lib/format'
import { estimatedMonthlyPayment } from '../../../contract/mortgage/payment'
import { statusDisplay } from '../../../src/lib/listingStatus'

// "Estimated mortgage payment on detail: list price minus a 20 percent
// amount, 5 as the second parameter and 25 as the third" (5 % compounded semi-annually).
describe("the detail page's estimated payment", () => {
  it.each([
    [500_000, '$2,326'],
    [1_000_000, '$4,653'],
    [1_249_000, '$5,811'],
    [0, '$0'],
  ])('%d → %s a month', (price, shown) => {
    expect(formatPrice(estimatedMonthlyPayment(price), 'en')).toBe(shown)
  })
})

// Sld triggers the sold layout (sold price, list price struck through).
describe('detail price layout', () => {
  it.each([
    ['Sale', 'Sld', true, 'Sold'],
    ['Sale', 'Sc', false, 'Sold'],
    ['Sale', 'Sce', false, 'Sold'],
    ['Sale', 'New', false, 'For Sale'],
    ['Sale', 'Pc', false, 'For Sale'],
    ['Lease', 'Lsd', false, 'Leased'],
    ['Lease', 'Lc', false, 'Leased'],
    ['Lease', 'New', false, 'For Lease'],
  ] as const)('%s %s → sold layout %s, %s', (type, status, soldLayout, label) => {
    expect(statusDisplay(type, status)).toMatchObject({ soldLayout, label })
  })
})
