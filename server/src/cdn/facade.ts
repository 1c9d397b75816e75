import { shade } from './palette'
import { circle, group, polygon, rect, strokes, type Point } from './svg'

export interface WindowOptions {
  readonly trim: string
  /** Shutter colour, or none. */
  readonly shutters?: string
  /** Vertical glazing bars; a cross (one horizontal bar too) when `cross`. */
  readonly panes?: number
  readonly cross?: boolean
}

/** A framed window with a sill, glazing bars and a pale reflection across the glass. */
export function facadeWindow(x: number, y: number, w: number, h: number, options: WindowOptions) {
  const { trim, shutters, panes = 2, cross = true } = options
  const bars: (readonly [Point, Point])[] = []
  for (let i = 1; i < panes; i += 1)
    bars.push([
      [x + (w * i) / panes, y],
      [x + (w * i) / panes, y + h],
    ])
  if (cross)
    bars.push([
      [x, y + h / 2],
      [x + w, y + h / 2],
    ])
  const parts = [
    rect(x - 5, y - 5, w + 10, h + 10, trim),
    rect(x, y, w, h, 'url(#glass)'),
    polygon(
      [
        [x + w * 0.15, y + h],
        [x + w * 0.55, y],
        [x + w * 0.75, y],
        [x + w * 0.35, y + h],
      ],
      '#fff',
      { opacity: 0.22 },
    ),
    strokes(bars, trim, 4),
    rect(x - 9, y + h + 4, w + 18, 6, shade(trim, -0.12)),
  ]
  if (shutters) {
    const sw = w * 0.36
    parts.unshift(
      rect(x - 7 - sw, y - 3, sw, h + 6, shutters),
      rect(x + w + 7, y - 3, sw, h + 6, shutters),
    )
  }
  return group(parts)
}

/** A front door in its frame, with a glazed top, a brass knob and a step. */
export function frontDoor(
  x: number,
  y: number,
  w: number,
  h: number,
  colour: string,
  trim: string,
) {
  return group([
    rect(x - 6, y - 6, w + 12, h + 6, trim),
    rect(x, y, w, h, colour),
    rect(x + w * 0.2, y + h * 0.1, w * 0.6, h * 0.22, 'url(#glass)'),
    rect(x + w * 0.2, y + h * 0.42, w * 0.6, h * 0.22, shade(colour, -0.12)),
    rect(x + w * 0.2, y + h * 0.7, w * 0.6, h * 0.2, shade(colour, -0.12)),
    circle(x + w * 0.82, y + h * 0.55, 3.5, '#d9b45a'),
    rect(x - 14, y + h, w + 28, 8, '#cfc8bc'),
  ])
}

/** Lap siding: faint horizontal shadow lines every `gap` units over a wall. */
export function siding(x: number, y: number, w: number, h: number, wall: string, gap = 12) {
  const lines: (readonly [Point, Point])[] = []
  for (let ly = y + gap; ly < y + h; ly += gap)
    lines.push([
      [x, ly],
      [x + w, ly],
    ])
  return strokes(lines, shade(wall, -0.18), 1.2, { opacity: 0.5 })
}

/** A sectional garage door: panels as horizontal lines, a little darker at the bottom. */
export function garageDoor(
  x: number,
  y: number,
  w: number,
  h: number,
  colour: string,
  trim: string,
) {
  const lines: (readonly [Point, Point])[] = []
  for (let i = 1; i < 4; i += 1)
    lines.push([
      [x, y + (h * i) / 4],
      [x + w, y + (h * i) / 4],
    ])
  return group([
    rect(x - 6, y - 6, w + 12, h + 6, trim),
    rect(x, y, w, h, colour),
    strokes(lines, shade(colour, -0.15), 2),
    rect(x + w * 0.08, y + h * 0.08, w * 0.84, h * 0.14, 'url(#glass)', { opacity: 0.8 }),
  ])
}
