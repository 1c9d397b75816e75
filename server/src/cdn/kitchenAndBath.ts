import { FLOOR_LINE, pendant, pottedPlant, roomShell, roomWindow } from './furnishings'
import { shade, type Look } from './palette'
import type { Random } from './random'
import {
  CANVAS_WIDTH,
  circle,
  d,
  ellipse,
  group,
  path,
  rect,
  shadow,
  strokes,
  type Point,
} from './svg'

const COUNTER = 340

/** Cabinet doors with bar handles across [left, right], from `top` to `bottom`. */
function cabinetRun(left: number, right: number, top: number, bottom: number, colour: string) {
  const count = Math.max(1, Math.round((right - left) / 80))
  const width = (right - left) / count
  const doors: string[] = [rect(left, top, right - left, bottom - top, colour)]
  const seams: (readonly [Point, Point])[] = []
  for (let i = 0; i < count; i += 1) {
    const x = left + i * width
    if (i > 0)
      seams.push([
        [x, top + 4],
        [x, bottom - 4],
      ])
    const handleY = top < COUNTER ? bottom - 24 : top + 14
    doors.push(rect(x + width / 2 - 14, handleY, 28, 4, '#9aa0a6', { rx: 2 }))
  }
  doors.push(strokes(seams, shade(colour, -0.18), 2))
  return group(doors)
}

/** What is left of [left, right] around two gaps, dropping slivers too narrow for a door. */
function openings(left: number, right: number, ...gaps: (readonly [number, number])[]) {
  const edges = [left, ...gaps.toSorted((a, b) => a[0] - b[0]).flat(), right]
  const spans: [number, number][] = []
  for (let i = 0; i + 1 < edges.length; i += 2) {
    const from = edges[i] ?? left
    const to = edges[i + 1] ?? right
    if (to - from >= 60) spans.push([from, to])
  }
  return spans
}

/** A kitchen: cabinets and counter along the wall, the sink under the window, an island in front. */
export function kitchen(look: Look, random: Random) {
  const { interior } = look
  const fridgeLeft = random.chance(0.5)
  const runLeft = fridgeLeft ? 170 : 0
  const runRight = fridgeLeft ? CANVAS_WIDTH : 630
  const sinkX = (runLeft + runRight) / 2 + random.pick([-90, 90])
  const stoveX = sinkX < (runLeft + runRight) / 2 ? runRight - 120 : runLeft + 120
  const cabinet = interior.cabinet
  const counter = random.pick(['#f1efea', '#d9d5ce', '#3a3a3c'])
  const tiles: (readonly [Point, Point])[] = []
  for (let y = 250; y < COUNTER; y += 18)
    tiles.push([
      [runLeft, y],
      [runRight, y],
    ])
  const fridgeX = fridgeLeft ? 20 : 645
  const parts = [
    roomShell(random.pick(interior.walls), shade(interior.floor, 0.1), 'tiles'),
    rect(runLeft, 240, runRight - runLeft, COUNTER - 240, '#f4f2ee'),
    strokes(tiles, '#dcd8d1', 2),
    // Wall cabinets everywhere but over the window and the hood.
    ...openings(runLeft, runRight, [sinkX - 110, sinkX + 110], [stoveX - 75, stoveX + 75]).map(
      ([from, to]) => cabinetRun(from, to, 60, 220, cabinet),
    ),
    roomWindow(sinkX - 80, 110, 160, 190, look.kind === 'condo'),
    // Range hood and cooktop.
    path(
      d`M${stoveX - 60} 240L${stoveX - 26} 200V60H${stoveX + 26}V200L${stoveX + 60} 240Z`,
      '#c9ced3',
    ),
    cabinetRun(runLeft, runRight, COUNTER + 14, FLOOR_LINE, cabinet),
    rect(runLeft, COUNTER, runRight - runLeft, 14, counter),
    rect(stoveX - 56, COUNTER + 20, 112, 84, '#2f3134', { rx: 3 }),
    rect(stoveX - 44, COUNTER + 34, 88, 44, '#4a4e53', { rx: 2 }),
    rect(stoveX - 30, COUNTER + 24, 60, 4, '#9aa0a6'),
    // The sink's faucet: an arc from the counter.
    path(
      d`M${sinkX - 4} ${COUNTER}V${COUNTER - 36}Q${sinkX - 4} ${COUNTER - 48} ${sinkX + 10} ${COUNTER - 48}H${sinkX + 24}V${COUNTER - 40}`,
      'none',
      { stroke: '#9aa0a6', 'stroke-width': 5 },
    ),
    pottedPlant(runLeft + (fridgeLeft ? 40 : 60), COUNTER, 0.45, '#e6e1d8'),
    // The fridge: stainless, two doors.
    rect(fridgeX, 130, 135, FLOOR_LINE - 130, '#d7dbdf', { rx: 4 }),
    rect(fridgeX, 130, 135, 6, '#eceff1'),
    strokes(
      [
        [
          [fridgeX + 67, 130],
          [fridgeX + 67, FLOOR_LINE],
        ],
      ],
      '#b3b9bf',
      2,
    ),
    rect(fridgeX + 56, 230, 4, 90, '#9aa0a6'),
    rect(fridgeX + 75, 230, 4, 90, '#9aa0a6'),
  ]
  // The island, with a fruit bowl and three stools.
  const top = 470
  parts.push(
    shadow(400, 590, 230, 8),
    rect(190, top + 14, 420, 100, shade(cabinet, -0.08)),
    rect(170, top, 460, 16, counter, { rx: 2 }),
    ellipse(470, top - 6, 34, 10, '#f4f1ec'),
    circle(458, top - 14, 10, '#e0a14a'),
    circle(478, top - 16, 10, '#c9503f'),
    circle(466, top - 24, 9, '#8fb35a'),
  )
  for (const x of [270, 400, 530]) {
    parts.push(
      rect(x - 30, 530, 60, 10, interior.wood, { rx: 4 }),
      strokes(
        [
          [
            [x - 22, 540],
            [x - 28, 598],
          ],
          [
            [x + 22, 540],
            [x + 28, 598],
          ],
        ],
        '#3b3631',
        4,
      ),
    )
  }
  parts.push(
    pendant(320, 160, random.pick(['#2f2f31', interior.accent])),
    pendant(480, 160, random.pick(['#2f2f31', interior.accent])),
  )
  return group(parts)
}

/** A bathroom: tiled wall, a tub on one side, a vanity with a mirror on the other. */
export function bathroom(look: Look, random: Random) {
  const { interior } = look
  const tubLeft = random.chance(0.5)
  const tile = random.pick(['#eef2f3', '#e5ece4', '#f1ebe2', '#e3e9ef'])
  const tubX = tubLeft ? 40 : 400
  const vx = tubLeft ? 520 : 60
  const grid: (readonly [Point, Point])[] = []
  for (let y = 230; y < FLOOR_LINE; y += 36)
    grid.push([
      [0, y],
      [CANVAS_WIDTH, y],
    ])
  for (let x = 0; x < CANVAS_WIDTH; x += 36)
    grid.push([
      [x, 230],
      [x, FLOOR_LINE],
    ])
  const vanity = random.pick([interior.wood, interior.cabinet, '#5f7c8a'])
  const parts = [
    roomShell(random.pick(interior.walls), '#d9d5cf', 'tiles'),
    rect(0, 230, CANVAS_WIDTH, FLOOR_LINE - 230, tile),
    strokes(grid, shade(tile, -0.1), 2),
    roomWindow(tubX + 110, 70, 140, 110, false),
    // The tub: rim, body and a chrome spout.
    shadow(tubX + 180, 482, 180, 8),
    rect(tubX, 360, 360, 118, '#fbfbfa', { rx: 26 }),
    rect(tubX + 10, 360, 340, 16, '#e9ecee', { rx: 8 }),
    path(d`M${tubX + 300} 360V318H${tubX + 330}`, 'none', { stroke: '#a8aeb4', 'stroke-width': 6 }),
    rect(tubX + 40, 376, 70, 64, shade(interior.accent, 0.2), { rx: 6 }),
    // The vanity, its basin and the mirror with sconces.
    rect(vx, 360, 220, 96, vanity, { rx: 3 }),
    strokes(
      [
        [
          [vx + 110, 368],
          [vx + 110, 448],
        ],
      ],
      shade(vanity, -0.2),
      2,
    ),
    rect(vx + 96, 396, 4, 26, '#9aa0a6'),
    rect(vx + 120, 396, 4, 26, '#9aa0a6'),
    rect(vx - 8, 346, 236, 14, '#f1efea'),
    ellipse(vx + 110, 340, 46, 12, '#fbfbfa'),
    path(d`M${vx + 110} 330V300H${vx + 126}`, 'none', { stroke: '#a8aeb4', 'stroke-width': 5 }),
    rect(vx + 40, 120, 140, 160, '#cfe0ea', { rx: 70 }),
    path(d`M${vx + 70} 250L${vx + 140} 150`, 'none', {
      stroke: '#fff',
      'stroke-width': 8,
      opacity: 0.5,
    }),
    rect(vx + 40, 120, 140, 160, 'none', { rx: 70, stroke: '#c9a66b', 'stroke-width': 6 }),
    pottedPlant(vx + 190, 346, 0.4, '#f1efea'),
  ]
  for (const sx of [vx + 14, vx + 206]) parts.push(rect(sx - 6, 170, 12, 40, '#f6ecd0', { rx: 6 }))
  // A towel on a ring between tub and vanity.
  const towelX = tubLeft ? 455 : 330
  parts.push(
    circle(towelX, 250, 14, 'none', { stroke: '#a8aeb4', 'stroke-width': 4 }),
    rect(towelX - 24, 258, 48, 90, interior.fabric, { rx: 6 }),
  )
  return group(parts)
}
