import { describe, expect, it } from 'vitest'
import { LISTING_REALTOR_IDS } from '../../contract/listingRealtor'
import { realtorForListing } from '../../src/features/listing/AgentCard'
import { realtors } from '../../src/features/team'

describe('realtorForListing: one realtor per listing, the same on every load', () => {
  it.each(['C5001234', 'W9876543', 'E1234567', 'X0000001'])(
    '%s always gets the same realtor',
    (mls) => {
      const first = realtorForListing(realtors, mls)
      expect(first).toBeDefined()
      for (let load = 0; load < 5; load += 1) expect(realtorForListing(realtors, mls)).toBe(first)
    },
  )

  it('spreads listings over the whole team', () => {
    const chosen = new Set(
      Array.from(
        { length: 200 },
        (_, index) => realtorForListing(realtors, `C${String(5_000_000 + index)}`)?.id,
      ),
    )
    expect(chosen.size).toBe(realtors.length)
  })

  it('finds every realtor the shared rule names in the team the page shows', () => {
    const teamIds = realtors.map((realtor) => realtor.id)
    expect(teamIds).toEqual(expect.arrayContaining([...LISTING_REALTOR_IDS]))
  })

  it('has no realtor for an empty team', () => {
    expect(realtorForListing([], 'C5001234')).toBeUndefined()
  })
})
