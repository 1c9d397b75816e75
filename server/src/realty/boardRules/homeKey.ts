import type { ListingRecord } from '../../data/listingRecord'

type Address = Pick<
  ListingRecord['address'],
  'unitNumber' | 'streetNumber' | 'streetName' | 'streetSuffix' | 'streetDirection' | 'city'
>

/** One part of an address as a key reads it: lower case, no dots, single spaces. */
const normalised = (part: string | null | undefined): string =>
  (part ?? '').normalize('NFKC').toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ').trim()

/** A unit as boards write it ("#1203", "Unit 1203", "Suite 12", "apt. 3"): its number alone. */
const unitOf = (unit: string | null): string =>
  normalised(unit).replace(/^(?:#|(?:unit|apt|apartment|suite|ste)\b)\s*#?\s*/, '')

/** Boards write a direction as a letter or a word: both read as the letter. */
const DIRECTIONS: Readonly<Record<string, string>> = {
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
}
const directionOf = (direction: string | null): string => {
  const value = normalised(direction).replace(/\s/g, '')
  return DIRECTIONS[value] ?? value
}

/**
 * Boards write a street type as a word or as one of its abbreviations ("Street", "St"; "Court",
 * "Crt", "Ct"): each reads as one form, Canada Post's where it has one. A type not named here
 * reads as written.
 */
const SUFFIXES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries({
    ave: ['avenue', 'av'],
    blvd: ['boulevard', 'boul'],
    circ: ['circle', 'cir'],
    cres: ['crescent', 'cr'],
    crt: ['court', 'ct'],
    dr: ['drive'],
    gdns: ['gardens', 'gdn'],
    gate: ['gt'],
    hts: ['heights'],
    hwy: ['highway'],
    lane: ['ln'],
    pky: ['parkway', 'pkwy'],
    pl: ['place'],
    rd: ['road'],
    sq: ['square'],
    st: ['street'],
    terr: ['terrace', 'ter'],
    trail: ['trl'],
  }).flatMap(([form, spellings]) => spellings.map((spelling) => [spelling, form])),
)
const suffixOf = (suffix: string | null): string => {
  const value = normalised(suffix)
  return SUFFIXES[value] ?? value
}

/**
 * The home an address names: its unit, street number, street name, suffix, direction and city,
 * each normalised, so every listing of one home over the years shares one key whatever the
 * board's spelling of case, spacing, dots, the unit's "#", a street type's or a direction's word. The board is
 * not part of it: one home listed on two boards is one home. Undefined when the address names
 * no door (no street number or name): such a listing is a home of its own (see `homeKeyOf`).
 */
export function homeKey(address: Address): string | undefined {
  const number = normalised(address.streetNumber)
  const street = normalised(address.streetName)
  if (number === '' || street === '') return undefined
  return [
    unitOf(address.unitNumber),
    number,
    street,
    suffixOf(address.streetSuffix),
    directionOf(address.streetDirection),
    normalised(address.city),
  ].join('|')
}

/** A listing's home: its address's key, or the listing alone when the address names no door. */
export function homeKeyOf(
  record: Pick<ListingRecord, 'mlsNumber' | 'boardId'> & {
    address: Address
  },
): string {
  return homeKey(record.address) ?? `listing ${String(record.boardId)} ${record.mlsNumber}`
}
