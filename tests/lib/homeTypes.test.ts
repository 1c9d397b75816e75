import { describe, expect, it } from 'vitest'
import { HOME_TYPE_PROPERTY_TYPES, homeTypeOf } from '../../contract/homeTypes'
import { homeTypeParams } from '../../src/lib/searchRules'
import { PUBLISHED_PROPERTY_TYPES } from '../fixtures/published/propertyTypes'

/** Each published property type and the filter bar's home type it is searched by. */
const EXPECTED: Record<(typeof PUBLISHED_PROPERTY_TYPES)[number], string | undefined> = {
  'Att/Row/Twnhouse': 'Other',
  'Co-Op Apt': 'Condo Apt',
  'Co-Ownership Apt': 'Condo Apt',
  'Comm Element Condo': 'Condo Apt',
  'Condo Apt': 'Condo Apt',
  'Condo Townhouse': 'Condo Townhouse',
  Cottage: 'Other',
  'Det Condo': 'Detached',
  Detached: 'Detached',
  Duplex: 'Multiplex',
  Farm: 'Other',
  Fourplex: 'Multiplex',
  'Leasehold Condo': 'Condo Apt',
  Link: 'Other',
  Locker: undefined,
  'Lower Level': 'Other',
  'Mobile/Trailer': 'Other',
  Multiplex: 'Multiplex',
  Other: 'Other',
  'Parking Space': undefined,
  Room: 'Other',
  'Rural Resid': 'Detached',
  'Semi-Det Condo': 'Semi-Detached',
  'Semi-Detached': 'Semi-Detached',
  'Shared Room': 'Other',
  'Store W/Apt/Offc': 'Other',
  'Store W/Apt/Office': 'Other',
  'Time Share': 'Other',
  Triplex: 'Multiplex',
  'Upper Level': 'Other',
  'Vacant Land': 'Vacant Land',
  'Vacant Land Condo': 'Vacant Land',
}

describe("a board's published property type", () => {
  it.each(PUBLISHED_PROPERTY_TYPES.map((name) => [name, EXPECTED[name]] as const))(
    '%s is searched as %s',
    (propertyType, homeType) => {
      expect(homeTypeOf(propertyType)).toBe(homeType)
      if (homeType === undefined) return
      // Choosing the home type on the filter bar asks the provider for this very name.
      const params = homeTypeParams([homeType as keyof typeof HOME_TYPE_PROPERTY_TYPES])
      expect(params.propertyType).toContain(propertyType)
    },
  )

  it("keeps the generated feed's names with their home types", () => {
    expect(homeTypeOf('Condo Apartment')).toBe('Condo Apt')
    expect(homeTypeOf('Att/Row/Townhouse')).toBe('Other')
  })

  it('belongs to one home type at most', () => {
    const names = Object.values(HOME_TYPE_PROPERTY_TYPES).flat()
    expect(new Set(names).size).toBe(names.length)
  })
})
