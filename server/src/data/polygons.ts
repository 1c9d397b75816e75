import { Delaunay } from 'd3-delaunay'
import polygonClipping, { type MultiPolygon, type Polygon } from 'polygon-clipping'
import { CITIES, type City } from './geography/cities'
import { closeRing, ringBounds, type Position } from './geometry'
import { neighbourhoodsOf } from './places'

export interface NeighbourhoodArea {
  readonly name: string
  readonly city: string
  readonly center: Position
  /** GeoJSON MultiPolygon coordinates. */
  readonly boundary: MultiPolygon
}

function cityPolygon(city: City): Polygon {
  return [closeRing(city.boundary).map(([lng, lat]) => [lng, lat] as [number, number])]
}

/**
 * Each neighbourhood's area: the Voronoi cell of its centre among its city's centres, clipped to
 * the city. Listings are assigned to the nearest centre, so they fall in these cells by design.
 */
export function neighbourhoodAreas(): NeighbourhoodArea[] {
  return CITIES.flatMap((city) => {
    const seeds = neighbourhoodsOf(city.name)
    const { west, south, east, north } = ringBounds(city.boundary)
    // Distances in degrees of longitude shrink with latitude; scale x so cells are fair.
    const scale = Math.cos((city.center[1] * Math.PI) / 180)
    const voronoi = Delaunay.from(
      seeds,
      (seed) => seed.center[0] * scale,
      (seed) => seed.center[1],
    ).voronoi([(west - 0.1) * scale, south - 0.1, (east + 0.1) * scale, north + 0.1])
    return seeds.map((seed, index) => {
      const cell = voronoi.cellPolygon(index)
      const ring = cell.map(([x, y]) => [x / scale, y] as [number, number])
      return {
        name: seed.name,
        city: city.name,
        center: seed.center,
        boundary: polygonClipping.intersection([ring], cityPolygon(city)),
      }
    })
  })
}
