import { facadeWindow, frontDoor, siding } from './facade'
import { shade, type Look } from './palette'
import type { Random } from './random'
import { GROUND, bush, roundTree, walkway } from './scenery'
import { d, group, path, rect } from './svg'

/** Neighbouring units' colours: close in value so the row reads as one terrace. */
const ROW_COLOURS = [
  '#d9c7b0',
  '#b8c6c9',
  '#c9b39d',
  '#a9b8a4',
  '#e3dbcc',
  '#bfa28f',
  '#9fb0c0',
] as const

/** A terrace of three or four three-storey townhouses, each with its stoop and door. */
export function townhouses(look: Look, random: Random) {
  const units = random.pick([3, 4])
  const unitWidth = units === 3 ? 185 : 150
  const left = 400 - (units * unitWidth) / 2
  const storey = 86
  const top = GROUND - 3 * storey - 12
  const gabled = random.chance(0.5)
  const firstColour = random.int(0, ROW_COLOURS.length - 1)
  const parts: string[] = []

  for (let unit = 0; unit < units; unit += 1) {
    const x = left + unit * unitWidth
    const wall =
      unit === 1 ? look.wall : (ROW_COLOURS[(firstColour + unit) % ROW_COLOURS.length] ?? look.wall)
    const doorOnLeft = unit % 2 === 0
    const doorX = doorOnLeft ? x + 22 : x + unitWidth - 22 - 46
    parts.push(
      rect(x, top, unitWidth, GROUND - top, wall),
      siding(x, top, unitWidth, GROUND - top, wall, 10),
    )
    if (gabled) {
      parts.push(
        path(
          d`M${x - 6} ${top}L${x + unitWidth / 2} ${top - 70}L${x + unitWidth + 6} ${top}Z`,
          look.roof,
        ),
      )
      parts.push(facadeWindow(x + unitWidth / 2 - 14, top - 44, 28, 28, { trim: look.trim }))
    }
    // Ground floor: the raised door and a window beside it; above, two windows a floor.
    const windowX = doorOnLeft ? x + unitWidth - 22 - 62 : x + 22
    parts.push(facadeWindow(windowX, GROUND - storey + 10, 62, 52, { trim: look.trim, panes: 2 }))
    for (let floor = 1; floor < 3; floor += 1) {
      const wy = GROUND - storey * (floor + 1) + 16
      const windowWidth = (unitWidth - 3 * 22) / 2
      parts.push(
        facadeWindow(x + 22, wy, windowWidth, 56, { trim: look.trim }),
        facadeWindow(x + unitWidth - 22 - windowWidth, wy, windowWidth, 56, { trim: look.trim }),
      )
    }
    parts.push(
      walkway(doorX - 6, doorX + 52),
      frontDoor(
        doorX,
        GROUND - 100,
        46,
        88,
        unit === 1 ? look.door : shade(wall, -0.45),
        look.trim,
      ),
      rect(doorX - 10, GROUND - 12, 66, 12, '#c9c1b4'),
      rect(doorX - 4, GROUND - 24, 54, 12, '#d8d1c5'),
      rect(doorX - 14, GROUND - 116, 74, 8, shade(look.roof, -0.1)),
      bush(random, doorOnLeft ? x + unitWidth - 50 : x + 50, GROUND + 6, 52, look.foliage),
    )
    // A pilaster between units marks the party wall.
    if (unit > 0) parts.push(rect(x - 4, top, 8, GROUND - top, shade(wall, -0.15)))
  }
  if (!gabled) {
    const width = units * unitWidth
    parts.push(
      rect(left - 10, top - 18, width + 20, 20, shade(look.roof, 0.1)),
      rect(left - 14, top - 24, width + 28, 8, look.roof),
    )
  }
  const treeSize = random.range(0.9, 1.15)
  parts.push(
    roundTree(left - 30, GROUND + 44, treeSize, look.foliage),
    roundTree(left + units * unitWidth + 30, GROUND + 44, treeSize, look.foliage),
  )
  return group(parts)
}
