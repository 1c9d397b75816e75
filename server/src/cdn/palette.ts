import type { Random } from './random'

/** The kinds a key draws when its listing is not known. */
const SEEDED_KINDS = ['house', 'townhouse', 'condo', 'land'] as const
type SeededKind = (typeof SEEDED_KINDS)[number]

/** Every kind of building the photos draw: a commercial listing's, only when its type is known. */
export const PROPERTY_KINDS = [...SEEDED_KINDS, 'commercial'] as const
export type PropertyKind = (typeof PROPERTY_KINDS)[number]

/** One listing's colours, shared by all its photos so a gallery reads as one home. */
export interface Look {
  readonly kind: PropertyKind
  readonly sky: readonly [top: string, horizon: string]
  readonly lawn: string
  readonly foliage: string
  readonly wall: string
  readonly trim: string
  readonly roof: string
  readonly door: string
  readonly interior: InteriorLook
}

export interface InteriorLook {
  readonly walls: readonly string[]
  readonly floor: string
  readonly fabric: string
  readonly accent: string
  readonly wood: string
  readonly cabinet: string
}

/** Muted, daylight tones: flat illustrations look tasteful when nothing is fully saturated. */
const SKIES = [
  ['#7db7e3', '#e4f2fa'],
  ['#94bde3', '#f8e2cf'],
  ['#88b3da', '#eef0e6'],
  ['#a3c4e4', '#fdf0dc'],
] as const
const LAWNS = ['#8dbb6a', '#7fae66', '#9cc27b', '#88b472'] as const
const FOLIAGE = ['#5e9a5a', '#4f8a58', '#6aa05f', '#57916b'] as const
const WALLS = [
  '#ece3d2',
  '#c8d6c2',
  '#b9cadb',
  '#dcbba2',
  '#a3b5a7',
  '#f1ece3',
  '#c9aa8a',
  '#8f9cab',
  '#b9705d',
  '#d8cfc0',
] as const
/** Dark window trim marks a modern house: flat roof, pale garage door. */
export const DARK_TRIM = '#3e4347'
const TRIMS = ['#fbf8f2', '#f3eee5', DARK_TRIM] as const
const ROOFS = ['#4b5059', '#6d5145', '#5c6b74', '#3c4048', '#8a5c46'] as const
const DOORS = ['#b4463b', '#2f4f6f', '#2f7d78', '#d6a243', '#2d2d2f', '#6e8b5a'] as const

const INTERIOR_WALLS = ['#f4efe7', '#ebe4d9', '#e0e7dd', '#dfe6ed', '#f2e4dc', '#e9e4ee'] as const
const FLOORS = ['#c9a27a', '#a97a53', '#dcc3a0', '#b9b3ab'] as const
const FABRICS = ['#5f7c8a', '#c47a5a', '#7d8f69', '#3f5a73', '#8c7a9b', '#9a8f80'] as const
const ACCENTS = ['#d8b26e', '#c96f5a', '#e0c9a6', '#6f9ea0', '#d99a8b'] as const
const WOODS = ['#a87c55', '#6f513d', '#d3b58c'] as const
const CABINETS = ['#f6f3ee', '#33495a', '#7f927e', '#e7dfd2', '#3d3f42'] as const

/** Weights of the kinds: mostly houses, as in the dataset. */
const KIND_WEIGHTS: Readonly<Record<SeededKind, number>> = {
  house: 0.42,
  townhouse: 0.24,
  condo: 0.24,
  land: 0.1,
}

function kindOf(random: Random): SeededKind {
  let roll = random.next()
  for (const kind of SEEDED_KINDS) {
    roll -= KIND_WEIGHTS[kind]
    if (roll < 0) return kind
  }
  return 'house'
}

export function lookOf(random: Random): Look {
  const kind = kindOf(random)
  const trim = random.pick(TRIMS)
  return {
    kind,
    sky: random.pick(SKIES),
    lawn: random.pick(LAWNS),
    foliage: random.pick(FOLIAGE),
    wall: random.pick(WALLS),
    trim,
    roof: random.pick(ROOFS),
    door: random.pick(DOORS),
    interior: {
      walls: [
        random.pick(INTERIOR_WALLS),
        random.pick(INTERIOR_WALLS),
        random.pick(INTERIOR_WALLS),
      ],
      floor: random.pick(FLOORS),
      fabric: random.pick(FABRICS),
      accent: random.pick(ACCENTS),
      wood: random.pick(WOODS),
      cabinet: random.pick(CABINETS),
    },
  }
}

/** Towards white (amount > 0) or black (amount < 0), by that fraction. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16)
  const target = amount > 0 ? 255 : 0
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff
    return Math.round(c + (target - c) * Math.abs(amount))
  }
  const mixed = (channel(16) << 16) | (channel(8) << 8) | channel(0)
  return `#${mixed.toString(16).padStart(6, '0')}`
}
