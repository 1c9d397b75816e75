import { describe, expect, it } from 'vitest'
import { statusDisplay } from '../../src/lib/listingStatus'

describe('statusDisplay', () => {
  it.each([
    ['Sale', 'New', false, 'For Sale', 'forSale', false],
    ['Sale', 'Pc', false, 'For Sale', 'forSale', false],
    ['Sale', 'Sld', false, 'Sold', 'sold', true],
    ['Sale', 'Sce', false, 'Sold', 'sold', false],
    ['Sale', 'Sc', false, 'Sold', 'sold', false],
    ['Sale', 'Sc', true, 'Sold Conditional', 'sold', false],
    ['Sale', 'Sld', true, 'Sold', 'sold', true],
    ['Sale', 'Exp', false, 'For Sale', 'forSale', false],
    ['Sale', 'Ter', false, 'For Sale', 'forSale', false],
    ['Sale', 'Dft', false, 'For Sale', 'forSale', false],
    ['Lease', 'New', false, 'For Lease', 'forLease', false],
    ['Lease', 'Lsd', false, 'Leased', 'sold', false],
    ['Lease', 'Lc', false, 'Leased', 'sold', false],
    ['Lease', 'Ext', false, 'For Lease', 'forLease', false],
    ['Sale', 'Ext', false, 'For Sale', 'forSale', false],
    ['Lease', 'Exp', false, 'For Lease', 'forLease', false],
  ] as const)('%s %s (blurred %s) reads %s', (type, status, blurred, label, badge, soldLayout) => {
    expect(statusDisplay(type, status, { blurred })).toMatchObject({ label, badge, soldLayout })
  })
})
