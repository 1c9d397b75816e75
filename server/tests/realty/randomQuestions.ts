import { MAX_AGGREGATES, type ListingsQuery } from '../../../contract/realty'
import { STATISTICS } from '../../../contract/statistics'
import { AGGREGATABLE } from '../../src/realty/aggregateFields'
import { seededQuestions, someOf } from './seededRandom'

// Random statistics questions of the kind the monthly summary answers (its filters, a sold
// window, price bounds, figures and aggregates), seeded so a failing one can be asked again.

const CITIES = ['Toronto', 'Mississauga', 'Ajax', 'Brampton', 'Markham', 'Nowhere']
const LAST_STATUSES = ['Sld', 'Lsd', 'New', 'Sc', 'Ter'] as const
const PROPERTY_TYPES = ['Detached', 'Condo Apartment', 'Semi-Detached', 'Att/Row/Twnhouse']

function dayOf(next: () => number): string {
  const year = 2019 + Math.floor(next() * 8)
  const month = 1 + Math.floor(next() * 12)
  // Often a month's first or last day, so windows of whole months are asked too.
  const roll = next()
  const day =
    roll < 0.3
      ? 1
      : roll < 0.5
        ? new Date(Date.UTC(year, month, 0)).getUTCDate()
        : 1 + Math.floor(next() * 28)
  return `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** A random question the summary answers (its filters, a window, bounds and figures). */
function question(next: () => number): ListingsQuery {
  const statistics = STATISTICS.filter(() => next() < 0.5)
  // Every aggregatable field, in a shuffled order: the summary counts some, the listings the rest.
  const aggregates = [...AGGREGATABLE.keys()]
    .filter(() => next() < 0.2)
    .sort(() => next() - 0.5)
    .slice(0, MAX_AGGREGATES)
  const minBeds = next() < 0.3 ? Math.floor(next() * 4) : undefined
  const price = () => Math.round(200_000 + next() * 2_000_000)
  return {
    status: someOf(next, ['A', 'U'] as const) ?? ['U'],
    lastStatus: someOf(next, LAST_STATUSES),
    city: someOf(next, CITIES),
    class: someOf(next, ['residential', 'condo', 'commercial'] as const),
    type: someOf(next, ['sale', 'lease'] as const),
    propertyType: someOf(next, PROPERTY_TYPES),
    minBeds,
    maxBeds: next() < 0.3 ? (minBeds ?? 0) + Math.floor(next() * 4) : undefined,
    minSoldDate: next() < 0.6 ? dayOf(next) : undefined,
    maxSoldDate: next() < 0.3 ? dayOf(next) : undefined,
    // Bounds nothing crosses (as the bench's uncached questions), and bounds some listing does.
    minPrice: next() < 0.15 ? (next() < 0.5 ? 1 : price()) : undefined,
    maxPrice: next() < 0.3 ? (next() < 0.5 ? 999_999_999 : price()) : undefined,
    statistics: (statistics.length > 0 ? statistics : ['avg-soldPrice']).join(','),
    aggregates: aggregates.length > 0 ? aggregates.join(',') : undefined,
    aggregateStatistics: next() < 0.5 ? true : undefined,
    listings: false,
  }
}

export const randomQuestions = (seed: number, count: number): ListingsQuery[] =>
  seededQuestions(seed, count, question)
