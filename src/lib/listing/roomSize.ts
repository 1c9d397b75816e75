import { formatNumber } from '../format'

/**
 * A room's length or width as boards report it: feet and inches (`17'0"`, `9'6`, `12 ft 4 in`)
 * or metres (`5.18`, `5.18 m`).
 */
const FEET_INCHES = /^\d{1,3}\s*(?:'|ft\.?)\s*(?:(?:\d|1[01])\s*(?:"|''|in\.?)?)?$/i
const METRES = /^\d{1,3}(?:\.\d{1,2})?\s*(?:m|metres?|meters?)?$/i

export type RoomUnit = 'feet' | 'metres'

/** The unit a size is written in, or undefined when it is neither feet/inches nor metres. */
export function roomSizeUnit(value: string | null | undefined): RoomUnit | undefined {
  const trimmed = (value ?? '').trim()
  if (trimmed === '') return undefined
  if (FEET_INCHES.test(trimmed)) return 'feet'
  if (METRES.test(trimmed) && Number.parseFloat(trimmed) > 0) return 'metres'
  return undefined
}

/**
 * "Room sizes are valid when length and width are non-empty and match
 * feet/inches or metres formats." Both sides must use the same unit.
 */
export function isValidRoomSize(
  length: string | null | undefined,
  width: string | null | undefined,
): boolean {
  const unit = roomSizeUnit(length)
  return unit !== undefined && unit === roomSizeUnit(width)
}

/**
 * `5.18 x 3.02 m` (`5,18 x 3,02 m` in French, whose decimal mark is a comma) or `18'2" x 11'6"`,
 * as the board wrote the feet; undefined when the size is not valid.
 */
export function roomSizeText(
  length: string | null | undefined,
  width: string | null | undefined,
  language: string,
): string | undefined {
  if (!isValidRoomSize(length, width)) return undefined
  const l = (length ?? '').trim()
  const w = (width ?? '').trim()
  if (roomSizeUnit(l) === 'feet') return `${l} x ${w}`
  const metres = (value: string) => formatNumber(Number.parseFloat(value), language)
  return `${metres(l)} x ${metres(w)} m`
}
