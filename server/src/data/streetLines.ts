import type { City } from './geography/cities'
import type { StreetName } from './geography/streets'
import type { Position } from './geometry'
import { offsetMetres } from './lines'
import { isOnLand } from './places'
import { streetLabel, type Road } from './roads'
import { GridFill, type StreetGrid } from './streetGrid'

/** A residential street as the plan lays it out, lot by lot. */
export interface Street {
  readonly city: City
  readonly name: StreetName
  readonly start: Position
  /** Unit vector along the street, in metres east and north. */
  readonly along: readonly [number, number]
  /** The street's number before its first lot: a name used again continues its numbers. */
  readonly firstNumber: number
  /** Metres from the start to the first lot: a street on the grid keeps its corner clear. */
  readonly firstLot: number
  /** Metres from the start to the street's far corner, for a street on the grid. */
  readonly length?: number
  /** Lots the street has room for; set to `next` when the street runs out of land. */
  capacity: number
  next: number
}

/** Metres of street each lot takes. */
export const FRONTAGE_METRES = 12
/** The shortest residential street the map draws: a cul-de-sac of a few lots. */
const SHORTEST_STREET_METRES = 36

/** Metres between the points tried when a street line is cut at the shore or the city line. */
const LAND_STEP_METRES = 6

/**
 * A street's centre line: from half a lot before its first house to half a lot past its last
 * (a street starts at a corner), at least a cul-de-sac long, cut where it would leave the land.
 * Its start, where the first lot was drawn, is always on land.
 */
function streetLine(street: Street): Position[] {
  const [east, north] = street.along
  const at = (metres: number) => offsetMetres(street.start, east * metres, north * metres)
  const onLand = (metres: number) => isOnLand(street.city, at(metres))
  // A street on the grid runs corner to corner; one off it from half a lot before its first house
  // to half a lot past its last.
  const reach =
    street.length ??
    Math.max(SHORTEST_STREET_METRES, Math.floor(street.next / 2) * FRONTAGE_METRES) +
      FRONTAGE_METRES / 2
  let last = 0
  while (last + LAND_STEP_METRES <= reach && onLand(last + LAND_STEP_METRES)) {
    last += LAND_STEP_METRES
  }
  const first =
    street.length === undefined && onLand(-FRONTAGE_METRES / 2) ? -FRONTAGE_METRES / 2 : 0
  return [at(first), at(Math.max(last, LAND_STEP_METRES))]
}

/**
 * The streets laid out, by neighbourhood, as roads: each named street along its lots, then the
 * grid's unnamed side streets filling the blocks between and around the neighbourhood's streets.
 */
export function residentialRoads(byArea: readonly Street[][], grid: StreetGrid): Road[] {
  const named = byArea.flat().map((street): Road => ({
    kind: 'street',
    name: streetLabel(street.name),
    city: street.city.name,
    path: streetLine(street),
  }))
  const fill = new GridFill(grid)
  const side = byArea.flatMap((streets) => {
    const gridded = streets.filter((street) => street.length !== undefined)
    const city = gridded[0]?.city
    if (!city) return []
    const ends = gridded.flatMap((street) => {
      const [east, north] = street.along
      const length = street.length ?? 0
      return [street.start, offsetMetres(street.start, east * length, north * length)]
    })
    const onLand = (point: Position) => isOnLand(city, point)
    // The blocks between the neighbourhood's streets, then those around each one further out.
    const pieces = [
      ...fill.around(city.area, ends, onLand),
      ...gridded.flatMap((_, index) =>
        fill.around(city.area, ends.slice(2 * index, 2 * index + 2), onLand),
      ),
    ]
    return pieces.map((path): Road => ({ kind: 'street', name: '', city: city.name, path }))
  })
  return [...named, ...side]
}
