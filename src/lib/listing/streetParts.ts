/**
 * Listing history is requested with "the street split into number, name
 * and suffix (Avenue, Street, Road, Lane, Drive)". Boards abbreviate, so each suffix is also
 * recognised in its usual short form; the suffix is sent as written.
 */
const SUFFIXES: ReadonlySet<string> = new Set([
  'avenue',
  'ave',
  'av',
  'street',
  'st',
  'road',
  'rd',
  'lane',
  'ln',
  'drive',
  'dr',
])

export interface StreetParts {
  readonly streetNumber: string
  readonly streetName: string
  readonly streetSuffix: string
}

/** "123 Queen Street" → 123 / Queen / Street; "8 The Esplanade" → 8 / The Esplanade / "". */
export function splitStreet(street: string): StreetParts {
  const words = street.trim().split(/\s+/).filter(Boolean)
  const first = words[0] ?? ''
  const hasNumber = /^\d+[a-z]?$/i.test(first)
  const rest = hasNumber ? words.slice(1) : words
  const last = rest.at(-1) ?? ''
  const hasSuffix = rest.length > 1 && SUFFIXES.has(last.replace(/\.$/, '').toLowerCase())
  return {
    streetNumber: hasNumber ? first : '',
    streetName: (hasSuffix ? rest.slice(0, -1) : rest).join(' '),
    streetSuffix: hasSuffix ? last.replace(/\.$/, '') : '',
  }
}

export interface HistoryAddress {
  readonly unitNumber: string
  readonly streetNumber: string
  readonly streetName: string
  readonly streetSuffix: string
  /** "E", "W"...: the same number and street may stand on both sides of a dividing road. */
  readonly streetDirection?: string | null
  readonly city: string
  readonly state: string
  readonly zip: string
}

/**
 * The query of GET /listings/history for a listing's address: the
 * street split into number, name and suffix; empty values dropped. A feed that gives its own
 * suffix keeps it (`Sunnyside` + `Way`); a name that carries its suffix is split.
 */
export function historyQuery(
  address: HistoryAddress,
  boardId: number,
): Record<string, string | number> {
  const suffix = address.streetSuffix.trim()
  const parts = suffix
    ? {
        streetNumber: address.streetNumber.trim(),
        streetName: address.streetName.trim(),
        streetSuffix: suffix,
      }
    : splitStreet(`${address.streetNumber} ${address.streetName}`)
  const query: Record<string, string | number> = {
    city: address.city.trim(),
    state: address.state.trim(),
    streetName: parts.streetName,
    streetNumber: parts.streetNumber,
    streetSuffix: parts.streetSuffix,
    streetDirection: (address.streetDirection ?? '').trim(),
    unitNumber: address.unitNumber.trim(),
    zip: address.zip.trim(),
    boardId,
  }
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''))
}
