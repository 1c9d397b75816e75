import { facadeWindow, frontDoor, garageDoor, siding } from './facade'
import { DARK_TRIM, shade, type Look } from './palette'
import type { Random } from './random'
import { GROUND, SIDEWALK, bush, tree, walkway } from './scenery'
import { d, group, path, polygon, rect, type Point } from './svg'

type RoofStyle = 'gable' | 'hip' | 'flat'

/** A roof over the span [left, right] whose eaves sit at `eaves`, `rise` tall. */
function roof(
  style: RoofStyle,
  left: number,
  right: number,
  eaves: number,
  rise: number,
  colour: string,
) {
  const overhang = 22
  const l = left - overhang
  const r = right + overhang
  const mid = (left + right) / 2
  const fascia = rect(l, eaves - 8, r - l, 10, shade(colour, -0.25))
  if (style === 'flat') return group([rect(l, eaves - 24, r - l, 20, colour), fascia])
  const inset = style === 'hip' ? (right - left) * 0.28 : 0
  const outline =
    style === 'hip'
      ? d`M${l} ${eaves}L${mid - inset} ${eaves - rise}L${mid + inset} ${eaves - rise}L${r} ${eaves}Z`
      : d`M${l} ${eaves}L${mid} ${eaves - rise}L${r} ${eaves}Z`
  // The far slope (a gable) or hip end a shade darker gives the flat shape a sense of volume.
  const shadeSide = d`M${mid + inset} ${eaves - rise}L${r} ${eaves}L${mid + inset} ${eaves}Z`
  return group([path(outline, colour), path(shadeSide, shade(colour, -0.1)), fascia])
}

/** A detached house, one or two storeys, maybe with a garage and a chimney, among trees. */
export function detachedHouse(look: Look, random: Random) {
  const storeys = random.chance(0.6) ? 2 : 1
  const storey = storeys === 2 ? 98 : 118
  const width = storeys === 2 ? random.range(290, 340) : random.range(330, 380)
  const hasGarage = random.chance(0.55)
  const garageOnLeft = random.chance(0.5)
  const garageWidth = hasGarage ? 150 : 0
  const left = 400 - (width + garageWidth) / 2 + (hasGarage && garageOnLeft ? garageWidth : 0)
  const right = left + width
  const top = GROUND - storeys * storey - 8
  const modern = look.trim === DARK_TRIM
  const style: RoofStyle = modern ? 'flat' : random.pick(['gable', 'gable', 'hip'])
  const rise = style === 'flat' ? 0 : random.range(95, 125)
  // Drawn larger about the middle of its base so a low bungalow fills the frame like a tall house;
  // paths stop short so that, scaled, they still end at the sidewalk.
  const scale = storeys === 2 ? 1.08 : 1.2
  const pavedTo = GROUND + (SIDEWALK - GROUND) / scale
  const parts: string[] = []

  if (style !== 'flat' && random.chance(0.6)) {
    const cx = left + width * random.pick([0.22, 0.72])
    parts.push(
      rect(cx, top - rise * 0.85, 28, rise, '#9a5b48'),
      rect(cx - 4, top - rise * 0.85 - 8, 36, 10, '#6f4235'),
    )
  }
  if (hasGarage) {
    const gx = garageOnLeft ? left - garageWidth : right
    const gTop = GROUND - 120
    parts.push(
      rect(gx, gTop, garageWidth, 120, shade(look.wall, -0.05)),
      siding(gx, gTop, garageWidth, 120, look.wall),
      roof(style === 'flat' ? 'flat' : 'hip', gx, gx + garageWidth, gTop, 45, look.roof),
      garageDoor(
        gx + 20,
        gTop + 34,
        garageWidth - 40,
        86,
        shade(look.trim, modern ? 0.4 : -0.04),
        look.trim,
      ),
      path(
        d`M${gx + 14} ${GROUND}L${gx + garageWidth - 14} ${GROUND}L${gx + garageWidth + 20} ${pavedTo}L${gx - 20} ${pavedTo}Z`,
        '#cdc8bf',
      ),
    )
  }
  parts.push(
    rect(left, top, width, GROUND - top, look.wall),
    siding(left, top, width, GROUND - top, look.wall),
  )
  parts.push(roof(style, left, right, top, rise, look.roof))
  if (style === 'gable' && storeys === 2) {
    const mid = (left + right) / 2
    parts.push(facadeWindow(mid - 16, top - rise * 0.55, 32, 32, { trim: look.trim, cross: true }))
  }

  // Ground floor: the door in the middle, a window (a picture window on a bungalow) each side.
  const doorWidth = 50
  const doorX = (left + right) / 2 - doorWidth / 2
  const shutters = random.chance(0.4) ? shade(look.door, -0.1) : undefined
  const groundWindowWidth = storeys === 1 ? 96 : 66
  for (const at of [0.22, 0.78]) {
    const wx = left + width * at - groundWindowWidth / 2
    parts.push(
      facadeWindow(wx, GROUND - 96, groundWindowWidth, 62, {
        trim: look.trim,
        shutters,
        panes: storeys === 1 ? 3 : 2,
      }),
    )
  }
  parts.push(
    walkway(doorX - 4, doorX + doorWidth + 4, pavedTo),
    frontDoor(doorX, GROUND - 96, doorWidth, 96, look.door, look.trim),
    // A small porch roof over the door, on two slim posts: a flat slab on a modern house.
    rect(doorX - 22, GROUND - 126, doorWidth + 44, 10, shade(look.roof, -0.1)),
    rect(doorX - 18, GROUND - 116, 5, 116, look.trim),
    rect(doorX + doorWidth + 13, GROUND - 116, 5, 116, look.trim),
  )
  if (!modern) {
    const porchLeft = doorX - 26
    const porchRight = doorX + doorWidth + 26
    const porchApex: Point = [doorX + doorWidth / 2, GROUND - 146]
    parts.push(
      polygon([[porchLeft, GROUND - 116], [porchRight, GROUND - 116], porchApex], look.roof),
    )
  }
  if (storeys === 2) {
    const count = width > 315 ? 3 : 2
    for (let i = 1; i <= count; i += 1) {
      const wx = left + (width * i) / (count + 1) - 30
      parts.push(facadeWindow(wx, top + 26, 60, 62, { trim: look.trim, shutters }))
    }
  }
  parts.push(
    bush(random, left + 40, GROUND + 4, 70, look.foliage),
    bush(random, right - 40, GROUND + 4, 70, look.foliage),
  )

  const trees = [
    tree(random, random.range(40, 90), GROUND + 30, random.range(1, 1.35), look.foliage),
    tree(random, random.range(710, 765), GROUND + 30, random.range(0.95, 1.3), look.foliage),
  ]
  const transform = `translate(400 ${String(GROUND)}) scale(${String(scale)}) translate(-400 -${String(GROUND)})`
  return group([group(parts, { transform }), ...trees])
}
