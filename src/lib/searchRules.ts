/** Search-parameter rules of the filter bar. */
import { HOME_TYPE_PROPERTY_TYPES } from '../../contract/homeTypes'

export type DealType = 'sale' | 'lease'
export type HomeType =
  | 'Any'
  | 'Detached'
  | 'Semi-Detached'
  | 'Condo Apt'
  | 'Condo Townhouse'
  | 'Multiplex'
  | 'Vacant Land'
  | 'Other'

export const HOME_TYPES: readonly HomeType[] = [
  'Any',
  'Detached',
  'Semi-Detached',
  'Condo Apt',
  'Condo Townhouse',
  'Multiplex',
  'Vacant Land',
  'Other',
]

export interface PriceRange {
  readonly min: number
  /** Undefined: no maximum. */
  readonly max: number | undefined
}

export const SALE_PRICE_DEFAULT: PriceRange = { min: 0, max: 7_000_000 }
export const LEASE_PRICE_DEFAULT: PriceRange = { min: 1000, max: 5000 }
export const DEFAULT_SEARCH_MAX_PRICE = 6_000_000

/** The price sliders' top step (7,000,000 for sale, 10,000 for lease) means no maximum. */
export function noMaximumPrice(type: DealType): number {
  return type === 'sale' ? 7_000_000 : 10_000
}

/** Switching Sale/Lease resets the price: lease 1000 to 5000, sale 0 to 7,000,000. */
export function priceAfterToggle(type: DealType): PriceRange {
  return type === 'lease' ? LEASE_PRICE_DEFAULT : SALE_PRICE_DEFAULT
}

export interface StatusFilters {
  readonly active: boolean
  readonly sold: boolean
}

/** Active and Sold/Leased cannot both be off: turning the last one off changes nothing. */
export function toggleStatus(current: StatusFilters, which: keyof StatusFilters): StatusFilters {
  const next = { ...current, [which]: !current[which] }
  return next.active || next.sold ? next : current
}

/** Choosing Any clears the others; choosing another clears Any; nothing left means Any. */
export function toggleHomeType(selected: readonly HomeType[], choice: HomeType): HomeType[] {
  if (choice === 'Any') return ['Any']
  const withoutAny = selected.filter((type) => type !== 'Any')
  const next = withoutAny.includes(choice)
    ? withoutAny.filter((type) => type !== choice)
    : [...withoutAny, choice]
  return next.length === 0 ? ['Any'] : next
}

/** Any means the classes residential and condo. */
export function homeTypeParams(selected: readonly HomeType[]): {
  class: ('residential' | 'condo')[]
  propertyType: string[]
} {
  if (selected.length === 0 || selected.includes('Any')) {
    return { class: ['residential', 'condo'], propertyType: [] }
  }
  const propertyTypes: Record<
    Exclude<HomeType, 'Any'>,
    readonly string[]
  > = HOME_TYPE_PROPERTY_TYPES
  return {
    class: ['residential', 'condo'],
    propertyType: selected.flatMap((type) => (type === 'Any' ? [] : propertyTypes[type])),
  }
}

export const ACTIVE_DAYS_OPTIONS = [0, 1, 3, 7, 14, 30, 90] as const
export const SOLD_DAYS_OPTIONS = [
  0, 1, 3, 7, 30, 90, 180, 360, 720, 1080, 1440, 1800, 2160, 2520,
] as const

/** A days-on-market choice as the minimum date to send (0 means all: no date). */
export function minDateForDays(days: number, today: Date): string | undefined {
  if (days <= 0) return undefined
  const date = new Date(today.getTime() - days * 86_400_000)
  return date.toISOString().slice(0, 10)
}
