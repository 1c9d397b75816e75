import type { LotUnit, Room } from './listing'

/**
 * How one value of a provider listing is read, whoever reads it (the realty service's provider
 * source, the SPA's normalising layer): the provider may send a number as a string ("5961.00",
 * ".10", ""), text as null, and rooms as an object keyed "1".."n" (older response version) or an
 * array.
 */
export type NumberLike = number | string | null

/** A finite number, or null for null, "", or anything that does not parse. */
export function toNumberOrNull(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string' || value.trim() === '') return null
  const parsed = Number(value.trim())
  return Number.isFinite(parsed) ? parsed : null
}

export const toNumber = (value: unknown, fallback = 0): number => toNumberOrNull(value) ?? fallback

/** A count or price that may be absent: null, "", 0 and "0.00" all mean none. */
export function toPositiveOrNull(value: unknown): number | null {
  const parsed = toNumberOrNull(value)
  return parsed !== null && parsed > 0 ? parsed : null
}

/** Text, trimmed; null, a missing value or anything else reads as "". */
export function toText(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : ''
}

/** Text where the shape allows none: "" and null read as null. */
export function toTextOrNull(value: unknown): string | null {
  const text = toText(value)
  return text === '' ? null : text
}

/** A room's fields are text, "" where the provider sent null. */
function roomOf(room: Readonly<Record<string, unknown>>): Room {
  return {
    description: toText(room.description),
    level: toText(room.level),
    length: toText(room.length),
    width: toText(room.width),
    features: toText(room.features),
    features2: toText(room.features2),
    features3: toText(room.features3),
  }
}

/** Rooms as an array in key order, whichever version sent them, without the empty padding. */
export function toRooms(rooms: unknown): Room[] {
  if (!rooms || typeof rooms !== 'object') return []
  const list: readonly unknown[] = Array.isArray(rooms)
    ? rooms
    : Object.entries(rooms as Readonly<Record<string, unknown>>)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([, room]) => room)
  return list
    .filter((room): room is Record<string, unknown> => typeof room === 'object' && room !== null)
    .map(roomOf)
    .filter((room) => room.description !== '')
}

/**
 * The unit of a lot's width and depth from the provider's free-text `lot.measurement`
 * ("Feet", "Metres", "Meters", "ft", "m"...); null when it names neither, so a size is never
 * shown in a unit the board did not give.
 */
export function toLotUnit(value: unknown): LotUnit | null {
  const unit = toText(value).toLowerCase().replace(/\.$/, '')
  if (['feet', 'foot', 'ft', 'f'].includes(unit)) return 'Feet'
  if (['metres', 'meters', 'metre', 'meter', 'm'].includes(unit)) return 'Metres'
  return null
}
