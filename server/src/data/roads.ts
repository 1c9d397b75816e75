import { ARTERIAL_LINES } from './geography/arterials'
import { HIGHWAYS } from './geography/highways'
import type { StreetName } from './geography/streets'
import type { Position } from './geometry'

/** Highways and expressways, the arterials of the major-street lists, and residential streets. */
export type RoadKind = 'highway' | 'arterial' | 'street'

export interface Road {
  readonly kind: RoadKind
  /** As the map labels it: "401", "Bloor St W", "Maple Cres". */
  readonly name: string
  /** A residential street's city: its name means one street only within it. */
  readonly city?: string
  readonly path: readonly Position[]
}

/** A street as addresses write it: "Bloor St W", "Highway 7 E", "Third Line". */
export function streetLabel(street: StreetName): string {
  return [street.name, street.suffix, street.direction].filter(Boolean).join(' ')
}

/** The line of one of a city's arterials, or undefined for a street that is not one. */
export function arterialLine(city: string, street: StreetName): readonly Position[] | undefined {
  return ARTERIAL_LINES[city]?.[streetLabel(street)]
}

/** Every highway and arterial: fixed geography, the same for every dataset. */
export const MAIN_ROADS: readonly Road[] = [
  ...HIGHWAYS.map((highway): Road => ({ kind: 'highway', ...highway })),
  ...Object.values(ARTERIAL_LINES).flatMap((lines) =>
    Object.entries(lines).map(([name, path]): Road => ({ kind: 'arterial', name, path })),
  ),
]
