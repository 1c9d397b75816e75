import type { Position } from '../geometry'

export interface NeighbourhoodSeed {
  readonly name: string
  readonly city: string
  /** Approximate centre, [longitude, latitude]. */
  readonly center: Position
  /** Forward sortation area: the first three characters of the postal codes there. */
  readonly fsa: string
  /** Price level against the city's (1 = typical). */
  readonly premium: number
}

type Row = readonly [name: string, lat: number, lng: number, fsa: string, premium?: number]

function rows(city: string, list: readonly Row[]): NeighbourhoodSeed[] {
  return list.map(([name, lat, lng, fsa, premium = 1]) => ({
    name,
    city,
    center: [lng, lat],
    fsa,
    premium,
  }))
}

/** Real neighbourhood names with approximate centres; Toronto's follow the city's own map. */
export const NEIGHBOURHOODS: readonly NeighbourhoodSeed[] = [
  ...rows('Toronto', [
    ['Bay Street Corridor', 43.657, -79.386, 'M5G', 1.05],
    ['Church-Yonge Corridor', 43.659, -79.379, 'M4Y'],
    ['Waterfront Communities-The Island', 43.641, -79.385, 'M5J', 1.05],
    ['Niagara', 43.639, -79.41, 'M5V'],
    ['Liberty Village', 43.638, -79.421, 'M6K'],
    ['Kensington-Chinatown', 43.653, -79.398, 'M5T'],
    ['Trinity-Bellwoods', 43.65, -79.415, 'M6J', 1.15],
    ['Little Portugal', 43.647, -79.43, 'M6J', 1.05],
    ['Annex', 43.67, -79.404, 'M5R', 1.3],
    ['Yorkville', 43.671, -79.392, 'M5R', 1.45],
    ['Rosedale-Moore Park', 43.682, -79.379, 'M4W', 1.9],
    ['Cabbagetown-South St. James Town', 43.667, -79.367, 'M4X', 1.15],
    ['Regent Park', 43.66, -79.36, 'M5A', 0.85],
    ['South Riverdale', 43.662, -79.34, 'M4M', 1.1],
    ['North Riverdale', 43.674, -79.352, 'M4K', 1.25],
    ['Danforth', 43.683, -79.33, 'M4J', 1.1],
    ['The Beaches', 43.671, -79.299, 'M4E', 1.3],
    ['Birchcliffe-Cliffside', 43.695, -79.265, 'M1N', 0.95],
    ['Roncesvalles', 43.646, -79.449, 'M6R', 1.2],
    ['High Park North', 43.658, -79.466, 'M6P', 1.15],
    ['Junction Area', 43.665, -79.471, 'M6P', 1.05],
    ['Dufferin Grove', 43.657, -79.434, 'M6H', 1.05],
    ['Corso Italia-Davenport', 43.677, -79.447, 'M6E', 0.95],
    ['Forest Hill South', 43.694, -79.414, 'M5P', 1.75],
    ['Yonge-Eglinton', 43.706, -79.399, 'M4P', 1.2],
    ['Mount Pleasant East', 43.704, -79.383, 'M4S', 1.25],
    ['Leaside-Bennington', 43.709, -79.366, 'M4G', 1.4],
    ['Lawrence Park South', 43.72, -79.404, 'M4N', 1.6],
    ['Bedford Park-Nortown', 43.733, -79.418, 'M5M', 1.5],
    ['Yorkdale-Glen Park', 43.718, -79.455, 'M6A', 0.95],
    ['Downsview-Roding-CFB', 43.736, -79.49, 'M3K', 0.85],
    ['Willowdale East', 43.77, -79.403, 'M2N', 1.05],
    ['Newtonbrook West', 43.79, -79.43, 'M2R'],
    ['Bayview Village', 43.77, -79.38, 'M2K', 1.15],
    ['St. Andrew-Windfields', 43.755, -79.375, 'M2P', 1.7],
    ['Banbury-Don Mills', 43.738, -79.345, 'M3B', 1.2],
    ['Thorncliffe Park', 43.705, -79.35, 'M4H', 0.8],
    ['Victoria Village', 43.73, -79.313, 'M4A', 0.85],
    ['Wexford/Maryvale', 43.75, -79.295, 'M1R', 0.85],
    ["L'Amoreaux", 43.795, -79.31, 'M1W', 0.85],
    ['Agincourt South-Malvern West', 43.785, -79.27, 'M1S', 0.85],
    ['Malvern', 43.806, -79.222, 'M1B', 0.8],
    ['Scarborough Village', 43.738, -79.213, 'M1J', 0.8],
    ['Guildwood', 43.755, -79.195, 'M1E', 0.95],
    ['Highland Creek', 43.785, -79.175, 'M1C', 0.95],
    ['Mimico', 43.614, -79.498, 'M8V', 0.95],
    ['Stonegate-Queensway', 43.635, -79.5, 'M8Y', 1.05],
    ['Islington-City Centre West', 43.636, -79.545, 'M9B'],
    ['Kingsway South', 43.651, -79.511, 'M8X', 1.55],
    ['Humber Heights-Westmount', 43.69, -79.52, 'M9P', 1.05],
    ['Weston', 43.7, -79.515, 'M9N', 0.8],
    ['Rexdale-Kipling', 43.72, -79.565, 'M9V', 0.75],
    ['West Humber-Clairville', 43.72, -79.61, 'M9W', 0.75],
  ]),
  ...rows('Mississauga', [
    ['Port Credit', 43.552, -79.585, 'L5H', 1.3],
    ['Mineola', 43.566, -79.6, 'L5G', 1.35],
    ['City Centre', 43.593, -79.643, 'L5B', 0.9],
    ['Cooksville', 43.578, -79.617, 'L5A', 0.9],
    ['Streetsville', 43.583, -79.713, 'L5M', 1.05],
    ['Meadowvale', 43.6, -79.75, 'L5N'],
    ['Erin Mills', 43.548, -79.675, 'L5L', 1.05],
    ['Malton', 43.705, -79.645, 'L4T', 0.8],
    ['Churchill Meadows', 43.575, -79.71, 'L5M'],
  ]),
  ...rows('Brampton', [
    ['Downtown Brampton', 43.685, -79.76, 'L6V', 0.95],
    ['Bramalea', 43.72, -79.72, 'L6T', 0.9],
    ['Springdale', 43.76, -79.74, 'L6R'],
    ['Mount Pleasant', 43.68, -79.82, 'L7A'],
    ['Heart Lake', 43.74, -79.79, 'L6Z'],
    ['Castlemore', 43.79, -79.69, 'L6P', 1.2],
    ['Fletchers Meadow', 43.705, -79.81, 'L7A'],
  ]),
  ...rows('Vaughan', [
    ['Woodbridge', 43.785, -79.6, 'L4L', 1.05],
    ['Maple', 43.85, -79.51, 'L6A'],
    ['Concord', 43.8, -79.48, 'L4K', 0.9],
    ['Kleinburg', 43.84, -79.63, 'L0J', 1.35],
    ['Vellore Village', 43.83, -79.56, 'L4H'],
    ['Thornhill Woods', 43.82, -79.455, 'L4J', 1.05],
  ]),
  ...rows('Richmond Hill', [
    ['Oak Ridges', 43.945, -79.44, 'L4E'],
    ['Mill Pond', 43.875, -79.445, 'L4C', 1.1],
    ['Bayview Hill', 43.865, -79.39, 'L4B', 1.35],
    ['Jefferson', 43.905, -79.43, 'L4E'],
    ['Langstaff', 43.85, -79.42, 'L4B', 0.9],
  ]),
  ...rows('Markham', [
    ['Unionville', 43.87, -79.315, 'L3R', 1.15],
    ['Markham Village', 43.877, -79.262, 'L3P'],
    ['Thornhill', 43.815, -79.405, 'L3T', 1.05],
    ['Cornell', 43.89, -79.22, 'L6B', 0.95],
    ['Milliken Mills', 43.83, -79.29, 'L3S', 0.9],
    ['Berczy Village', 43.9, -79.3, 'L6C', 1.05],
  ]),
  ...rows('Oakville', [
    ['Old Oakville', 43.46, -79.68, 'L6J', 1.45],
    ['Glen Abbey', 43.445, -79.725, 'L6M', 1.05],
    ['Bronte', 43.425, -79.718, 'L6L'],
    ['Iroquois Ridge', 43.48, -79.69, 'L6H'],
    ['River Oaks', 43.468, -79.71, 'L6H', 0.95],
  ]),
  ...rows('Burlington', [
    ['Downtown Burlington', 43.327, -79.797, 'L7R', 1.1],
    ['Aldershot', 43.305, -79.85, 'L7T', 0.95],
    ['Appleby', 43.38, -79.79, 'L7L'],
    ['Tyandaga', 43.34, -79.84, 'L7P', 1.05],
    ['Millcroft', 43.405, -79.82, 'L7M', 1.05],
  ]),
  ...rows('Pickering', [
    ['Bay Ridges', 43.828, -79.085, 'L1W', 0.95],
    ['Amberlea', 43.84, -79.105, 'L1V'],
    ['Duffin Heights', 43.88, -79.1, 'L1X', 1.05],
    ['Village East', 43.845, -79.06, 'L1V'],
  ]),
  ...rows('Ajax', [
    ['South East Ajax', 43.84, -79.01, 'L1S'],
    ['Central West Ajax', 43.855, -79.017, 'L1T'],
    ['Northeast Ajax', 43.88, -79.0, 'L1Z', 1.05],
  ]),
  ...rows('Whitby', [
    ['Downtown Whitby', 43.878, -78.942, 'L1N'],
    ['Port Whitby', 43.858, -78.935, 'L1N', 0.95],
    ['Brooklin', 43.96, -78.955, 'L1M', 1.1],
    ['Williamsburg', 43.905, -78.965, 'L1R'],
    ['Taunton North', 43.925, -78.925, 'L1R', 1.05],
  ]),
]
