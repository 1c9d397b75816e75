import type { MultiPolygon } from 'polygon-clipping'
import { polygonsBounds, type Position } from '../data/geometry'
import { areaContains } from './mapPolygon'

/** Cells along each side of the grid laid over a drawn area's bounds. */
export const GRID_CELLS = 64

/**
 * How far (in degrees, about 10 cm) a cell is widened before the area's edges are looked for in
 * it. A point is placed in its cell by a division whose rounding is far below this, so a point
 * always lies inside its widened cell, at least this far from any edge when no edge crosses it.
 */
const MARGIN = 1e-6

export const INSIDE = 1
export const OUTSIDE = 2
/** An edge of the area crosses the cell: each of its points is tested on its own. */
const CROSSED = 3

/** A drawn area's grid: the cells over its bounds, each INSIDE, OUTSIDE or CROSSED. */
export interface AreaGrid {
  readonly west: number
  readonly south: number
  /** A cell's width and height in degrees. */
  readonly width: number
  readonly height: number
  /** Row by row from the south-west cell, GRID_CELLS × GRID_CELLS. */
  readonly cells: Uint8Array
}

/**
 * The grid of GRID_CELLS × GRID_CELLS cells over an area's bounds; undefined when the bounds
 * have no width or height. A cell that no edge of the area (outer rings and holes alike)
 * crosses lies wholly inside or wholly outside the area, as its centre does; a cell an edge
 * crosses is CROSSED, and each of its points must be tested on its own.
 */
export function areaGrid(polygons: MultiPolygon): AreaGrid | undefined {
  const exact = areaContains(polygons)
  const { west, south, east, north } = polygonsBounds(polygons)
  const width = (east - west) / GRID_CELLS
  const height = (north - south) / GRID_CELLS
  if (!(width > 0) || !(height > 0)) return undefined
  const cells = new Uint8Array(GRID_CELLS * GRID_CELLS)

  const column = (lng: number) => Math.floor((lng - west) / width)
  const row = (lat: number) => Math.floor((lat - south) / height)
  const clamp = (index: number) => Math.min(GRID_CELLS - 1, Math.max(0, index))

  /** Every cell whose widened box meets the box from (x1, y1) to (x2, y2). */
  function markBox(x1: number, y1: number, x2: number, y2: number) {
    const fromColumn = clamp(column(Math.min(x1, x2) - MARGIN))
    const toColumn = clamp(column(Math.max(x1, x2) + MARGIN))
    const fromRow = clamp(row(Math.min(y1, y2) - MARGIN))
    const toRow = clamp(row(Math.max(y1, y2) + MARGIN))
    for (let y = fromRow; y <= toRow; y += 1) {
      for (let x = fromColumn; x <= toColumn; x += 1) cells[y * GRID_CELLS + x] = CROSSED
    }
  }

  // Each edge in pieces no longer than a cell each way: the boxes of the pieces hold the edge,
  // so every cell the edge meets is marked (and a few beside it, which only cost a test).
  for (const polygon of polygons) {
    for (const ring of polygon) {
      for (let at = 1; at < ring.length; at += 1) {
        const [x1, y1] = ring[at - 1] ?? [0, 0]
        const [x2, y2] = ring[at] ?? [0, 0]
        const pieces =
          Math.ceil(Math.max(Math.abs(x2 - x1) / width, Math.abs(y2 - y1) / height)) + 1
        for (let piece = 0; piece < pieces; piece += 1) {
          const from = piece / pieces
          const to = (piece + 1) / pieces
          markBox(
            x1 + (x2 - x1) * from,
            y1 + (y2 - y1) * from,
            x1 + (x2 - x1) * to,
            y1 + (y2 - y1) * to,
          )
        }
      }
    }
  }
  for (let y = 0; y < GRID_CELLS; y += 1) {
    for (let x = 0; x < GRID_CELLS; x += 1) {
      const at = y * GRID_CELLS + x
      if (cells[at] === CROSSED) continue
      const centre: Position = [west + (x + 0.5) * width, south + (y + 0.5) * height]
      cells[at] = exact(centre) ? INSIDE : OUTSIDE
    }
  }

  return { west, south, width, height, cells }
}

const grids = new WeakMap<MultiPolygon, AreaGrid | undefined>()

/** The area's grid, built once for the outline however many reads of a search test it. */
export function gridOf(polygons: MultiPolygon): AreaGrid | undefined {
  if (!grids.has(polygons)) grids.set(polygons, areaGrid(polygons))
  return grids.get(polygons)
}

/**
 * The same test as `areaContains`, answered from the area's grid (built here unless given): a
 * point in a cell no edge crosses by one array read; only points in cells an edge crosses run
 * the point-in-polygon test. Each point of such a cell lies at least MARGIN from every edge,
 * far beyond the test's rounding, so both tests give every point the same answer.
 */
export function gridContains(
  polygons: MultiPolygon,
  grid: AreaGrid | undefined = gridOf(polygons),
): (point: Position) => boolean {
  const contains = gridContainsAt(polygons, grid)
  return (point) => contains(point[0], point[1])
}

/** The same, given a longitude and a latitude (a scan of many positions makes no pair of each). */
export function gridContainsAt(
  polygons: MultiPolygon,
  grid: AreaGrid | undefined = gridOf(polygons),
): (lng: number, lat: number) => boolean {
  const exact = areaContains(polygons)
  if (!grid) return (lng, lat) => exact([lng, lat])
  const { west, south, width, height, cells } = grid
  return (lng, lat) => {
    const x = Math.floor((lng - west) / width)
    const y = Math.floor((lat - south) / height)
    // Outside the bounds (or on their far edges): the test itself answers.
    if (x < 0 || y < 0 || x >= GRID_CELLS || y >= GRID_CELLS) return exact([lng, lat])
    const cell = cells[y * GRID_CELLS + x]
    return cell === INSIDE ? true : cell === OUTSIDE ? false : exact([lng, lat])
  }
}
