import type { Position } from '../geometry'

/** A numbered highway or expressway: its short name on the map and its line, west or south first. */
export interface Highway {
  readonly name: string
  readonly path: readonly Position[]
}

/**
 * The 400-series highways and the expressways through the eleven cities, [longitude, latitude],
 * traced from their public routes at a few points a kilometre's worth of accuracy (every
 * interchange named in a comment is where the line passes). Where the dataset's simplified
 * shoreline runs north of the real one (Pickering, Oakville), the lakeside roads keep to its
 * land side: no road crosses the lake.
 */
export const HIGHWAYS: readonly Highway[] = [
  {
    name: '401',
    path: [
      [-79.9, 43.51], // Milton
      [-79.85, 43.535],
      [-79.78, 43.578], // Highway 407
      [-79.74, 43.603],
      [-79.7, 43.625],
      [-79.665, 43.64], // Highways 403 and 410
      [-79.62, 43.663],
      [-79.585, 43.685], // Highway 427
      [-79.56, 43.698],
      [-79.535, 43.712], // Highway 400
      [-79.505, 43.721], // Jane St
      [-79.48, 43.724],
      [-79.452, 43.726], // Allen Rd, Yorkdale
      [-79.43, 43.731],
      [-79.405, 43.744], // Yonge St
      [-79.385, 43.754],
      [-79.345, 43.768], // Don Valley Parkway and Highway 404
      [-79.318, 43.775],
      [-79.28, 43.782],
      [-79.24, 43.788],
      [-79.2, 43.796],
      [-79.16, 43.808],
      [-79.13, 43.822], // Rouge River
      [-79.1, 43.83],
      [-79.08, 43.835],
      [-79.05, 43.842],
      [-79.02, 43.853],
      [-78.98, 43.862],
      [-78.94, 43.87],
      [-78.88, 43.878], // Whitby
    ],
  },
  {
    name: '403',
    path: [
      [-79.9, 43.3], // Hamilton
      [-79.84, 43.34],
      [-79.805, 43.365], // QEW and Highway 407, Burlington
      [-79.76, 43.412],
      [-79.72, 43.445],
      [-79.695, 43.475],
      [-79.71, 43.51], // leaves the QEW in Oakville
      [-79.71, 43.545],
      [-79.68, 43.575],
      [-79.655, 43.592], // Square One
      [-79.64, 43.606],
      [-79.655, 43.625],
      [-79.665, 43.64], // Highways 401 and 410
    ],
  },
  {
    name: '404',
    path: [
      [-79.345, 43.768], // Highway 401
      [-79.35, 43.79],
      [-79.358, 43.81], // Steeles Ave
      [-79.365, 43.85],
      [-79.372, 43.9],
      [-79.38, 43.95],
      [-79.385, 43.99],
    ],
  },
  {
    name: '407',
    path: [
      [-79.805, 43.365], // QEW and Highway 403, Burlington
      [-79.79, 43.4],
      [-79.77, 43.44],
      [-79.765, 43.49],
      [-79.77, 43.54],
      [-79.78, 43.578], // Highway 401
      [-79.74, 43.61],
      [-79.7, 43.64],
      [-79.675, 43.665], // Highway 410
      [-79.64, 43.7],
      [-79.615, 43.735],
      [-79.6, 43.762], // Highway 427
      [-79.55, 43.784],
      [-79.5, 43.792],
      [-79.45, 43.8],
      [-79.425, 43.807], // Yonge St
      [-79.365, 43.82], // Highway 404
      [-79.3, 43.835],
      [-79.25, 43.848],
      [-79.2, 43.86],
      [-79.15, 43.875],
      [-79.08, 43.893],
      [-79.0, 43.912],
      [-78.94, 43.93],
      [-78.88, 43.945],
    ],
  },
  {
    name: '409',
    path: [
      [-79.575, 43.69], // Highway 427
      [-79.6, 43.693],
      [-79.622, 43.686], // Pearson airport
    ],
  },
  {
    name: '410',
    path: [
      [-79.665, 43.64], // Highways 401 and 403
      [-79.68, 43.66],
      [-79.695, 43.685],
      [-79.705, 43.71],
      [-79.715, 43.735],
      [-79.735, 43.76],
      [-79.755, 43.79],
    ],
  },
  {
    name: '427',
    path: [
      [-79.545, 43.615], // QEW and Gardiner Expressway
      [-79.555, 43.64],
      [-79.565, 43.66],
      [-79.575, 43.685], // Highway 401
      [-79.59, 43.72],
      [-79.6, 43.745],
      [-79.615, 43.775],
      [-79.625, 43.8],
      [-79.63, 43.83], // Major Mackenzie Dr
    ],
  },
  {
    name: 'QEW',
    path: [
      [-79.805, 43.318], // Burlington Bay Skyway, north end
      [-79.81, 43.345],
      [-79.805, 43.365], // Highways 403 and 407
      [-79.76, 43.41],
      [-79.72, 43.44],
      [-79.69, 43.46],
      [-79.66, 43.48],
      [-79.63, 43.51],
      [-79.6, 43.545],
      [-79.57, 43.577],
      [-79.545, 43.615], // Highway 427
    ],
  },
  {
    name: 'Gardiner Expy',
    path: [
      [-79.545, 43.615], // Highway 427
      [-79.51, 43.625],
      [-79.48, 43.632], // Humber River
      [-79.455, 43.636],
      [-79.43, 43.636],
      [-79.41, 43.638],
      [-79.39, 43.641],
      [-79.375, 43.644], // Yonge St
      [-79.36, 43.648],
      [-79.345, 43.655], // Don Valley Parkway
    ],
  },
  {
    name: 'Don Valley Pkwy',
    path: [
      [-79.345, 43.655], // Gardiner Expressway
      [-79.355, 43.67],
      [-79.36, 43.685], // Bloor St viaduct
      [-79.35, 43.7],
      [-79.336, 43.715],
      [-79.335, 43.735],
      [-79.34, 43.755],
      [-79.345, 43.768], // Highway 401
    ],
  },
  {
    name: 'Allen Rd',
    path: [
      [-79.443, 43.697], // Eglinton Ave W
      [-79.447, 43.712],
      [-79.449, 43.718], // Lawrence Ave W
      [-79.452, 43.726], // Highway 401
      [-79.458, 43.745], // Sheppard Ave W
      [-79.462, 43.752],
    ],
  },
]
