import type { Look } from './palette'
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
  shadow,
  strokes,
} from './svg'

/** Where the lawn meets the sky behind a building, and where the street begins. */
export const HORIZON = 430
export const GROUND = 500
export const SIDEWALK = 540

export const sky = () => rect(0, 0, CANVAS_WIDTH, CANVAS_HEIGHT, 'url(#sky)')

function cloud(x: number, y: number, size: number) {
  return group(
    [
      ellipse(x, y, 46 * size, 14 * size, '#fff'),
      circle(x - 16 * size, y - 8 * size, 17 * size, '#fff'),
      circle(x + 10 * size, y - 13 * size, 22 * size, '#fff'),
    ],
    { opacity: 0.85 },
  )
}

export function clouds(random: Random, count: number, top = 40, bottom = 180) {
  return Array.from({ length: count }, (_, i) =>
    cloud(
      ((i + random.range(0.15, 0.85)) * CANVAS_WIDTH) / count,
      random.range(top, bottom),
      random.range(0.7, 1.25),
    ),
  ).join('')
}

/** A broadleaf tree: a trunk and a canopy of overlapping circles, lit from the upper left. */
export function roundTree(x: number, base: number, size: number, green: string) {
  const r = 38 * size
  const top = base - 70 * size
  return group([
    shadow(x, base, r * 0.9),
    rect(x - 5 * size, top, 10 * size, base - top, '#7a5a43'),
    circle(x - r * 0.55, top + r * 0.1, r * 0.75, shade(green, -0.12)),
    circle(x + r * 0.55, top + r * 0.05, r * 0.8, shade(green, -0.08)),
    circle(x, top - r * 0.45, r, green),
    circle(x - r * 0.3, top - r * 0.75, r * 0.45, shade(green, 0.15), { opacity: 0.7 }),
  ])
}

/** A conifer: three stacked triangles, darker than the broadleaf trees. */
export function pineTree(x: number, base: number, size: number, green: string) {
  const colour = shade(green, -0.22)
  const tiers = [0, 1, 2].map((tier) => {
    const bottom = base - 18 * size - tier * 34 * size
    const half = (44 - tier * 10) * size
    return path(
      d`M${x - half} ${bottom}L${x} ${bottom - 62 * size}L${x + half} ${bottom}Z`,
      tier === 2 ? shade(colour, 0.08) : colour,
    )
  })
  return group([
    shadow(x, base, 36 * size),
    rect(x - 5 * size, base - 24 * size, 10 * size, 24 * size, '#6b4e3b'),
    ...tiers,
  ])
}

export function tree(random: Random, x: number, base: number, size: number, green: string) {
  return random.chance(0.7) ? roundTree(x, base, size, green) : pineTree(x, base, size, green)
}

/** A low shrub, optionally flowering, for foundations and borders. */
export function bush(random: Random, x: number, base: number, width: number, green: string) {
  const parts = [ellipse(x, base - width * 0.25, width / 2, width * 0.3, shade(green, -0.15))]
  parts.push(
    ellipse(x - width * 0.15, base - width * 0.35, width * 0.3, width * 0.22, shade(green, -0.05)),
  )
  if (random.chance(0.4)) {
    const petal = random.pick(['#f2c6d0', '#fbe3a2', '#ffffff', '#e9a38f'])
    for (let i = 0; i < 4; i += 1) {
      parts.push(
        circle(
          x + random.range(-0.35, 0.35) * width,
          base - random.range(0.2, 0.45) * width,
          3.2,
          petal,
        ),
      )
    }
  }
  return group(parts)
}

/** A soft line of far-off treetops along the horizon, hazy so the building stands in front. */
export function treeLine(random: Random, y: number, green: string) {
  const colour = shade(green, 0.35)
  const crowns: string[] = []
  for (let x = -20; x < CANVAS_WIDTH + 40; x += random.range(28, 46)) {
    crowns.push(circle(x, y - random.range(0, 18), random.range(22, 34), colour))
  }
  return group([...crowns, rect(0, y, CANVAS_WIDTH, 40, colour)], { opacity: 0.8 })
}

/** The lawn, the sidewalk and the street in front of a building. */
export function street(look: Look) {
  return [
    rect(0, HORIZON, CANVAS_WIDTH, CANVAS_HEIGHT - HORIZON, look.lawn),
    rect(0, HORIZON, CANVAS_WIDTH, 8, shade(look.lawn, -0.08)),
    rect(0, SIDEWALK, CANVAS_WIDTH, 18, '#dcd7cf'),
    rect(0, SIDEWALK + 18, CANVAS_WIDTH, 5, '#c3beb6'),
    rect(0, SIDEWALK + 23, CANVAS_WIDTH, CANVAS_HEIGHT - SIDEWALK - 23, '#74787e'),
    strokes(
      [
        [
          [0, SIDEWALK + 44],
          [CANVAS_WIDTH, SIDEWALK + 44],
        ],
      ],
      '#e8e3d6',
      3,
      {
        opacity: 0.6,
        'stroke-dasharray': '30 26',
      },
    ),
  ].join('')
}

/** A walk from a doorway down to the sidewalk, widening as it comes nearer. */
export function walkway(left: number, right: number, to = SIDEWALK, colour = '#d9d2c5') {
  const spread = (right - left) * 0.35
  return path(
    d`M${left} ${GROUND}L${right} ${GROUND}L${right + spread} ${to}L${left - spread} ${to}Z`,
    colour,
  )
}
