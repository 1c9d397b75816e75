import { afterEach, describe, expect, it, vi } from 'vitest'
import { startAtGrantedLocation } from '../../src/features/map/useMapStart'

const position = { coords: { latitude: 45.5, longitude: -73.6 } }

function browserWith(state: PermissionState | 'unknown') {
  const getCurrentPosition = vi.fn((found: PositionCallback) => {
    found(position as GeolocationPosition)
  })
  vi.stubGlobal('navigator', {
    geolocation: { getCurrentPosition },
    permissions: {
      query: () =>
        state === 'unknown'
          ? Promise.reject(new Error('no such name'))
          : Promise.resolve({ state }),
    },
  })
  return getCurrentPosition
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the map starts at the browser location only when already allowed', () => {
  it.each([
    ['granted', true],
    ['prompt', false],
    ['denied', false],
    ['unknown', false],
  ] as const)('permission %s: position asked %s', async (state, asked) => {
    const getCurrentPosition = browserWith(state)
    const onLocation = vi.fn()
    await startAtGrantedLocation(onLocation)
    expect(getCurrentPosition).toHaveBeenCalledTimes(asked ? 1 : 0)
    expect(onLocation.mock.calls).toEqual(asked ? [[{ latitude: 45.5, longitude: -73.6 }]] : [])
  })
})
