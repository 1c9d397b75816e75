import { shade } from './palette'
import type { Random } from './random'
import {
  CANVAS_HEIGHT,
  CANVAS_WIDTH,
  circle,
  d,
  ellipse,
  group,
  path,
  rect,
  strokes,
  type Point,
} from './svg'

/** Where the back wall meets the floor in every room. */
export const FLOOR_LINE = 450

export type FloorKind = 'planks' | 'tiles'

/** The back wall, a baseboard and a floor of planks or tiles. */
export function roomShell(wall: string, floor: string, kind: FloorKind) {
  const joints: (readonly [Point, Point])[] = []
  if (kind === 'planks') {
    for (let y = FLOOR_LINE + 22, row = 0; y < CANVAS_HEIGHT; y += 26, row += 1) {
      joints.push([
        [0, y],
        [CANVAS_WIDTH, y],
      ])
      for (let x = (row % 3) * 90 + 40; x < CANVAS_WIDTH; x += 270)
        joints.push([
          [x, y - 26],
          [x, y],
        ])
    }
  } else {
    for (let y = FLOOR_LINE + 40; y < CANVAS_HEIGHT; y += 50)
      joints.push([
        [0, y],
        [CANVAS_WIDTH, y],
      ])
    for (let x = 50; x < CANVAS_WIDTH; x += 70)
      joints.push([
        [x, FLOOR_LINE],
        [x, CANVAS_HEIGHT],
      ])
  }
  return group([
    rect(0, 0, CANVAS_WIDTH, FLOOR_LINE, wall),
    rect(0, FLOOR_LINE, CANVAS_WIDTH, CANVAS_HEIGHT - FLOOR_LINE, floor),
    strokes(joints, shade(floor, -0.14), 2, { opacity: 0.7 }),
    rect(0, FLOOR_LINE, CANVAS_WIDTH, 18, '#000', { opacity: 0.05 }),
    rect(0, FLOOR_LINE - 14, CANVAS_WIDTH, 14, shade(wall, 0.5)),
  ])
}

/** A window onto the garden, or onto the city for a condo, with optional curtains. */
export function roomWindow(
  x: number,
  y: number,
  w: number,
  h: number,
  city: boolean,
  curtains?: string,
) {
  const view: string[] = [rect(x, y, w, h, 'url(#sky)')]
  if (city) {
    for (let bx = x + 6, i = 0; bx < x + w - 20; bx += w / 5, i += 1) {
      const top = y + h * (0.35 + ((i * 37) % 30) / 100)
      view.push(rect(bx, top, w / 7, y + h - top, '#9db0c2'))
    }
  } else {
    view.push(rect(x, y + h * 0.72, w, h * 0.28, '#9cc27b'))
    for (let i = 0; i < 3; i += 1)
      view.push(circle(x + w * (0.2 + i * 0.3), y + h * 0.66, Math.min(w, h) * 0.13, '#6aa05f'))
  }
  const parts = [
    rect(x - 8, y - 8, w + 16, h + 16, '#fbfaf7'),
    ...view,
    strokes(
      [
        [
          [x + w / 2, y],
          [x + w / 2, y + h],
        ],
        [
          [x, y + h * 0.4],
          [x + w, y + h * 0.4],
        ],
      ],
      '#fbfaf7',
      6,
    ),
    rect(x - 14, y + h + 6, w + 28, 8, '#eeebe5'),
  ]
  if (curtains) {
    parts.push(
      rect(x - 40, y - 24, w + 80, 5, '#5b5b5b'),
      path(d`M${x - 36} ${y - 20}H${x + 6}L${x - 4} ${y + h + 40}H${x - 40}Z`, curtains),
      path(
        d`M${x + w - 6} ${y - 20}H${x + w + 36}L${x + w + 40} ${y + h + 40}H${x + w + 4}Z`,
        curtains,
      ),
    )
  }
  return group(parts)
}

/** Framed abstract art: a sun over two hills, in the room's colours. */
export function wallArt(
  x: number,
  y: number,
  w: number,
  h: number,
  colours: readonly [string, string, string],
) {
  const [sun, near, far] = colours
  return group([
    rect(x - 6, y - 6, w + 12, h + 12, '#3b3631'),
    rect(x, y, w, h, '#f7f3ec'),
    circle(x + w * 0.68, y + h * 0.4, Math.min(w, h) * 0.16, sun),
    path(
      d`M${x + 8} ${y + h - 8}L${x + w * 0.35} ${y + h * 0.45}L${x + w * 0.62} ${y + h - 8}Z`,
      far,
    ),
    path(
      d`M${x + w * 0.3} ${y + h - 8}L${x + w * 0.62} ${y + h * 0.55}L${x + w - 8} ${y + h - 8}Z`,
      near,
    ),
  ])
}

/** A potted plant: leaves fanned around the stem. */
export function pottedPlant(x: number, base: number, size: number, pot: string) {
  const leaves = [-55, -30, -8, 15, 38, 60].map((angle, i) =>
    ellipse(x, base - 60 * size, 12 * size, 38 * size, i % 2 ? '#5e9a5a' : '#4c8650', {
      transform: `rotate(${String(angle)} ${String(Math.round(x))} ${String(Math.round(base - 30 * size))})`,
    }),
  )
  return group([
    ellipse(x, base, 34 * size, 5 * size, '#000', { opacity: 0.1 }),
    ...leaves,
    path(
      d`M${x - 22 * size} ${base - 40 * size}H${x + 22 * size}L${x + 16 * size} ${base}H${x - 16 * size}Z`,
      pot,
    ),
  ])
}

export function rug(x: number, y: number, w: number, h: number, colour: string) {
  return group([
    rect(x, y, w, h, colour, { rx: 6 }),
    rect(x + 10, y + 8, w - 20, h - 16, 'none', {
      rx: 4,
      stroke: shade(colour, 0.35),
      'stroke-width': 3,
    }),
  ])
}

/** A pendant light hanging from the ceiling, its bulb glowing softly. */
export function pendant(x: number, drop: number, colour: string) {
  return group([
    strokes(
      [
        [
          [x, 0],
          [x, drop],
        ],
      ],
      '#444',
      2,
    ),
    circle(x, drop + 26, 20, '#fff3c9', { opacity: 0.7 }),
    path(d`M${x - 30} ${drop + 28}Q${x} ${drop - 22} ${x + 30} ${drop + 28}Z`, colour),
  ])
}

export function tableLamp(x: number, base: number, shadeColour: string) {
  return group([
    rect(x - 4, base - 40, 8, 40, '#b9a58a'),
    rect(x - 14, base - 6, 28, 6, '#8b7a66'),
    path(
      d`M${x - 18} ${base - 40}L${x - 12} ${base - 72}H${x + 12}L${x + 18} ${base - 40}Z`,
      shadeColour,
    ),
  ])
}

export function floorLamp(x: number, base: number, shadeColour: string) {
  return group([
    strokes(
      [
        [
          [x, base],
          [x, base - 200],
        ],
      ],
      '#3b3631',
      4,
    ),
    ellipse(x, base, 22, 5, '#3b3631'),
    path(
      d`M${x - 28} ${base - 190}L${x - 18} ${base - 240}H${x + 18}L${x + 28} ${base - 190}Z`,
      shadeColour,
    ),
  ])
}

/** Colours for a room's art, drawn from the listing's fabric and accent. */
export function artColours(
  random: Random,
  fabric: string,
  accent: string,
): [string, string, string] {
  return random.chance(0.5)
    ? [accent, fabric, shade(fabric, 0.45)]
    : [shade(accent, -0.1), shade(fabric, 0.2), fabric]
}
