import type { ListingClass } from './listingRecord'
import type { Random } from './random'

/** The filter bar's Home Types, plus commercial listings, which the feed also carries. */
export type HomeType =
  | 'Detached'
  | 'Semi-Detached'
  | 'Condo Apt'
  | 'Condo Townhouse'
  | 'Multiplex'
  | 'Vacant Land'
  | 'Other'
  | 'Commercial'

export interface HomeTypeSpec {
  readonly class: ListingClass
  readonly propertyTypes: readonly string[]
  readonly styles: readonly string[]
  /** Bedroom counts with weights. */
  readonly beds: readonly (readonly [number, number])[]
  /** Square-foot ranges, as the feed reports them, from small to large. */
  readonly sqft: readonly string[]
  /** 2025 Toronto sale price of a typical one, and the size it describes. */
  readonly basePrice: number
  readonly typicalSqft: number
  /** 2025 Toronto monthly rent of a typical one; null where such homes are not leased. */
  readonly baseRent: number | null
  /** Share of listings that are leases rather than sales. */
  readonly leaseShare: number
  readonly builtFrom: number
}

export const HOME_TYPES: Readonly<Record<HomeType, HomeTypeSpec>> = {
  Detached: {
    class: 'ResidentialProperty',
    propertyTypes: ['Detached'],
    styles: ['2-Storey', 'Bungalow', 'Backsplit 4', 'Sidesplit 3', '3-Storey', 'Bungaloft'],
    beds: [
      [2, 8],
      [3, 35],
      [4, 40],
      [5, 17],
    ],
    sqft: ['1100-1500', '1500-2000', '2000-2500', '2500-3000', '3000-3500', '3500-5000'],
    basePrice: 1_650_000,
    typicalSqft: 2000,
    baseRent: 4200,
    leaseShare: 0.12,
    builtFrom: 1905,
  },
  'Semi-Detached': {
    class: 'ResidentialProperty',
    propertyTypes: ['Semi-Detached'],
    styles: ['2-Storey', 'Bungalow', '3-Storey', 'Backsplit 3'],
    beds: [
      [2, 20],
      [3, 60],
      [4, 20],
    ],
    sqft: ['700-1100', '1100-1500', '1500-2000', '2000-2500'],
    basePrice: 1_250_000,
    typicalSqft: 1500,
    baseRent: 3500,
    leaseShare: 0.15,
    builtFrom: 1900,
  },
  'Condo Apt': {
    class: 'CondoProperty',
    propertyTypes: ['Condo Apartment'],
    styles: ['Apartment', 'Loft'],
    beds: [
      [0, 6],
      [1, 48],
      [2, 38],
      [3, 8],
    ],
    sqft: [
      '0-499',
      '500-599',
      '600-699',
      '700-799',
      '800-899',
      '900-999',
      '1000-1199',
      '1200-1399',
    ],
    basePrice: 690_000,
    typicalSqft: 750,
    baseRent: 2550,
    leaseShare: 0.4,
    builtFrom: 1975,
  },
  'Condo Townhouse': {
    class: 'CondoProperty',
    propertyTypes: ['Condo Townhouse'],
    styles: ['Stacked Townhse', '2-Storey', '3-Storey'],
    beds: [
      [2, 40],
      [3, 48],
      [4, 12],
    ],
    sqft: ['900-999', '1000-1199', '1200-1399', '1400-1599', '1600-1799'],
    basePrice: 880_000,
    typicalSqft: 1200,
    baseRent: 3200,
    leaseShare: 0.25,
    builtFrom: 1975,
  },
  Multiplex: {
    class: 'ResidentialProperty',
    propertyTypes: ['Duplex', 'Triplex', 'Fourplex', 'Multiplex'],
    styles: ['2-Storey', '2 1/2 Storey', '3-Storey'],
    beds: [
      [4, 30],
      [5, 30],
      [6, 25],
      [8, 15],
    ],
    sqft: ['2000-2500', '2500-3000', '3000-3500', '3500-5000'],
    basePrice: 1_850_000,
    typicalSqft: 2800,
    baseRent: 2300,
    leaseShare: 0.3,
    builtFrom: 1895,
  },
  'Vacant Land': {
    class: 'ResidentialProperty',
    propertyTypes: ['Vacant Land'],
    styles: ['Vacant Land'],
    beds: [[0, 1]],
    sqft: [],
    basePrice: 1_050_000,
    typicalSqft: 0,
    baseRent: null,
    leaseShare: 0,
    builtFrom: 0,
  },
  Other: {
    class: 'ResidentialProperty',
    propertyTypes: ['Att/Row/Townhouse', 'Link', 'Cottage'],
    styles: ['2-Storey', '3-Storey', 'Bungalow'],
    beds: [
      [2, 25],
      [3, 55],
      [4, 20],
    ],
    sqft: ['1100-1500', '1500-2000', '2000-2500'],
    basePrice: 1_050_000,
    typicalSqft: 1500,
    baseRent: 3000,
    leaseShare: 0.15,
    builtFrom: 1960,
  },
  Commercial: {
    class: 'CommercialProperty',
    propertyTypes: ['Commercial Retail', 'Office', 'Industrial', 'Sale Of Business'],
    styles: ['Commercial'],
    beds: [[0, 1]],
    sqft: ['1000-2000', '2000-5000', '5000-10000'],
    basePrice: 1_600_000,
    typicalSqft: 3000,
    baseRent: 5500,
    leaseShare: 0.35,
    builtFrom: 1950,
  },
}

const URBAN_MIX: readonly (readonly [HomeType, number])[] = [
  ['Detached', 22],
  ['Semi-Detached', 10],
  ['Condo Apt', 40],
  ['Condo Townhouse', 9],
  ['Multiplex', 5],
  ['Vacant Land', 1],
  ['Other', 5],
  ['Commercial', 4],
]

const SUBURBAN_MIX: readonly (readonly [HomeType, number])[] = [
  ['Detached', 44],
  ['Semi-Detached', 12],
  ['Condo Apt', 14],
  ['Condo Townhouse', 12],
  ['Multiplex', 2],
  ['Vacant Land', 2],
  ['Other', 10],
  ['Commercial', 4],
]

/** Toronto is mostly condos; the 905 mostly houses. */
export function pickHomeType(random: Random, city: string): HomeType {
  return random.weighted(city === 'Toronto' ? URBAN_MIX : SUBURBAN_MIX)
}

/** Lower and upper bound of a "1100-1500" range. */
export function sqftBounds(range: string | null): { min: number; max: number } | null {
  if (!range) return null
  const [min, max] = range.split('-').map(Number)
  return min === undefined || max === undefined ? null : { min, max }
}
