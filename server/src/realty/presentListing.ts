import type { ListingRecord } from '../data/listingRecord'
import { badRequest } from '../httpErrors'
import { guestCopy } from './boardRules/guestCopy'
import { homeIsPublic } from './boardRules/withheldHomes'

/** Who is asking: only a signed-in customer may see what a listing's permissions withhold. */
export interface Viewer {
  readonly signedIn: boolean
}

export const ANONYMOUS: Viewer = { signedIn: false }
export const SIGNED_IN: Viewer = { signedIn: true }

/**
 * The listing as this viewer may see it: in full for a signed-in customer, and for a guest when
 * the listing and every other listing of its home are public; otherwise the board rules' guest
 * copy (coarse facts only, the grid cell's centre for a position).
 */
export function forViewer(record: ListingRecord, viewer: Viewer): ListingRecord {
  return viewer.signedIn || homeIsPublic(record) ? record : guestCopy(record)
}

const FIELD = /^[a-zA-Z][a-zA-Z0-9]*(\.[a-zA-Z][a-zA-Z0-9]*)*$/

/** `fields=mlsNumber,listPrice,address.city` as paths; refuses anything else. */
export function parseFields(fields: string | undefined): string[][] | undefined {
  if (fields === undefined || fields.trim() === '') return undefined
  const paths = fields.split(',').map((field) => field.trim())
  const invalid = paths.find((path) => !FIELD.test(path))
  if (invalid !== undefined)
    throw badRequest(`querystring/fields has an invalid field "${invalid}"`)
  return paths.map((path) => path.split('.'))
}

/** Keeps only the asked-for paths of a record, nesting preserved. */
export function project(record: unknown, paths: string[][] | undefined): Record<string, unknown> {
  const source = record as Record<string, unknown>
  if (!paths) return source
  const result: Record<string, unknown> = {}
  for (const path of paths) {
    let from: unknown = source
    let into = result
    for (const [index, key] of path.entries()) {
      // Own keys only: `valueOf` or `constructor.name` would otherwise read the prototype's
      // members and write onto them (a 500, and a way to reach the process's own objects).
      if (typeof from !== 'object' || from === null || !Object.hasOwn(from, key)) break
      from = (from as Record<string, unknown>)[key]
      if (index === path.length - 1) {
        into[key] = from
      } else {
        const next = (Object.hasOwn(into, key) ? into[key] : {}) as Record<string, unknown>
        into[key] = next
        into = next
      }
    }
  }
  return result
}

/** The fields a listing card shows (similar homes, recent listings), whichever source answers. */
export const CARD_FIELDS = [
  ['mlsNumber'],
  ['boardId'],
  ['type'],
  ['lastStatus'],
  ['listPrice'],
  ['soldPrice'],
  ['images'],
  ['address'],
  ['map'],
  ['details', 'numBedrooms'],
  ['details', 'numBedroomsPlus'],
  ['details', 'numBathrooms'],
  ['details', 'sqft'],
  ['details', 'propertyType'],
  ['permissions'],
]

/** A listing as a card, as the viewer may see it. */
export const listingCard = (record: ListingRecord, viewer: Viewer) =>
  project(forViewer(record, viewer), CARD_FIELDS)
