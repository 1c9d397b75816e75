import type { Ring } from '../geometry'
import { SHORELINE } from './cities'

/**
 * Lake Ontario's whole outline (longitude, latitude), simplified to a few kilometres: the
 * dataset's north shore from Burlington Bay to Whitby (the same vertices the lakeside cities end
 * at, so the water meets their borders exactly), on east past Cobourg and Prince Edward County to
 * Kingston and the St. Lawrence outlet, then back west along the New York shore (Oswego,
 * Rochester, Olcott) and the Niagara shore (Niagara-on-the-Lake, Grimsby) to Hamilton.
 */
export const LAKE_ONTARIO_OUTLINE: Ring = [
  ...SHORELINE,
  // North shore, Whitby to Kingston.
  [-78.82, 43.868],
  [-78.72, 43.872],
  [-78.67, 43.89],
  [-78.58, 43.9],
  [-78.29, 43.94],
  [-78.17, 43.955],
  [-78.0, 43.97],
  [-77.73, 43.99],
  [-77.35, 43.95],
  [-77.15, 43.84],
  [-76.87, 43.93],
  [-76.7, 44.1],
  [-76.48, 44.22],
  // The outlet, then the New York shore westward.
  [-76.33, 44.13],
  [-76.27, 43.85],
  [-76.2, 43.63],
  [-76.51, 43.46],
  [-76.97, 43.27],
  [-77.61, 43.26],
  [-77.95, 43.36],
  [-78.19, 43.37],
  [-78.72, 43.34],
  // The Niagara shore to Hamilton.
  [-79.07, 43.26],
  [-79.26, 43.2],
  [-79.56, 43.2],
  [-79.72, 43.23],
  [-79.79, 43.27],
]
