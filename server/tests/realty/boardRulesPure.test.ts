import { describe, expect, it } from 'vitest'
import {
  guestPoint,
  guestSearchText,
  guestTextMatches,
  snapBoxToGrid,
  statisticsForGuest,
  withholdFewSales,
} from '../../src/realty/boardRules'

describe('guestPoint: the centre of the ~150 m cell', () => {
  it.each([
    [43.65432, -79.38321, 43.654275, -79.38295],
    [43.65433, -79.38322, 43.654275, -79.38295],
    [45.50001, -73.56789, 45.499725, -73.56705],
  ])('%f,%f → %f,%f', (lat, lng, cellLat, cellLng) => {
    const point = guestPoint(lat, lng)
    expect(point.latitude).toBeCloseTo(cellLat, 9)
    expect(point.longitude).toBeCloseTo(cellLng, 9)
  })

  it('is stable: the centre of a cell is its own centre', () => {
    const once = guestPoint(43.7, -79.4)
    expect(guestPoint(once.latitude, once.longitude)).toEqual(once)
  })
})

it('snapBoxToGrid widens a box to whole cells, never onto its own edges', () => {
  const box = {
    top_left: { latitude: 43.6601, longitude: -79.3999 },
    bottom_right: { latitude: 43.6501, longitude: -79.3901 },
  }
  const snapped = snapBoxToGrid(box)
  expect(snapped.top_left.latitude).toBeGreaterThan(box.top_left.latitude)
  expect(snapped.top_left.longitude).toBeLessThan(box.top_left.longitude)
  expect(snapped.bottom_right.latitude).toBeLessThan(box.bottom_right.latitude)
  expect(snapped.bottom_right.longitude).toBeGreaterThan(box.bottom_right.longitude)
})

describe('guestTextMatches: MLS number, city and neighbourhood only', () => {
  const text = guestSearchText({
    mlsNumber: 'C1234567',
    address: { city: 'Toronto', neighborhood: 'The Annex' },
  })
  it.each([
    [['c123'], true],
    [['toronto'], true],
    [['annex', 'tor'], true],
    [['king'], false],
    [['12', 'king'], false],
    [['toronto', 'king'], false],
  ])('%j → %s', (words, matches) => {
    expect(guestTextMatches(text, words)).toBe(matches)
  })
})

describe('withholdFewSales: 10 sales or null with the reason', () => {
  it.each([
    [9, { avg: null, med: null, withheld: 'fewer-than-10-sales' }],
    [10, { avg: 500_000, med: 480_000 }],
  ])('%i sales overall', (sales, expected) => {
    expect(withholdFewSales({ avg: 500_000, med: 480_000 }, sales)).toEqual(expected)
  })

  it('judges each period by its own count', () => {
    const result = withholdFewSales(
      {
        avg: 1,
        mth: { '2026-01': { avg: 2, count: 3 }, '2026-02': { avg: 4, count: 12 } },
      },
      15,
    )
    expect(result.mth).toEqual({
      '2026-01': { avg: null, count: 3, withheld: 'fewer-than-10-sales' },
      '2026-02': { avg: 4, count: 12 },
    })
  })

  it('withholds a source’s overall figure when the number of sales is unknown', () => {
    expect(statisticsForGuest({ soldPrice: { avg: 7 } }).soldPrice).toEqual({
      avg: null,
      withheld: 'fewer-than-10-sales',
    })
    expect(statisticsForGuest({ soldPrice: { avg: 7 }, closed: { count: 40 } }).soldPrice).toEqual({
      avg: 7,
    })
  })
})
