import { photoOfImageKey } from '../../../contract/imageKey'
import { condoTower } from './condo'
import { detachedHouse } from './house'
import { bathroom, kitchen } from './kitchenAndBath'
import { landScene } from './land'
import { bedroom, diningRoom, livingRoom } from './livingSpaces'
import { lookOf, type Look, type PropertyKind } from './palette'
import { seededRandom, type Random } from './random'
import { clouds, sky, street, treeLine } from './scenery'
import { CANVAS_HEIGHT, CANVAS_WIDTH, group, linearGradient } from './svg'
import { townhouses } from './townhouse'

type Scene = (look: Look, random: Random) => string

/** The outside of the property, on its street (or its lot). */
function exterior(look: Look, random: Random) {
  const parts = [sky(), clouds(random, random.int(2, 4))]
  if (look.kind === 'land') return group([...parts, landScene(look, random, true)])
  if (look.kind !== 'condo') parts.push(treeLine(random, 400, look.foliage))
  parts.push(street(look))
  if (look.kind === 'house') parts.push(detachedHouse(look, random))
  else if (look.kind === 'townhouse') parts.push(townhouses(look, random))
  else parts.push(condoTower(look, random))
  return group(parts)
}

/** The same building from across the street: mirrored, with its own clouds and trees. */
function otherAngle(look: Look, random: Random) {
  return group([exterior(look, random)], {
    transform: `translate(${String(CANVAS_WIDTH)} 0) scale(-1 1)`,
  })
}

/** A vacant lot's later photos: the land from elsewhere on it, no sign. */
const acrossTheLot: Scene = (look, random) =>
  group([sky(), clouds(random, random.int(2, 4)), landScene(look, random, false)])

/** Photo 1 is the front; the rest walk through the rooms, then back outside, and repeat. */
const TOUR: readonly Scene[] = [livingRoom, kitchen, bedroom, bathroom, diningRoom, otherAngle]

function sceneFor(look: Look, photo: number): Scene {
  if (photo <= 1) return exterior
  if (look.kind === 'land') return acrossTheLot
  // The drawings have no office, shop or plant inside: a commercial building is shown outside.
  if (look.kind === 'commercial') return otherAngle
  return TOUR[(photo - 2) % TOUR.length] ?? exterior
}

function defs(look: Look) {
  return `<defs>${[
    linearGradient('sky', [
      [0, look.sky[0]],
      [1, look.sky[1]],
    ]),
    linearGradient(
      'glass',
      [
        [0, '#cfe4f1'],
        [1, '#8fb4cf'],
      ],
      true,
    ),
  ].join('')}</defs>`
}

/** An image key's listing (`W5000007` of `W5000007-3`, W10440795 of `x/IMG-W10440795_3.jpg`). */
export function mlsNumberOf(imageKey: string): string {
  return photoOfImageKey(imageKey).mlsNumber
}

/**
 * The picture for an image key (`W5000007-3`), `width` pixels wide and 4:3, of a `kind` of home
 * (the listing's own when it is known). The listing's MLS number fixes its colours, and the kind
 * when none is given, so every photo of a listing belongs together; the whole key seeds the
 * details, so each photo differs from the others.
 */
export function illustrate(imageKey: string, width: number, kind?: PropertyKind): string {
  const { mlsNumber, photo } = photoOfImageKey(imageKey)
  const seeded = lookOf(seededRandom(mlsNumber))
  const look = kind === undefined ? seeded : { ...seeded, kind }
  const scene = sceneFor(look, photo)(look, seededRandom(imageKey))
  const height = Math.round((width * 3) / 4)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}"` +
    ` viewBox="0 0 ${String(CANVAS_WIDTH)} ${String(CANVAS_HEIGHT)}" preserveAspectRatio="xMidYMid slice">` +
    `${defs(look)}${scene}</svg>`
  )
}
