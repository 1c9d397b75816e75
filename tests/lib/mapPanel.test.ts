import { describe, expect, it } from 'vitest'
import { panelOpenInQuery, withPanel } from '../../src/lib/mapPanel'

describe('the map panel in the address', () => {
  it.each([
    ['', true, true],
    ['', false, false],
    ['panel=0', true, false],
    ['panel=1', false, true],
    ['panel=yes', true, true],
    ['panel=yes', false, false],
  ])('"%s" on a wide screen %s: open %s', (query, wide, open) => {
    expect(panelOpenInQuery(new URLSearchParams(query), wide)).toBe(open)
  })

  it.each([
    ['z=14', true, true, 'z=14'],
    ['z=14', true, false, 'z=14&panel=0'],
    ['z=14&panel=0', true, true, 'z=14'],
    ['z=14', false, true, 'z=14&panel=1'],
    ['z=14&panel=1', false, false, 'z=14'],
  ])('"%s" (wide %s) with the panel open %s → "%s"', (query, wide, open, written) => {
    expect(withPanel(new URLSearchParams(query), open, wide).toString()).toBe(written)
  })
})
