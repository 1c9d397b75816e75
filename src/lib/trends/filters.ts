import { placeSlug } from '../../../contract/placeSlug'
import { placeFromSlug } from '../placeSlug'
import type { QueryParams } from '../queryString'

/** The trends page's cities, Toronto first and by default. */
export const TRENDS_CITIES = [
  'Toronto',
  'Mississauga',
  'Brampton',
  'Markham',
  'Vaughan',
  'Oakville',
  'Richmond Hill',
  'Burlington',
  'Pickering',
  'Ajax',
  'Whitby',
] as const
export type TrendsCity = (typeof TRENDS_CITIES)[number]

/** Bedroom limits offered; the default is a maximum of 4. */
export const BEDROOM_LIMITS = [1, 2, 3, 4, 5] as const

/** Toronto, max beds 4, a sold window of 6 months. */
export const TRENDS_DEFAULTS = { city: 'Toronto', maxBeds: 4, olderData: false } as const

/** The sold window: 6 months, or with older data the dataset's 7 years (2,520 days). */
export const SOLD_WINDOW_MONTHS = { recent: 6, older: 84 } as const

export interface TrendsFilters {
  readonly city: TrendsCity
  readonly maxBeds: number
  readonly olderData: boolean
}

/**
 * The trends city a URL names, by its slug ("richmond-hill"), its name ("Richmond Hill") or an
 * older spelling of it. Undefined when no trends city has that name.
 */
export function trendsCityFromParam(value: string | null): TrendsCity | undefined {
  if (value === null || value === '') return undefined
  return placeFromSlug(value, TRENDS_CITIES) as TrendsCity | undefined
}

/**
 * The trends query with its city written as its slug, when the given one names a trends city
 * another way (an older link: "?city=Richmond%20Hill" → "?city=richmond-hill"). Undefined when it
 * already is, or names no trends city (that falls back to the default).
 */
export function canonicalTrendsSearch(search: URLSearchParams): string | undefined {
  const given = search.get('city')
  const city = trendsCityFromParam(given)
  if (city === undefined || placeSlug(city) === given) return undefined
  const canonical = new URLSearchParams(search)
  canonical.set('city', placeSlug(city))
  return canonical.toString()
}

/** The filters a shared URL carries; anything unknown falls back to the defaults. */
export function filtersFromSearch(search: URLSearchParams): TrendsFilters {
  const beds = Number(search.get('maxBeds'))
  return {
    city: trendsCityFromParam(search.get('city')) ?? TRENDS_DEFAULTS.city,
    maxBeds: (BEDROOM_LIMITS as readonly number[]).includes(beds) ? beds : TRENDS_DEFAULTS.maxBeds,
    olderData: search.get('olderData') === 'true',
  }
}

/** The URL form of the filters (the city as its slug), leaving defaults out so the plain /trends stays clean. */
export function searchFromFilters(filters: TrendsFilters): Record<string, string> {
  return {
    ...(filters.city !== TRENDS_DEFAULTS.city && { city: placeSlug(filters.city) }),
    ...(filters.maxBeds !== TRENDS_DEFAULTS.maxBeds && { maxBeds: String(filters.maxBeds) }),
    ...(filters.olderData && { olderData: 'true' }),
  }
}

/**
 * The trends page for a city, where a list, a listing or the footer links to it; undefined for a
 * city the page has no figures for (a link there would show another city's prices).
 */
export function trendsPath(city: string | undefined): string | undefined {
  const known = city === undefined ? undefined : trendsCityFromParam(city)
  if (known === undefined) return undefined
  const query = new URLSearchParams(searchFromFilters({ ...TRENDS_DEFAULTS, city: known }))
  return query.size === 0 ? '/trends' : `/trends?${query.toString()}`
}

/**
 * The first day of the sold window: the first of the month 6 months (or 7 years) back, so every
 * month on the charts is whole except the current one.
 */
export function minSoldDate(olderData: boolean, today: Date): string {
  const months = olderData ? SOLD_WINDOW_MONTHS.older : SOLD_WINDOW_MONTHS.recent
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, 1))
  return start.toISOString().slice(0, 10)
}

/**
 * What the page asks the statistics to compute, in the provider's names. The average asking
 * price sets the average sold price against asking (the provider has no per-sale comparison).
 */
export const TRENDS_STATISTICS = [
  'avg-soldPrice',
  'med-soldPrice',
  'avg-listPrice',
  'cnt-closed',
  'avg-daysOnMarket',
  'grp-mth',
].join(',')

/** The previous window needs only the overall figures. */
export const PREVIOUS_STATISTICS = TRENDS_STATISTICS.replace(',grp-mth', '')

/**
 * The listing classes the trends count: homes and condos. Commercial sales (offices, industrial
 * units, retail) have no bedrooms, so 'up to N bedrooms' alone would count them among the homes
 * sold and their prices in the averages.
 */
export const HOME_CLASSES = ['residential', 'condo'] as const

/**
 * The statistics request for a filter state: city, minBeds 0,
 * maxBeds, status U, lastStatus Sld, minSoldDate, statistics, listings false,
 * aggregateStatistics true, aggregates details.propertyType.
 */
export function statisticsRequest(filters: TrendsFilters, today: Date): QueryParams {
  return {
    ...soldInCity(
      filters,
      { minSoldDate: minSoldDate(filters.olderData, today) },
      TRENDS_STATISTICS,
    ),
    aggregateStatistics: true,
    aggregates: 'details.propertyType',
  }
}

/** What both windows ask: the city's sales up to the bedroom limit, figures without listings. */
function soldInCity(
  filters: TrendsFilters,
  window: { readonly minSoldDate: string; readonly maxSoldDate?: string },
  statistics: string,
) {
  return {
    city: filters.city,
    // A string, because the query-string helper drops numeric zeros and trends always asks from minBeds=0.
    minBeds: '0',
    maxBeds: filters.maxBeds,
    class: HOME_CLASSES,
    status: 'U',
    lastStatus: 'Sld',
    ...window,
    statistics,
    listings: false,
    sortBy: 'soldDateDesc',
  }
}

const DAY_MS = 86_400_000
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10)

/**
 * The window of the same length just before the current one (which runs from minSoldDate to
 * today): it ends the day before minSoldDate. The page compares the two.
 */
export function previousWindow(filters: TrendsFilters, today: Date) {
  const start = Date.parse(minSoldDate(filters.olderData, today))
  const end = Date.parse(today.toISOString().slice(0, 10))
  const days = Math.max(1, Math.round((end - start) / DAY_MS))
  return { minSoldDate: isoDay(start - days * DAY_MS), maxSoldDate: isoDay(start - DAY_MS) }
}

/** The same search over the previous window, overall figures only. */
export function previousStatisticsRequest(filters: TrendsFilters, today: Date): QueryParams {
  return soldInCity(filters, previousWindow(filters, today), PREVIOUS_STATISTICS)
}
