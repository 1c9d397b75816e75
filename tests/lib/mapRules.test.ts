import { describe, expect, it } from 'vitest'
import {
  clampZoom,
  clusterLimit,
  clusterPrecision,
  pinsPerPage,
  showAsClusters,
  zoomFromQuery,
} from '../../src/lib/mapRules'

describe('map rules', () => {
  it.each([
    [3, 4],
    [4, 4],
    [14, 14],
    [18, 18],
    [21, 18],
    [13.6, 14],
  ])('zoom %d is kept within 4..18 as %d', (zoom, expected) => {
    expect(clampZoom(zoom)).toBe(expected)
  })

  it.each([
    [4, 6],
    [10, 12],
    [14, 16],
    [18, 20],
  ])('cluster precision at zoom %d is %d (zoom + 2)', (zoom, expected) => {
    expect(clusterPrecision(zoom)).toBe(expected)
  })

  it.each([
    [4, 200],
    [8, 200],
    [9, 100],
    [16, 100],
  ])('cluster limit at zoom %d is %d', (zoom, expected) => {
    expect(clusterLimit(zoom)).toBe(expected)
  })

  it.each([
    [15, 30],
    [16, 200],
    [18, 200],
  ])('listings per page at zoom %d: %d', (zoom, expected) => {
    expect(pinsPerPage(zoom)).toBe(expected)
  })

  it.each([
    [15, 5, true],
    [16, 31, true],
    [16, 30, false],
    [17, 100, true],
    [18, 1000, false],
  ])('at zoom %d with %d listings, clusters: %s', (zoom, count, expected) => {
    expect(showAsClusters(zoom, count)).toBe(expected)
  })

  it.each([
    ['14', 14],
    [null, 17],
    ['', 17],
    ['abc', 17],
    ['30', 18],
  ])('z=%s on the map screen gives %d', (z, expected) => {
    expect(zoomFromQuery(z)).toBe(expected)
  })
})
