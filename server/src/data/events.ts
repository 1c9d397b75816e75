import { HOME_TYPES } from './homeTypes'
import type { ClosedStatus, ListingType } from './listingRecord'
import { isHotMarket } from './prices'
import type { Property } from './properties'
import type { Random } from './random'

export const DAY = 86_400_000
const HISTORY_DAYS = 7 * 365

export const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10)

const SALE_OUTCOMES: readonly (readonly [ClosedStatus, number])[] = [
  ['Sld', 62],
  ['Exp', 14],
  ['Ter', 11],
  ['Sc', 4],
  ['Sce', 2],
  ['Sus', 3],
  ['Dft', 4],
]

const LEASE_OUTCOMES: readonly (readonly [ClosedStatus, number])[] = [
  ['Lsd', 70],
  ['Exp', 12],
  ['Ter', 9],
  // The provider has no Lce: a conditional lease, escape clause or not, is Lc.
  ['Lc', 6],
  ['Sus', 3],
]

export interface ListingEvent {
  readonly type: ListingType
  readonly listTime: number
  /** Undefined while the listing is still active. */
  readonly outcome: ClosedStatus | undefined
  /** When the listing agreement runs out. */
  readonly expiryTime: number
  /** When it left the market: sold, leased, expired, withdrawn. Undefined while active. */
  readonly closeTime: number | undefined
}

/** Days a listing stays up before it ends the way `outcome` says. */
function daysToClose(
  random: Random,
  outcome: ClosedStatus,
  lease: boolean,
  date: string,
  term: number,
) {
  if (outcome === 'Exp') return term
  if (outcome === 'Ter' || outcome === 'Sus' || outcome === 'Dft') return random.int(7, term - 5)
  if (lease) return random.int(4, 40)
  return isHotMarket(date) ? random.int(3, 16) : random.int(8, 75)
}

/**
 * Days until the home is listed again: a buyer keeps a home for years, a tenant for a lease
 * term, and an unsold home is often back within weeks.
 */
function relistDays(random: Random, outcome: ClosedStatus): number {
  if (outcome === 'Sld' || outcome === 'Sc' || outcome === 'Sce') return random.int(500, 2600)
  if (outcome === 'Lsd' || outcome === 'Lc') return random.int(330, 760)
  return random.int(5, 200)
}

/** Homes coming to market now after a long ownership: no listing in the seven years shown. */
const FRESH_SHARE = 0.27

function activeEvent(type: ListingType, listTime: number, term: number): ListingEvent {
  return {
    type,
    listTime,
    outcome: undefined,
    expiryTime: listTime + term * DAY,
    closeTime: undefined,
  }
}

/**
 * When a home was listed over seven years, and how each listing ended. A listing starts only
 * after the previous one left the market, so a home's history reads as one story; a listing
 * that has not ended by today is the home's active listing.
 */
export function plannedEvents(random: Random, property: Property, today: number): ListingEvent[] {
  const spec = HOME_TYPES[property.homeType]
  const pickType = (): ListingType => (random.chance(spec.leaseShare) ? 'Lease' : 'Sale')
  if (random.chance(FRESH_SHARE)) {
    const type = pickType()
    return [activeEvent(type, today - random.int(0, 90) * DAY, type === 'Lease' ? 90 : 180)]
  }
  const events: ListingEvent[] = []
  const windowStart = today - HISTORY_DAYS * DAY
  // The home's story starts before the seven years shown, so its listings spread evenly over
  // them instead of crowding the first years.
  let time = windowStart - random.int(0, 1500) * DAY
  while (time <= today) {
    const type = pickType()
    const lease = type === 'Lease'
    const outcome = random.weighted(lease ? LEASE_OUTCOMES : SALE_OUTCOMES)
    const term = lease ? random.pick([60, 90]) : random.pick([90, 120, 180])
    const closeTime = time + daysToClose(random, outcome, lease, isoDay(time), term) * DAY
    if (closeTime >= today) {
      events.push(activeEvent(type, time, term))
      break
    }
    if (time >= windowStart) {
      events.push({ type, listTime: time, outcome, expiryTime: time + term * DAY, closeTime })
    }
    time = closeTime + relistDays(random, outcome) * DAY
  }
  return events
}
