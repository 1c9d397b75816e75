import { shade, type Look } from './palette'
import type { Random } from './random'
import { HORIZON, roundTree, tree, treeLine } from './scenery'
import {
  CANVAS_HEIGHT,
  CANVAS_WIDTH,
  circle,
  d,
  group,
  path,
  rect,
  strokes,
  type Point,
} from './svg'

/** A band of land from a gently rolling top edge down to the bottom of the picture. */
function hill(top: number, swell: number, phase: number, colour: string) {
  const w = CANVAS_WIDTH
  return path(
    d`M0 ${top}C${w * 0.25} ${top - swell * phase} ${w * 0.55} ${top + swell * (1 - phase)} ${w} ${top - swell * 0.4}L${w} ${CANVAS_HEIGHT}L0 ${CANVAS_HEIGHT}Z`,
    colour,
  )
}

/** A split-rail fence along a line across the picture. */
function fence(y: number, slope: number) {
  const posts: string[] = []
  const rails: (readonly [Point, Point])[] = []
  for (let x = 10; x < CANVAS_WIDTH; x += 70)
    posts.push(rect(x - 4, y + x * slope - 34, 8, 40, '#8a6a4f'))
  for (const drop of [26, 12])
    rails.push([
      [0, y - drop],
      [CANVAS_WIDTH, y + CANVAS_WIDTH * slope - drop],
    ])
  return group([strokes(rails, '#9c7b5e', 5), ...posts])
}

/** A lot for sale: a blank sign on a post (no words, so it reads in either language). */
function saleSign(x: number, base: number, colour: string) {
  return group([
    rect(x - 4, base - 110, 8, 110, '#6f5643'),
    rect(x - 4, base - 104, 70, 6, '#6f5643'),
    rect(x + 6, base - 96, 58, 44, colour),
    rect(x + 12, base - 90, 46, 10, '#fff', { opacity: 0.85 }),
    rect(x + 12, base - 74, 30, 6, '#fff', { opacity: 0.6 }),
  ])
}

/** Vacant land: rolling fields, a tree line, a fence and, on the first photo, the sign. */
export function landScene(look: Look, random: Random, withSign: boolean) {
  const field = random.pick(['#c9c27a', '#b8c47c', '#d3c48e'])
  const phase = random.range(0.2, 0.8)
  const parts = [
    treeLine(random, HORIZON - 70, look.foliage),
    hill(HORIZON - 50, 30, phase, shade(look.lawn, 0.15)),
    hill(HORIZON - 10, 40, 1 - phase, field),
  ]
  // Furrows across the field, fanning out toward the viewer.
  const furrows: (readonly [Point, Point])[] = []
  for (let i = 0; i < 9; i += 1) {
    const x = 60 + i * 90
    furrows.push([
      [x, HORIZON + 10],
      [x + (x - 400) * 0.9, HORIZON + 90],
    ])
  }
  parts.push(strokes(furrows, shade(field, -0.12), 3, { opacity: 0.6 }))
  parts.push(hill(HORIZON + 70, 25, phase, look.lawn))
  for (let i = 0; i < 3; i += 1) {
    parts.push(
      tree(
        random,
        random.range(60, 740),
        HORIZON - 16 + random.range(0, 20),
        random.range(0.55, 0.8),
        look.foliage,
      ),
    )
  }
  parts.push(fence(HORIZON + 115, random.range(-0.03, 0.03)))
  const flowers = ['#fbe3a2', '#ffffff', '#f2c6d0']
  for (let i = 0; i < 26; i += 1) {
    parts.push(
      circle(
        random.range(0, CANVAS_WIDTH),
        random.range(HORIZON + 130, CANVAS_HEIGHT - 6),
        3,
        random.pick(flowers),
      ),
    )
  }
  if (withSign) parts.push(saleSign(random.range(470, 600), CANVAS_HEIGHT - 30, look.door))
  else parts.push(roundTree(random.pick([110, 690]), CANVAS_HEIGHT - 40, 1.5, look.foliage))
  return group(parts)
}
