import type { HistoryEntry, HistoryQuery } from '../../../../contract/realty'
import { siteListings } from '../boardRules'
import { sameAddressNumber } from './addressNumbers'
import { toNumberOrNull, toPositiveOrNull, toText, toTextOrNull } from './normalise'
import type { ProviderListing } from './providerTypes'
import { relatedListings } from './relatedAnswers'

/**
 * Whether a history entry is of the unit asked for. The provider was asked for one address, so an
 * entry is of it unless it says otherwise: one without an address or a unit number is kept, one
 * naming another unit is not (without a unit asked, the address is the house, not its units).
 */
function ofUnitAsked(entry: ProviderListing, unitNumber: string | undefined): boolean {
  const unit = entry.address?.unitNumber
  if (unit === undefined) return true
  // "042" and "42" are one unit: boards write numbers with and without leading zeros.
  return sameAddressNumber(toText(unit), unitNumber)
}

/**
 * Whether an entry may be of the board asked for: history entries are partial listings and the
 * published ones carry no board, so only an entry naming another board is left out.
 */
function ofBoardAsked(entry: ProviderListing, boardId: number | undefined): boolean {
  const board = toNumberOrNull(entry.boardId)
  return boardId === undefined || board === null || board === boardId
}

/** The provider sends "Sale"/"Lease" and takes "sale"/"lease"; a missing type stays "". */
function typeOf(value: unknown): string {
  const type = toText(value).toLowerCase()
  return type === 'sale' ? 'Sale' : type === 'lease' ? 'Lease' : ''
}

/** One entry with what it has: a missing price or board is null, missing text is "". */
function historyEntryOf(entry: ProviderListing, boardId: number | undefined): HistoryEntry {
  return {
    mlsNumber: toText(entry.mlsNumber),
    boardId: toNumberOrNull(entry.boardId) ?? boardId ?? null,
    type: typeOf(entry.type),
    lastStatus: toText(entry.lastStatus),
    listPrice: toPositiveOrNull(entry.listPrice),
    soldPrice: toPositiveOrNull(entry.soldPrice),
    listDate: toText(entry.listDate),
    soldDate: toTextOrNull(entry.soldDate),
    timestamps: { expiryDate: toText(entry.timestamps?.expiryDate) },
  }
}

/** The provider's history answer for the address asked: its entries of that unit, newest first. */
export function historyFromProvider(body: unknown, query: HistoryQuery): HistoryEntry[] {
  // A back-office-only entry is no step of anyone's history on the site.
  return siteListings(relatedListings('history', body))
    .filter((entry) => ofUnitAsked(entry, query.unitNumber))
    .filter((entry) => ofBoardAsked(entry, query.boardId))
    .map((entry) => historyEntryOf(entry, query.boardId))
    .sort((a, b) => b.listDate.localeCompare(a.listDate))
}
