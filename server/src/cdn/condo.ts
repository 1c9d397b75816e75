import { shade, type Look } from './palette'
import type { Random } from './random'
import { GROUND, HORIZON, SIDEWALK, roundTree } from './scenery'
import { CANVAS_WIDTH, group, rect, strokes, type Point } from './svg'

const TOWER_FLOOR = 26

/** Far towers in the haze behind the building, lighter the farther they are. */
function skyline(random: Random) {
  const parts: string[] = []
  for (let x = -10; x < CANVAS_WIDTH; x += random.range(70, 110)) {
    const width = random.range(50, 90)
    const top = random.range(170, 330)
    parts.push(rect(x, top, width, HORIZON - top, shade('#b6c4d2', random.range(0, 0.35))))
  }
  return group(parts)
}

/** A glass condo tower on a stone podium with shops, balconies on every floor. */
export function condoTower(look: Look, random: Random) {
  const width = random.range(240, 290)
  const left = 400 - width / 2 + random.range(-70, 70)
  const top = random.range(50, 95)
  const podiumTop = GROUND - 100
  const glass = random.pick(['#6f93ae', '#7f9fa8', '#6d86a3'])
  // A paved forecourt instead of a lawn: towers meet the city at the sidewalk.
  const parts = [skyline(random), rect(0, HORIZON, CANVAS_WIDTH, SIDEWALK - HORIZON, '#d3cdc3')]

  if (random.chance(0.6)) {
    // A shorter concrete neighbour with punched windows, behind and to one side.
    const nx = left > 400 ? left - 190 : left + width + 30
    const nTop = random.range(200, 260)
    parts.push(rect(nx, nTop, 160, GROUND - nTop, shade(look.wall, -0.05)))
    const windows: string[] = []
    for (let y = nTop + 18; y < podiumTop - 20; y += 34) {
      for (let x = nx + 14; x < nx + 150; x += 36)
        windows.push(rect(x, y, 22, 20, shade(glass, 0.3)))
    }
    parts.push(...windows)
  }

  const slabs: (readonly [Point, Point])[] = []
  const mullions: (readonly [Point, Point])[] = []
  for (let y = top + 30; y < podiumTop; y += TOWER_FLOOR)
    slabs.push([
      [left - 6, y],
      [left + width + 6, y],
    ])
  for (let x = left + 40; x < left + width; x += 40)
    mullions.push([
      [x, top + 20],
      [x, podiumTop],
    ])
  parts.push(
    rect(left + width * 0.2, top, width * 0.6, 22, shade(glass, -0.3)),
    rect(left, top + 20, width, podiumTop - top - 20, glass),
    // Sky reflected on the lit half of the glass, shadow on the other.
    rect(left, top + 20, width * 0.45, podiumTop - top - 20, '#dbe9f3', { opacity: 0.25 }),
    rect(left + width * 0.7, top + 20, width * 0.3, podiumTop - top - 20, '#1d2a38', {
      opacity: 0.15,
    }),
    strokes(mullions, shade(glass, -0.25), 2),
    strokes(slabs, '#eef2f4', 4),
  )

  // The podium: stone, a canopy and a glazed shop front.
  const podiumLeft = Math.max(40, left - 110)
  const podiumRight = Math.min(760, left + width + 110)
  const shopMullions: (readonly [Point, Point])[] = []
  for (let x = podiumLeft + 60; x < podiumRight - 20; x += 60)
    shopMullions.push([
      [x, GROUND - 62],
      [x, GROUND],
    ])
  parts.push(
    rect(podiumLeft, podiumTop, podiumRight - podiumLeft, 100, look.wall),
    rect(podiumLeft, podiumTop, podiumRight - podiumLeft, 10, shade(look.wall, -0.15)),
    rect(podiumLeft + 20, GROUND - 62, podiumRight - podiumLeft - 40, 62, 'url(#glass)'),
    strokes(shopMullions, shade(look.wall, -0.4), 3),
    rect(podiumLeft + 10, GROUND - 74, podiumRight - podiumLeft - 20, 12, shade(look.door, -0.1)),
  )
  for (const x of [podiumLeft - 30, podiumRight + 30, 400 + (left > 400 ? -170 : 170)]) {
    parts.push(roundTree(x, GROUND + 42, random.range(0.75, 0.95), look.foliage))
  }
  return group(parts)
}
