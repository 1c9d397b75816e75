import { describe, expect, it } from 'vitest'
import {
  trendsPath,
  canonicalTrendsSearch,
  filtersFromSearch,
  minSoldDate,
  previousStatisticsRequest,
  previousWindow,
  searchFromFilters,
  statisticsRequest,
  TRENDS_CITIES,
} from '../../../src/lib/trends/filters'

describe('trends filters', () => {
  it('lists the 11 cities, Toronto first', () => {
    expect(TRENDS_CITIES).toHaveLength(11)
    expect(TRENDS_CITIES[0]).toBe('Toronto')
  })

  it.each([
    ['', { city: 'Toronto', maxBeds: 4, olderData: false }],
    ['city=Ajax&maxBeds=2&olderData=true', { city: 'Ajax', maxBeds: 2, olderData: true }],
    ['city=Paris&maxBeds=99&olderData=yes', { city: 'Toronto', maxBeds: 4, olderData: false }],
    ['city=Richmond%20Hill', { city: 'Richmond Hill', maxBeds: 4, olderData: false }],
    ['city=richmond-hill', { city: 'Richmond Hill', maxBeds: 4, olderData: false }],
    ['city=RICHMOND-HILL', { city: 'Richmond Hill', maxBeds: 4, olderData: false }],
  ])('?%s reads as %j', (search, expected) => {
    expect(filtersFromSearch(new URLSearchParams(search))).toEqual(expected)
  })

  it('leaves the defaults out of the URL', () => {
    expect(searchFromFilters({ city: 'Toronto', maxBeds: 4, olderData: false })).toEqual({})
    expect(searchFromFilters({ city: 'Whitby', maxBeds: 3, olderData: true })).toEqual({
      city: 'whitby',
      maxBeds: '3',
      olderData: 'true',
    })
  })

  it('writes a city as its slug', () => {
    expect(searchFromFilters({ city: 'Richmond Hill', maxBeds: 4, olderData: false })).toEqual({
      city: 'richmond-hill',
    })
  })

  it.each([
    ['city=richmond-hill', undefined],
    ['city=Richmond%20Hill&maxBeds=2', 'city=richmond-hill&maxBeds=2'],
    ['city=richmond+hill', 'city=richmond-hill'],
    ['city=Markham', 'city=markham'],
    ['city=Paris', undefined],
    ['maxBeds=2', undefined],
  ])('an older city spelling ?%s is rewritten as ?%s', (search, expected) => {
    expect(canonicalTrendsSearch(new URLSearchParams(search))).toBe(expected)
  })

  it.each([
    [false, '2026-11-23', '2026-05-01'],
    [true, '2026-11-23', '2019-11-01'],
    [false, '2026-03-15', '2025-09-01'],
    [false, '2026-01-01', '2025-07-01'],
  ])('older data %s on %s starts the sold window on %s', (older, today, expected) => {
    expect(minSoldDate(older, new Date(`${today}T00:00:00Z`))).toBe(expected)
  })

  it("builds the statistics request (sold listings, bedrooms, sold window), in the provider's statistic names", () => {
    expect(
      statisticsRequest(
        { city: 'Toronto', maxBeds: 4, olderData: false },
        new Date('2026-11-23T00:00:00Z'),
      ),
    ).toEqual({
      city: 'Toronto',
      minBeds: '0',
      maxBeds: 4,
      class: ['residential', 'condo'],
      status: 'U',
      lastStatus: 'Sld',
      minSoldDate: '2026-05-01',
      statistics: 'avg-soldPrice,med-soldPrice,avg-listPrice,cnt-closed,avg-daysOnMarket,grp-mth',
      listings: false,
      sortBy: 'soldDateDesc',
      aggregateStatistics: true,
      aggregates: 'details.propertyType',
    })
  })

  it.each([
    // 206 days from 2026-05-01 to 2026-11-23: the same length, ending 2026-04-30.
    [false, '2026-11-23', '2025-10-07', '2026-04-30'],
    [false, '2026-05-01', '2025-05-04', '2025-10-31'],
    [true, '2026-11-23', '2012-10-09', '2019-10-31'],
  ])('with older data %s on %s, compares with %s to %s', (olderData, today, from, to) => {
    expect(
      previousWindow({ city: 'Toronto', maxBeds: 4, olderData }, new Date(`${today}T00:00:00Z`)),
    ).toEqual({ minSoldDate: from, maxSoldDate: to })
  })

  it('asks the previous window for its overall figures only', () => {
    const request = previousStatisticsRequest(
      { city: 'Ajax', maxBeds: 2, olderData: false },
      new Date('2026-11-23T00:00:00Z'),
    )
    expect(request).toMatchObject({
      city: 'Ajax',
      maxBeds: 2,
      class: ['residential', 'condo'],
      status: 'U',
      lastStatus: 'Sld',
      minSoldDate: '2025-10-07',
      maxSoldDate: '2026-04-30',
      statistics: 'avg-soldPrice,med-soldPrice,avg-listPrice,cnt-closed,avg-daysOnMarket',
      listings: false,
      sortBy: 'soldDateDesc',
    })
    expect(request).not.toHaveProperty('aggregates')
  })
})

describe('trendsPath: where a list, a listing or the footer links to the trends page', () => {
  it.each([
    ['Toronto', '/trends'],
    ['Richmond Hill', '/trends?city=richmond-hill'],
    ['richmond-hill', '/trends?city=richmond-hill'],
    ['mississauga', '/trends?city=mississauga'],
    ['Milton', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (city, path) => {
    expect(trendsPath(city)).toBe(path)
  })
})
