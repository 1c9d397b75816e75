import {
  artColours,
  floorLamp,
  pendant,
  pottedPlant,
  roomShell,
  roomWindow,
  rug,
  tableLamp,
  wallArt,
} from './furnishings'
import { shade, type InteriorLook, type Look } from './palette'
import type { Random } from './random'
import { group, rect, shadow } from './svg'

const wallOf = (interior: InteriorLook, random: Random) => random.pick(interior.walls)

/** A sofa under a picture, a coffee table on a rug, a lamp and a window to one side. */
export function livingRoom(look: Look, random: Random) {
  const { interior } = look
  const windowLeft = random.chance(0.5)
  const sx = windowLeft ? 480 : 320
  const fabric = interior.fabric
  const parts = [
    roomShell(wallOf(interior, random), interior.floor, 'planks'),
    roomWindow(
      windowLeft ? 70 : 570,
      110,
      160,
      230,
      look.kind === 'condo',
      shade(interior.accent, 0.3),
    ),
    wallArt(sx - 100, 130, 200, 120, artColours(random, fabric, interior.accent)),
    rug(sx - 240, 478, 480, 96, shade(interior.accent, 0.25)),
    shadow(sx, 466, 190, 10),
    // The sofa: back, seat cushions, arms, throw pillows, legs.
    rect(sx - 160, 330, 320, 100, fabric, { rx: 18 }),
    rect(sx - 150, 398, 300, 56, shade(fabric, 0.12), { rx: 8 }),
    rect(sx - 149, 398, 148, 56, 'none', { rx: 8, stroke: shade(fabric, -0.1), 'stroke-width': 2 }),
    rect(sx - 180, 372, 42, 92, shade(fabric, -0.08), { rx: 14 }),
    rect(sx + 138, 372, 42, 92, shade(fabric, -0.08), { rx: 14 }),
    rect(sx - 128, 360, 60, 46, interior.accent, {
      rx: 10,
      transform: `rotate(-8 ${String(sx - 98)} 383)`,
    }),
    rect(sx + 66, 360, 60, 46, shade(interior.accent, 0.35), {
      rx: 10,
      transform: `rotate(7 ${String(sx + 96)} 383)`,
    }),
    rect(sx - 166, 462, 8, 10, '#3b3631'),
    rect(sx + 158, 462, 8, 10, '#3b3631'),
    // The coffee table, with a stack of books and a bowl.
    shadow(sx, 548, 130, 8),
    rect(sx - 120, 500, 240, 14, interior.wood, { rx: 4 }),
    rect(sx - 108, 514, 8, 34, shade(interior.wood, -0.2)),
    rect(sx + 100, 514, 8, 34, shade(interior.wood, -0.2)),
    rect(sx - 80, 488, 60, 6, '#e9e1d3'),
    rect(sx - 74, 482, 50, 6, shade(fabric, 0.3)),
    rect(sx + 30, 484, 46, 16, shade(interior.accent, -0.15), { rx: 8 }),
    floorLamp(windowLeft ? 730 : 70, 470, '#f3e9d2'),
    pottedPlant(windowLeft ? 40 : 760, 480, random.range(0.9, 1.2), '#d8cfc2'),
  ]
  return group(parts)
}

/** A bed against the wall between nightstands, a picture above, a window to one side. */
export function bedroom(look: Look, random: Random) {
  const { interior } = look
  const windowLeft = random.chance(0.5)
  const bx = windowLeft ? 470 : 330
  const duvet = random.pick(['#f6f3ee', '#eef1f4', shade(interior.fabric, 0.6)])
  const parts = [
    roomShell(wallOf(interior, random), interior.floor, 'planks'),
    roomWindow(
      windowLeft ? 60 : 600,
      120,
      140,
      210,
      look.kind === 'condo',
      shade(interior.fabric, 0.45),
    ),
    wallArt(bx - 110, 110, 220, 100, artColours(random, interior.fabric, interior.accent)),
    rug(bx - 230, 490, 460, 90, shade(interior.accent, 0.3)),
    shadow(bx, 500, 200, 10),
    rect(bx - 170, 250, 340, 220, shade(interior.fabric, -0.05), { rx: 24 }),
    rect(bx - 175, 420, 350, 76, interior.wood, { rx: 6 }),
    rect(bx - 160, 300, 120, 48, '#fbfaf8', { rx: 14 }),
    rect(bx + 40, 300, 120, 48, '#fbfaf8', { rx: 14 }),
    rect(bx - 110, 326, 90, 40, interior.accent, { rx: 10 }),
    rect(bx + 20, 326, 90, 40, shade(interior.accent, 0.3), { rx: 10 }),
    rect(bx - 168, 350, 336, 100, duvet, { rx: 12 }),
    rect(bx - 168, 350, 336, 14, shade(duvet, -0.06), { rx: 6 }),
    rect(bx - 170, 408, 340, 34, interior.fabric, { rx: 6 }),
  ]
  for (const nx of [bx - 225, bx + 225]) {
    parts.push(
      shadow(nx, 462, 50, 6),
      rect(nx - 42, 382, 84, 78, shade(interior.wood, 0.1), { rx: 4 }),
      rect(nx - 34, 412, 68, 3, shade(interior.wood, -0.2)),
      rect(nx - 8, 396, 16, 4, shade(interior.wood, -0.3)),
      tableLamp(nx, 382, '#f3ead8'),
    )
  }
  return group(parts)
}

/** A dining table with chairs under a pendant, pictures on the wall and a window to one side. */
export function diningRoom(look: Look, random: Random) {
  const { interior } = look
  const windowLeft = random.chance(0.5)
  const tx = windowLeft ? 470 : 330
  const chair = random.pick([interior.wood, '#3b3631', shade(interior.fabric, -0.1)])
  const parts = [
    roomShell(wallOf(interior, random), interior.floor, 'planks'),
    roomWindow(
      windowLeft ? 60 : 590,
      110,
      150,
      230,
      look.kind === 'condo',
      shade(interior.accent, 0.3),
    ),
    // Two pictures either side of the pendant's cord, so the cord never crosses one.
    wallArt(tx - 160, 120, 110, 80, artColours(random, interior.fabric, interior.accent)),
    wallArt(tx + 50, 120, 110, 80, artColours(random, interior.fabric, interior.accent)),
    rug(tx - 250, 470, 500, 110, shade(interior.fabric, 0.5)),
  ]
  // Chairs behind the table show their backs above it; the end chairs show their sides.
  for (const cx of [tx - 130, tx, tx + 130]) {
    parts.push(
      rect(cx - 32, 330, 64, 86, chair, { rx: 8 }),
      rect(cx - 22, 342, 44, 48, shade(chair, 0.2), { rx: 6 }),
    )
  }
  for (const side of [-1, 1]) {
    const cx = tx + side * 250
    parts.push(
      rect(cx - 5 + side * 26, 346, 10, 98, chair, { rx: 4 }),
      rect(cx - 32, 432, 64, 12, chair, { rx: 3 }),
      rect(cx - 28, 444, 6, 70, shade(chair, -0.15)),
      rect(cx + 22, 444, 6, 70, shade(chair, -0.15)),
    )
  }
  parts.push(
    shadow(tx, 540, 200, 10),
    rect(tx - 210, 410, 420, 16, interior.wood, { rx: 3 }),
    rect(tx - 190, 426, 12, 112, shade(interior.wood, -0.2)),
    rect(tx + 178, 426, 12, 112, shade(interior.wood, -0.2)),
    rect(tx - 22, 384, 16, 26, '#e6e1d8', { rx: 4 }),
    rect(tx + 60, 400, 50, 10, '#f4f1ec', { rx: 5 }),
    rect(tx - 110, 400, 50, 10, '#f4f1ec', { rx: 5 }),
    pottedPlant(tx - 14, 386, 0.45, '#e6e1d8'),
    pendant(tx, 230, random.pick(['#2f2f31', interior.accent, '#c9a66b'])),
  )
  return group(parts)
}
