import type { Region } from './geography/cities'
import type { Position } from './geometry'

const METRES_PER_DEGREE = 111_320
/** Metres between parallel residential streets, and between the corners along one (a block). */
export const BLOCK_METRES = 100
/** The grid's origin (Toronto's city hall): every street of a region lies on the same lines. */
const ORIGIN: Position = [-79.3832, 43.6532]
const METRES_PER_LNG = METRES_PER_DEGREE * Math.cos((ORIGIN[1] * Math.PI) / 180)
/** How many lines either side of the nearest one are tried for a free stretch. */
const LINES_TRIED = 4

/**
 * How far each region's road grid turns from true north: Toronto, York and Durham follow Yonge
 * Street's survey (about 17 degrees west of north); Peel and Halton follow the lake (about 45).
 */
export const GRID_DEGREES: Readonly<Record<Region, number>> = {
  Toronto: 17,
  York: 17,
  Durham: 17,
  Peel: 45,
  Halton: 45,
}

/** A street's place on the grid: its first corner and its direction (a unit vector, east and north). */
export interface GridStreet {
  readonly start: Position
  readonly along: readonly [number, number]
  /** Metres to its last corner: whole blocks. */
  readonly length: number
}

const toMetres = ([lng, lat]: Position): [number, number] => [
  (lng - ORIGIN[0]) * METRES_PER_LNG,
  (lat - ORIGIN[1]) * METRES_PER_DEGREE,
]

const fromMetres = (east: number, north: number): Position => [
  ORIGIN[0] + east / METRES_PER_LNG,
  ORIGIN[1] + north / METRES_PER_DEGREE,
]

/**
 * The residential streets' grid: each region's streets lie on lines a block apart in the
 * region's two directions and run from corner to corner, so they meet and cross as streets do
 * rather than standing alone. A stretch of a line is given to one street only.
 */
export class StreetGrid {
  /** Stretches given out, by region angle, direction and line: [from, to] in metres along. */
  private readonly taken = new Map<string, [number, number][]>()

  /** Whether a named street runs on part of the stretch [from, to] of a line. */
  isTaken(region: Region, family: number, line: number, from: number, to: number): boolean {
    const used = this.taken.get(`${String(GRID_DEGREES[region])}|${String(family)}|${String(line)}`)
    return (used ?? []).some(([start, end]) => start < to && end > from)
  }

  /**
   * A free stretch `metres` long near `position`, running `quarter` quarter turns from the
   * region's grid, with its first corner on land; undefined when no line near it is free.
   */
  place(
    region: Region,
    position: Position,
    quarter: number,
    metres: number,
    onLand: (point: Position) => boolean,
  ): GridStreet | undefined {
    const family = quarter % 2
    const forward = quarter < 2 ? 1 : -1
    const radians = ((GRID_DEGREES[region] + 90 * family) * Math.PI) / 180
    const along: [number, number] = [-Math.sin(radians), Math.cos(radians)]
    const across: [number, number] = [Math.cos(radians), Math.sin(radians)]
    const [x, y] = toMetres(position)
    const u = x * along[0] + y * along[1]
    const v = x * across[0] + y * across[1]
    const length = Math.ceil(metres / BLOCK_METRES) * BLOCK_METRES
    const corner =
      forward === 1
        ? Math.floor(u / BLOCK_METRES) * BLOCK_METRES
        : Math.ceil(u / BLOCK_METRES) * BLOCK_METRES
    const stretch: [number, number] =
      forward === 1 ? [corner, corner + length] : [corner - length, corner]
    const nearest = Math.round(v / BLOCK_METRES)
    for (let tried = 0; tried <= 2 * LINES_TRIED; tried += 1) {
      const line = nearest + (tried % 2 === 0 ? tried / 2 : -(tried + 1) / 2)
      const key = `${String(GRID_DEGREES[region])}|${String(family)}|${String(line)}`
      const used = this.taken.get(key) ?? []
      if (used.some(([from, to]) => from < stretch[1] && to > stretch[0])) continue
      const offset = line * BLOCK_METRES
      const start = fromMetres(
        corner * along[0] + offset * across[0],
        corner * along[1] + offset * across[1],
      )
      if (!onLand(start)) continue
      used.push(stretch)
      this.taken.set(key, used)
      return { start, along: [along[0] * forward, along[1] * forward], length }
    }
    return undefined
  }
}

/** How far the grid is filled around a neighbourhood's streets, in blocks each way at most. */
const FILL_BLOCKS = 12

/** The region's two grid directions: e1 along its first family of lines, e2 across them. */
function frame(region: Region) {
  const radians = (GRID_DEGREES[region] * Math.PI) / 180
  const e1: [number, number] = [-Math.sin(radians), Math.cos(radians)]
  const e2: [number, number] = [Math.cos(radians), Math.sin(radians)]
  const node = (i: number, j: number): Position =>
    fromMetres((i * e1[0] + j * e2[0]) * BLOCK_METRES, (i * e1[1] + j * e2[1]) * BLOCK_METRES)
  const indices = (position: Position): [number, number] => {
    const [x, y] = toMetres(position)
    return [(x * e1[0] + y * e1[1]) / BLOCK_METRES, (x * e2[0] + y * e2[1]) / BLOCK_METRES]
  }
  return { node, indices }
}

export class GridFill {
  private readonly done = new Set<string>()
  private readonly land = new Map<string, boolean>()

  constructor(private readonly grid: StreetGrid) {}

  /**
   * The unnamed side streets of the grid around a neighbourhood's named ones (`ends`: their end
   * corners), block by block where no named street runs and the land goes on, joined into lines:
   * the blocks between the named streets, so they read as one street network.
   */
  around(region: Region, ends: readonly Position[], onLand: (point: Position) => boolean) {
    const { node, indices } = frame(region)
    const points = ends.map(indices)
    if (points.length === 0) return []
    const centre = indices(ends[0] ?? ORIGIN)
    const clamp = (value: number, middle: number) =>
      Math.max(middle - FILL_BLOCKS, Math.min(middle + FILL_BLOCKS, value))
    const lo = (k: 0 | 1) =>
      clamp(Math.floor(Math.min(...points.map((p) => p[k]))) - 1, Math.round(centre[k]))
    const hi = (k: 0 | 1) =>
      clamp(Math.ceil(Math.max(...points.map((p) => p[k]))) + 1, Math.round(centre[k]))
    const [i0, i1, j0, j1] = [lo(0), hi(0), lo(1), hi(1)]
    const isLand = (i: number, j: number) => {
      const key = `${String(GRID_DEGREES[region])}|${String(i)}|${String(j)}`
      let known = this.land.get(key)
      if (known === undefined) this.land.set(key, (known = onLand(node(i, j))))
      return known
    }
    const lines: Position[][] = []
    // Family 0 runs along e1 (i changes) on line j; family 1 along e2 on line i.
    for (const family of [0, 1] as const) {
      const [lineFrom, lineTo, stepFrom, stepTo] =
        family === 0 ? [j0, j1, i0, i1] : [i0, i1, j0, j1]
      for (let line = lineFrom; line <= lineTo; line += 1) {
        let run: Position[] | undefined
        for (let step = stepFrom; step < stepTo; step += 1) {
          const [a, b] =
            family === 0
              ? [
                  [step, line],
                  [step + 1, line],
                ]
              : [
                  [line, step],
                  [line, step + 1],
                ]
          const ok =
            this.free(region, family, line, step) && this.blockOnLand(a, b, isLand, node, onLand)
          if (ok && run) run.push(node(b[0] ?? 0, b[1] ?? 0))
          else if (ok) run = [node(a[0] ?? 0, a[1] ?? 0), node(b[0] ?? 0, b[1] ?? 0)]
          else if (run) {
            lines.push(run)
            run = undefined
          }
        }
        if (run) lines.push(run)
      }
    }
    return lines.map((line) => [line[0] ?? ORIGIN, line.at(-1) ?? ORIGIN])
  }

  /** Whether a block is free of named streets and not filled yet (it is marked filled). */
  private free(region: Region, family: 0 | 1, line: number, step: number): boolean {
    const key = `${String(GRID_DEGREES[region])}|${String(family)}|${String(line)}|${String(step)}`
    if (this.done.has(key)) return false
    this.done.add(key)
    // Named stretches in metres along each family's direction (family 1 runs along -e2).
    const [from, to] =
      family === 0
        ? [step * BLOCK_METRES, (step + 1) * BLOCK_METRES]
        : [-(step + 1) * BLOCK_METRES, -step * BLOCK_METRES]
    return !this.grid.isTaken(region, family, line, from, to)
  }

  private blockOnLand(
    a: number[],
    b: number[],
    isLand: (i: number, j: number) => boolean,
    node: (i: number, j: number) => Position,
    onLand: (point: Position) => boolean,
  ): boolean {
    const [ai = 0, aj = 0] = a
    const [bi = 0, bj = 0] = b
    return isLand(ai, aj) && isLand(bi, bj) && onLand(node((ai + bi) / 2, (aj + bj) / 2))
  }
}
