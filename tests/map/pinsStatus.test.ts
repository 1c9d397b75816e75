import { describe, expect, it } from 'vitest'
import { statusOf, viewerOf } from '../../src/features/map/usePins'

describe("the map pins' state", () => {
  it.each([
    ['', undefined, 'idle'],
    ['', 'A', 'loaded'],
    ['A', undefined, 'loading'],
    ['A', 'A', 'loaded'],
    // A moved view's pins are loading from the move, before they are asked.
    ['B', 'A', 'loading'],
  ] as const)('request %j with %j answered is %s', (request, answered, status) => {
    expect(statusOf(request, answered)).toBe(status)
  })

  it.each([
    ['unknown', 'guest'],
    ['inactive', 'guest'],
    ['active', 'customer'],
  ] as const)('a session %s asks as a %s', (session, viewer) => {
    expect(viewerOf(session)).toBe(viewer)
  })
})
