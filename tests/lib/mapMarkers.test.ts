import { describe, expect, it, vi } from 'vitest'
import {
  mapMarkers,
  markerAnchor,
  markerClassName,
  markerListingKey,
  markersFromClusters,
  pinVariant,
  pinsFromListings,
  shortPrice,
  clusterLabel,
  type PinListing,
} from '../../src/lib/mapMarkers'
import { boundsPolygon, pathBounds } from '../../src/lib/viewBounds'
import { mapPointSegment, parseMapPoint } from '../../src/lib/mapPoint'
import { zoomToFit } from '../../src/lib/mapFrame'

const pin = (overrides: Partial<PinListing> = {}): PinListing => ({
  mlsNumber: 'C1000001',
  boardId: 1,
  type: 'Sale',
  lastStatus: 'New',
  listPrice: 1_250_000,
  soldPrice: null,
  map: { latitude: 43.65, longitude: -79.38 },
  ...overrides,
})

describe('marker variants ("active, lease, sold, visited, cluster")', () => {
  it.each([
    ['a sale is active', pin(), 'active'],
    ['a lease is lease', pin({ type: 'Lease' }), 'lease'],
    ['Sld is sold', pin({ lastStatus: 'Sld' }), 'sold'],
    ['Sc is sold', pin({ lastStatus: 'Sc' }), 'sold'],
    [
      'Lsd is sold (sold style for sold or leased statuses)',
      pin({ type: 'Lease', lastStatus: 'Lsd' }),
      'sold',
    ],
    ['a visited MLS number is visited', pin({ mlsNumber: 'C9' }), 'visited'],
  ])('%s', (_name, listing, variant) => {
    expect(pinVariant(listing, new Set(['C9']))).toBe(variant)
  })
})

describe('short prices on pins', () => {
  it.each([
    [2450, 'en', '$2,450'],
    [849_000, 'en', '$849K'],
    [1_250_000, 'en', '$1.25M'],
    [7_000_000, 'en', '$7M'],
    [2450, 'fr', '2\u00a0450\u00a0$'],
    [849_000, 'fr', '849\u00a0k$'],
    [1_250_000, 'fr', '1,25\u00a0M$'],
    [7_000_000, 'fr', '7\u00a0M$'],
  ])('%d in %s reads %s', (amount, language, label) => {
    expect(shortPrice(amount, language)).toBe(label)
  })
})

describe('cluster counts', () => {
  it.each([
    [42, 'en', '42'],
    [999, 'fr', '999'],
    [1000, 'en', '1.0k'],
    [1228, 'en', '1.2k'],
    [1228, 'fr', '1,2\u00a0k'],
  ])('%d in %s reads %s', (count, language, label) => {
    expect(clusterLabel(count, language)).toBe(label)
  })
})

describe('pins', () => {
  it('skips a marker with a missing or invalid location with a warning', () => {
    const warn = vi.fn()
    const markers = pinsFromListings(
      [
        pin(),
        pin({ mlsNumber: 'X1', map: null }),
        pin({ mlsNumber: 'X2', map: { latitude: 95, longitude: 0 } }),
      ],
      new Set(),
      warn,
      'en',
    )
    expect(markers).toHaveLength(1)
    expect(warn).toHaveBeenCalledTimes(2)
  })

  it('many listings at one spot (a condo tower) make one stack that lists them', () => {
    const markers = pinsFromListings(
      [
        pin(),
        pin({ mlsNumber: 'C2' }),
        pin({ mlsNumber: 'C3', map: { latitude: 43.7, longitude: -79.4 } }),
      ],
      new Set(),
      vi.fn(),
      'en',
    )
    expect(markers.map((marker) => [marker.variant, marker.count])).toEqual([
      ['stack', 2],
      ['active', 1],
    ])
    expect(markers[0]?.listings.map((listing) => listing.mlsNumber)).toEqual(['C1000001', 'C2'])
  })

  it('a sold pin shows the sold price', () => {
    const [marker] = pinsFromListings(
      [pin({ lastStatus: 'Sld', soldPrice: 990_000 })],
      new Set(),
      vi.fn(),
      'en',
    )
    expect(marker?.label).toBe('$990K')
  })
})

describe('clusters from aggregates.map.clusters', () => {
  const spread = {
    top_left: { latitude: 43.7, longitude: -79.45 },
    bottom_right: { latitude: 43.6, longitude: -79.35 },
  }
  it.each([
    [
      'a cluster of many is a cluster',
      { count: 12, location: { latitude: 43.65, longitude: -79.4 }, bounds: spread },
      14,
      'cluster',
    ],
    [
      'a cluster of one listing is its pin',
      {
        count: 1,
        location: { latitude: 43.65, longitude: -79.4 },
        listing: pin({ type: 'Lease' }),
      },
      14,
      'lease',
    ],
    [
      'a cluster at one point is a stack',
      {
        count: 40,
        location: { latitude: 43.65, longitude: -79.4 },
        bounds: {
          top_left: { latitude: 43.65, longitude: -79.4 },
          bottom_right: { latitude: 43.65, longitude: -79.4 },
        },
      },
      14,
      'stack',
    ],
    [
      'at the top zoom no cluster can split: a stack',
      { count: 3, location: { latitude: 43.65, longitude: -79.4 }, bounds: spread },
      18,
      'stack',
    ],
  ])('%s', (_name, cluster, zoom, variant) => {
    expect(markersFromClusters([cluster], zoom, new Set(), vi.fn(), 'en')[0]?.variant).toBe(variant)
  })

  it.each([
    ['zoom 15: clusters', 15, 10, 'cluster'],
    ['zoom 17 and more than 30: clusters', 17, 31, 'cluster'],
    ['zoom 17 and 30 or fewer: pins', 17, 30, 'active'],
    ['zoom 18: pins', 18, 500, 'active'],
  ])('%s', (_name, zoom, count, variant) => {
    const markers = mapMarkers(
      {
        count,
        listings: [pin()],
        clusters: [{ count: 12, location: { latitude: 43.65, longitude: -79.4 }, bounds: spread }],
      },
      zoom,
      new Set(),
      vi.fn(),
      'en',
    )
    expect(markers[0]?.variant).toBe(variant)
  })
})

describe('map URLs', () => {
  it.each([
    ['43.6532;-79.3832', { latitude: 43.6532, longitude: -79.3832 }],
    ['43;-79', { latitude: 43, longitude: -79 }],
    ['toronto', undefined],
    ['95;-79', undefined],
    ['43.6,-79.3', undefined],
    [undefined, undefined],
  ])('%s', (segment, expected) => {
    expect(parseMapPoint(segment)).toEqual(expected)
  })

  it('writes a point to 6 decimals', () => {
    expect(mapPointSegment({ latitude: 43.65320001, longitude: -79.38 })).toBe('43.6532;-79.38')
  })

  it('writes the view as a closed [lng, lat] ring', () => {
    expect(JSON.parse(boundsPolygon({ north: 44, south: 43, east: -79, west: -80 }))).toEqual([
      [
        [-80, 43],
        [-79, 43],
        [-79, 44],
        [-80, 44],
        [-80, 43],
      ],
    ])
  })
})

describe('fitting a place in the view', () => {
  it.each([
    [
      'Toronto (about 0.6° wide) in 1440 × 800',
      { north: 43.86, south: 43.58, east: -79.11, west: -79.64 },
      1440,
      800,
      11,
    ],
    [
      'a neighbourhood (about 0.02° wide) in 1440 × 800',
      { north: 43.68, south: 43.665, east: -79.39, west: -79.41 },
      1440,
      800,
      15,
    ],
    [
      'a single point stops at the top zoom',
      { north: 43.6, south: 43.6, east: -79.4, west: -79.4 },
      360,
      600,
      18,
    ],
  ])('%s: zoom %d', (_name, bounds, width, height, expected) => {
    expect(zoomToFit(bounds, width, height, 4, 18)).toBe(expected)
  })

  it('takes the bounds of a path', () => {
    expect(
      pathBounds([
        { latitude: 1, longitude: 5 },
        { latitude: 3, longitude: 2 },
      ]),
    ).toEqual({ north: 3, south: 1, east: 5, west: 2 })
    expect(pathBounds([])).toBeUndefined()
  })
})

describe('one marker look for both map adapters ("Marker variants: active, lease, sold, visited, cluster")', () => {
  it.each([
    ['active', 'hw-marker hw-marker--active', 'bottom'],
    ['lease', 'hw-marker hw-marker--lease', 'bottom'],
    ['sold', 'hw-marker hw-marker--sold', 'bottom'],
    ['visited', 'hw-marker hw-marker--visited', 'bottom'],
    ['cluster', 'hw-marker hw-marker--cluster', 'center'],
    ['stack', 'hw-marker hw-marker--stack', 'center'],
  ] as const)('%s: classes %j, anchored at the %s', (variant, className, anchor) => {
    expect(markerClassName(variant)).toBe(className)
    expect(markerAnchor(variant)).toBe(anchor)
  })

  it('names the listing of a single pin only', () => {
    const [single] = pinsFromListings(
      [pin({ mlsNumber: 'C7', boardId: 2 })],
      new Set(),
      vi.fn(),
      'en',
    )
    const [stack] = pinsFromListings(
      [pin({ mlsNumber: 'C1' }), pin({ mlsNumber: 'C2' })],
      new Set(),
      vi.fn(),
      'en',
    )
    expect(single && markerListingKey(single)).toBe('C7/2')
    expect(stack && markerListingKey(stack)).toBeUndefined()
  })
})
