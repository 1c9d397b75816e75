import { describe, expect, it } from 'vitest'
import { BUDGETS, budgetBytes, budgetNamed, type Budget } from '../../bench/budgets'
import { headroom, isOverBudget } from '../../bench/budgetSizes'

const budget: Budget = {
  name: 'a feature',
  kind: 'feature',
  modules: ['Feature'],
  withEntry: false,
  kB: 10,
  measured: 9_000,
  reason: 'a reason',
}

describe('byte budgets', () => {
  it.each([
    [10_239, false],
    [10_240, false],
    [10_241, true],
    [20_000, true],
  ])('a build of %i bytes against 10 kB is over budget: %s', (bytes, over) => {
    expect(isOverBudget(budget, bytes)).toBe(over)
  })

  it('every budget says why it is what it is and keeps at least 5 % over what it measured', () => {
    for (const each of BUDGETS) {
      expect(each.reason.length, each.name).toBeGreaterThan(20)
      expect(headroom(each, each.measured), each.name).toBeGreaterThanOrEqual(0.05)
    }
  })

  it('names each budget once, and the entry never above 190 kB gzip', () => {
    expect(new Set(BUDGETS.map((b) => b.name)).size).toBe(BUDGETS.length)
    expect(budgetBytes(budgetNamed('entry'))).toBeLessThanOrEqual(190 * 1024)
  })
})
