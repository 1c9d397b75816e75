import { describe, expect, it } from 'vitest'
import { panelScrollShowing } from '../../src/features/map/panelFocus'

// A panel on screen from y 100 to 700, scrolled 50 px down.
const panel = { top: 100, bottom: 700, scrollTop: 50 }

describe('panelScrollShowing', () => {
  it.each([
    ['a card in view: no scroll', { top: 200, bottom: 500 }, 50],
    ['a card cut at the foot: scrolled up by the cut', { top: 500, bottom: 800 }, 150],
    ['a card below: its foot meets the panel foot', { top: 900, bottom: 1200 }, 550],
    ['a card cut at the top: its top meets the panel top', { top: 80, bottom: 380 }, 30],
    ['a card taller than the panel: its top shows', { top: 300, bottom: 1000 }, 250],
  ])('%s', (_name, card, scrollTop) => {
    expect(panelScrollShowing(panel, card)).toBe(scrollTop)
  })
})
