import { mapColours } from '../../app/theme/tokens'
import type { MapOutline } from './mapView'

/** How an outline is drawn, in terms either map library can apply. */
export interface OutlineLook {
  /** The edge, or undefined for none. */
  readonly stroke?: { readonly color: string; readonly weight: number; readonly dashed: boolean }
  /** The inside, or undefined for none. */
  readonly fill?: { readonly color: string; readonly opacity: number }
}

/**
 * One look for outlines in both map adapters: the chosen polygon highlighted, the lake as water
 * (the keyless map has no base tiles), cities solid and neighbourhoods dashed, lighter over
 * satellite imagery.
 */
export function outlineLook(kind: MapOutline['kind'], satellite: boolean): OutlineLook {
  const colours = satellite ? mapColours.satellite : mapColours.plain
  switch (kind) {
    case 'polygon':
      return {
        stroke: { color: colours.area, weight: 3, dashed: false },
        fill: { color: colours.area, opacity: 0.08 },
      }
    case 'lake':
      return { fill: { color: colours.water, opacity: 1 } }
    case 'city':
      return { stroke: { color: colours.cityLine, weight: 1.5, dashed: false } }
    case 'neighbourhood':
      return { stroke: { color: colours.neighbourhoodLine, weight: 1, dashed: true } }
  }
}
