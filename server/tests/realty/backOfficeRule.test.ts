import { describe, expect, it } from 'vitest'
import { isBackOfficeOnly, siteListings } from '../../src/realty/boardRules'

describe('the back-office-only rule', () => {
  it.each([
    [{ permissions: { displayInternetEntireListing: 'N' } }, true],
    [{ permissions: { displayInternetEntireListing: 'Y' } }, false],
    [{ permissions: { displayPublic: 'N' } }, false],
    [{ permissions: null }, false],
    [{}, false],
  ])('%j is for the back office only: %s', (listing, expected) => {
    expect(isBackOfficeOnly(listing)).toBe(expected)
  })

  it('keeps the listings a site may show, in order', () => {
    const shown = { mlsNumber: 'A', permissions: { displayInternetEntireListing: 'Y' } }
    const hidden = { mlsNumber: 'B', permissions: { displayInternetEntireListing: 'N' } }
    const unsaid = { mlsNumber: 'C', permissions: {} }
    expect(siteListings([shown, hidden, unsaid])).toEqual([shown, unsaid])
  })
})
