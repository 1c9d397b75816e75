import { render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import GoogleDrawLayer from '../../src/features/map/google/GoogleDrawLayer'
import type { MapDraw } from '../../src/features/map/mapView'

/**
 * Google cannot load here, so the drawing on the Google map is checked where it meets the shared
 * parts: the layer hands the one terra-draw session (useDrawSession, tested with the keyless map's
 * adapter in drawArea.test) an adapter over Google's own map, made from `google.maps` once the map
 * exists.
 */
const seen = vi.hoisted(() => ({
  map: null as { getDiv: () => HTMLElement } | null,
  adapters: [] as unknown[],
  sessions: [] as { makeAdapter: (() => unknown) | null; draw: unknown }[],
}))

vi.mock('@vis.gl/react-google-maps', () => ({ useMap: () => seen.map }))
vi.mock('terra-draw-google-maps-adapter', () => ({
  // Called with `new`: a plain function returning an object serves as the class.
  TerraDrawGoogleMapsAdapter: vi.fn(function adapter(options: unknown) {
    seen.adapters.push(options)
    return { options }
  }),
}))
vi.mock('../../src/features/map/draw/useDrawSession', () => ({
  useDrawSession: (makeAdapter: (() => unknown) | null, draw: unknown) => {
    seen.sessions.push({ makeAdapter, draw })
  },
}))

const draw: MapDraw = {
  mode: 'freehand',
  area: null,
  onLine: () => undefined,
  attempt: 0,
  onReady: () => undefined,
}
const googleMaps = { version: 'a stand-in for google.maps' }

beforeEach(() => {
  seen.map = null
  seen.adapters = []
  seen.sessions = []
  vi.stubGlobal('google', { maps: googleMaps })
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('drawing on the Google map', () => {
  it('starts no session until the map exists', () => {
    render(<GoogleDrawLayer draw={draw} />)
    expect(seen.sessions.at(-1)).toEqual({ makeAdapter: null, draw })
    expect(seen.adapters).toEqual([])
  })

  it('hands the drawing session an adapter over the Google map, with the screen’s drawing', () => {
    const element = document.createElement('div')
    const map = { getDiv: () => element }
    seen.map = map
    render(<GoogleDrawLayer draw={draw} />)
    const session = seen.sessions.at(-1)
    expect(session?.draw).toBe(draw)
    expect(seen.adapters).toEqual([])
    session?.makeAdapter?.()
    expect(seen.adapters).toEqual([{ lib: googleMaps, map, coordinatePrecision: 6 }])
    // terra-draw finds the map's element by its id: one without an id is given one.
    expect(element.id).toBe('hw-google-map')
  })

  it('keeps an id the map’s element already has', () => {
    const element = document.createElement('div')
    element.id = 'listing-map'
    seen.map = { getDiv: () => element }
    render(<GoogleDrawLayer draw={draw} />)
    seen.sessions.at(-1)?.makeAdapter?.()
    expect(element.id).toBe('listing-map')
  })
})
