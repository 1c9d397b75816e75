import { describe, expect, it } from 'vitest'
import {
  filtersFromSearch,
  minSoldDate,
  searchFromFilters,
  statisticsRequest,
  TRENDS_CITIES,
} from '../../../src/lib/trends/filters'

describe('trends filters (second spec, sections 2, 3 and 9)', () => {
  it('lists the 11 cities, Toronto first', () => {
    expect(TRENDS_CITIES).toHaveLength(11)
    expect(TRENDS_CITIES[0]).toBe('Toronto')
  })

  it.each([
    ['', { city: 'Toronto', maxBeds: 4, olderData: false }],
    ['city=Ajax&maxBeds=2&olderData=true', { city: 'Ajax', maxBeds: 2, olderData: true }],
    ['city=Paris&maxBeds=99&olderData=yes', { city: 'Toronto', maxBeds: 4, olderData: false }],
    ['city=Richmond%20Hill', { city: 'Richmond Hill', maxBeds: 4, olderData: false }],
  ])('?%s reads as %j', (search, expected) => {
    expect(filtersFromSearch(new URLSearchParams(search))).toEqual(expected)
  })

  it('leaves the defaults out of the URL', () => {
    expect(searchFromFilters({ city: 'Toronto', maxBeds: 4, olderData: false })).toEqual({})
    expect(searchFromFilters({ city: 'Whitby', maxBeds: 3, olderData: true })).toEqual({
      city: 'Whitby',
      maxBeds: '3',
      olderData: 'true',
    })
  })

  it.each([
    [false, '2026-11-23', '2026-05-01'],
    [true, '2026-11-23', '2019-11-01'],
    [false, '2026-03-15', '2025-09-01'],
    [false, '2026-01-01', '2025-07-01'],
  ])('older data %s on %s starts the sold window on %s', (older, today, expected) => {
    expect(minSoldDate(older, new Date(`${today}T00:00:00Z`))).toBe(expected)
  })

  it('builds the one statistics request of section 7', () => {
    expect(
      statisticsRequest(
        { city: 'Toronto', maxBeds: 4, olderData: false },
        new Date('2026-11-23T00:00:00Z'),
      ),
    ).toEqual({
      city: 'Toronto',
      minBeds: '0',
      maxBeds: 4,
      status: 'U',
      lastStatus: 'Sld',
      minSoldDate: '2026-05-01',
      statistics:
        'avg-soldPrice,med-soldPrice,cnt-closed,avg-daysOnMarket,pct-aboveBelowList,grp-mth,cmp-previous',
      listings: false,
      aggregateStatistics: true,
      aggregates: 'details.propertyType',
    })
  })
})
