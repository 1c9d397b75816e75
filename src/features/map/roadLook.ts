import type { RoadKind } from '../../../contract/geo'
import { mapColours, type MapColours } from '../../app/theme/tokens'

/** How one kind of road is drawn at a zoom: a fill over a wider casing, in pixels. */
export interface RoadLook {
  readonly color: string
  readonly weight: number
  readonly casingColor: string
  readonly casingWeight: number
}

/**
 * Road widths in pixels by zoom, as [zoom, width] steps: each kind starts thin at the zoom it
 * appears and widens as the map nears street level, highways always the widest.
 */
const WIDTHS: Readonly<Record<RoadKind, readonly (readonly [number, number])[]>> = {
  highway: [
    [9, 1.5],
    [11, 2.5],
    [13, 4],
    [15, 7],
    [17, 11],
  ],
  arterial: [
    [11, 1],
    [13, 2.5],
    [15, 5],
    [17, 9],
  ],
  street: [
    [14, 1.5],
    [15, 3],
    [16, 5],
    [17, 8],
  ],
}

/** The width at a zoom: the last step at or below it, the first step's below them all. */
export function roadWidth(kind: RoadKind, zoom: number): number {
  const steps = WIDTHS[kind]
  let width = steps[0]?.[1] ?? 1
  for (const [from, value] of steps) if (zoom >= from) width = value
  return width
}

export const roadColours = (satellite: boolean): MapColours =>
  satellite ? mapColours.satellite : mapColours.plain

export function roadLook(kind: RoadKind, zoom: number, satellite: boolean): RoadLook {
  const colours = roadColours(satellite)
  const weight = roadWidth(kind, zoom)
  return {
    color: colours[kind],
    weight,
    casingColor: colours[`${kind}Casing`],
    // A thin road gets a hairline edge; a wide one a clear casing, as a printed map draws it.
    casingWeight: weight + (weight < 2 ? 1 : 2),
  }
}

/** Drawing order, bottom first: streets under arterials under highways. */
export const ROAD_ORDER: readonly RoadKind[] = ['street', 'arterial', 'highway']
