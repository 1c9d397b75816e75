import { describe, expect, it } from 'vitest'
import { MORTGAGE_RULES, RULES_IN_FORCE_SINCE } from '../../../contract/mortgage/rules'

/** Every `effective` date anywhere in the rules, so a new dated block cannot be left out. */
function effectiveDates(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'effective' && typeof inner === 'string' ? [inner] : effectiveDates(inner),
  )
}

describe('the rules are in force since', () => {
  it('the latest effective date of any rule', () => {
    const dates = effectiveDates(MORTGAGE_RULES)
    expect(dates.length).toBeGreaterThan(3)
    expect(dates).toContain(RULES_IN_FORCE_SINCE)
    for (const date of dates) expect(date <= RULES_IN_FORCE_SINCE).toBe(true)
    expect(RULES_IN_FORCE_SINCE).toBe('2024-12-15')
  })
})
