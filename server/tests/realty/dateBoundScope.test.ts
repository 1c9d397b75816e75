import { describe, expect, it } from 'vitest'
import { dateBoundScope } from '../../src/realty/filterClauses'

describe('which listings a date bound speaks of', () => {
  it.each([
    { status: undefined, soldDateSparesActive: true, listDateSparesUnavailable: true },
    { status: ['A'], soldDateSparesActive: true, listDateSparesUnavailable: false },
    { status: ['U'], soldDateSparesActive: false, listDateSparesUnavailable: false },
    { status: ['A', 'U'], soldDateSparesActive: true, listDateSparesUnavailable: true },
  ])('status $status', ({ status, ...expected }) => {
    expect(dateBoundScope({ status })).toEqual(expected)
  })
})
