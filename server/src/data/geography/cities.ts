import type { Position, Ring } from '../geometry'

/**
 * The 11 trend cities with simplified boundaries (longitude, latitude). Neighbouring cities share
 * their border vertices so no point belongs to two cities, and every lakeside city is closed by
 * the same shoreline, so a point inside a city is never in Lake Ontario. The shapes follow the
 * real municipal borders at roughly a kilometre's accuracy: Etobicoke Creek and Steeles Avenue
 * around Toronto, the Rouge River to Pickering, Yonge Street and Highway 7 in York Region.
 */

/** Lake Ontario's north shore from Burlington Bay to Whitby, west to east. */
export const SHORELINE: readonly Position[] = [
  [-79.87, 43.295],
  [-79.8, 43.31],
  [-79.775, 43.395],
  [-79.7, 43.425],
  [-79.635, 43.49],
  [-79.59, 43.54],
  [-79.545, 43.59],
  [-79.5, 43.605],
  [-79.47, 43.628],
  [-79.42, 43.63],
  [-79.38, 43.637],
  [-79.33, 43.652],
  [-79.29, 43.665],
  [-79.26, 43.676],
  [-79.23, 43.705],
  [-79.19, 43.74],
  [-79.15, 43.77],
  [-79.117, 43.82],
  [-79.05, 43.815],
  [-79.0, 43.82],
  [-78.93, 43.845],
  [-78.88, 43.85],
]

/** The lake south of the shoreline, far enough out to cover every bay the sampler could reach. */
export const LAKE_ONTARIO: Ring = [...SHORELINE, [-78.88, 43.0], [-79.87, 43.0]]

/** Steeles Avenue and its extensions: Toronto's northern border, west to east. */
const STEELES: readonly Position[] = [
  [-79.639, 43.75],
  [-79.6, 43.77],
  [-79.47, 43.79],
  [-79.425, 43.797],
  [-79.34, 43.81],
  [-79.23, 43.84],
  [-79.17, 43.855],
]

/** Shoreline between two longitudes, west to east. */
function shore(fromLng: number, toLng: number): Position[] {
  return SHORELINE.filter(([lng]) => lng >= fromLng && lng <= toLng)
}

export type Region = 'Toronto' | 'Peel' | 'York' | 'Halton' | 'Durham'

export interface City {
  readonly name: string
  /** The area (region) the listing feed reports. */
  readonly area: Region
  readonly center: Position
  readonly boundary: Ring
  /** Price level against Toronto for the same home (2025). */
  readonly priceFactor: number
  /** Share of the dataset's listings. */
  readonly weight: number
  /** Property tax as a share of assessed value (2025 municipal rates, rounded). */
  readonly taxRate: number
}

export const CITIES: readonly City[] = [
  {
    name: 'Toronto',
    area: 'Toronto',
    center: [-79.3832, 43.6532],
    boundary: [
      ...[...STEELES].reverse(),
      [-79.615, 43.68],
      [-79.595, 43.625],
      ...shore(-79.545, -79.117),
    ],
    priceFactor: 1,
    weight: 38,
    taxRate: 0.0072,
  },
  {
    name: 'Mississauga',
    area: 'Peel',
    center: [-79.644, 43.589],
    boundary: [
      [-79.545, 43.59],
      [-79.595, 43.625],
      [-79.615, 43.68],
      [-79.639, 43.75],
      [-79.7, 43.71],
      [-79.78, 43.64],
      [-79.72, 43.56],
      ...shore(-79.635, -79.59),
    ],
    priceFactor: 0.86,
    weight: 12,
    taxRate: 0.0085,
  },
  {
    name: 'Brampton',
    area: 'Peel',
    center: [-79.7624, 43.7315],
    boundary: [
      [-79.639, 43.75],
      [-79.639, 43.8],
      [-79.7, 43.85],
      [-79.84, 43.85],
      [-79.88, 43.7],
      [-79.78, 43.64],
      [-79.7, 43.71],
    ],
    priceFactor: 0.73,
    weight: 9,
    taxRate: 0.0102,
  },
  {
    name: 'Vaughan',
    area: 'York',
    center: [-79.5085, 43.8563],
    boundary: [
      [-79.639, 43.75],
      [-79.6, 43.77],
      [-79.47, 43.79],
      [-79.425, 43.797],
      [-79.425, 43.845],
      [-79.47, 43.845],
      [-79.47, 43.93],
      [-79.7, 43.93],
      [-79.7, 43.85],
      [-79.639, 43.8],
    ],
    priceFactor: 0.98,
    weight: 7,
    taxRate: 0.0078,
  },
  {
    name: 'Richmond Hill',
    area: 'York',
    center: [-79.4403, 43.8828],
    boundary: [
      [-79.47, 43.845],
      [-79.425, 43.845],
      [-79.37, 43.845],
      [-79.37, 43.97],
      [-79.47, 43.97],
    ],
    priceFactor: 1.04,
    weight: 5,
    taxRate: 0.0077,
  },
  {
    name: 'Markham',
    area: 'York',
    center: [-79.337, 43.8561],
    boundary: [
      [-79.425, 43.797],
      [-79.34, 43.81],
      [-79.23, 43.84],
      [-79.17, 43.855],
      [-79.17, 43.96],
      [-79.37, 43.96],
      [-79.37, 43.845],
      [-79.425, 43.845],
    ],
    priceFactor: 1,
    weight: 7,
    taxRate: 0.0073,
  },
  {
    name: 'Oakville',
    area: 'Halton',
    center: [-79.6877, 43.4675],
    boundary: [[-79.72, 43.56], [-79.8, 43.5], ...shore(-79.775, -79.635)],
    priceFactor: 1.18,
    weight: 5,
    taxRate: 0.0083,
  },
  {
    name: 'Burlington',
    area: 'Halton',
    center: [-79.799, 43.3255],
    boundary: [[-79.8, 43.5], [-79.9, 43.44], ...shore(-79.87, -79.775)],
    priceFactor: 0.88,
    weight: 4,
    taxRate: 0.0087,
  },
  {
    name: 'Pickering',
    area: 'Durham',
    center: [-79.0868, 43.8384],
    boundary: [
      [-79.17, 43.855],
      [-79.17, 43.96],
      [-79.03, 43.96],
      [-79.03, 43.86],
      ...shore(-79.117, -79.05).reverse(),
    ],
    priceFactor: 0.74,
    weight: 3,
    taxRate: 0.0095,
  },
  {
    name: 'Ajax',
    area: 'Durham',
    center: [-79.0204, 43.8509],
    boundary: [
      [-79.05, 43.815],
      [-79.03, 43.86],
      [-79.03, 43.9],
      [-78.985, 43.9],
      [-78.985, 43.835],
      [-79.0, 43.82],
    ],
    priceFactor: 0.7,
    weight: 3,
    taxRate: 0.0101,
  },
  {
    name: 'Whitby',
    area: 'Durham',
    center: [-78.9429, 43.8975],
    boundary: [
      [-78.985, 43.835],
      [-78.985, 43.99],
      [-78.88, 43.99],
      [-78.88, 43.85],
      [-78.93, 43.845],
    ],
    priceFactor: 0.68,
    weight: 3,
    taxRate: 0.0106,
  },
]

export function cityNamed(name: string): City {
  const city = CITIES.find((candidate) => candidate.name === name)
  if (!city) throw new Error(`unknown city ${name}`)
  return city
}
