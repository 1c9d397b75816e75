import type { LotUnit } from '../../../contract/listing'
import { aboutWords } from './aboutWords'

/** The facts a listing's generated 'About' paragraph is written from. */
export interface AboutFacts {
  readonly type: 'Sale' | 'Lease'
  readonly listPrice: number
  readonly address: {
    readonly streetLine: string
    readonly city: string
    readonly neighborhood: string | null
  }
  readonly details: {
    readonly propertyType: string
    readonly style: string
    readonly yearBuilt: string | null
    readonly numBedrooms: number
    readonly numBedroomsPlus: number
    readonly numBathrooms: number
    readonly numGarageSpaces: number
    readonly sqft: string | null
  }
  readonly lot: {
    readonly width: number | null
    readonly depth: number | null
    readonly measurement?: LotUnit | null
  }
  readonly daysOnMarket: number
}

/** 'a, b and c': the last two items joined by the language's 'and'. */
function listed(items: readonly string[], and: string): string {
  if (items.length < 2) return items.join('')
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1] ?? ''}`
}

/**
 * The detail page's generated 'About' paragraph, in the visitor's language, written only
 * from facts the listing carries: a missing fact leaves its sentence out rather than guessing.
 * Every language has the same sentences in the same order; only their words differ.
 */
export function aboutParagraph(facts: AboutFacts, language = 'en'): string {
  const words = aboutWords(language)
  const { details, lot } = facts
  const sentences = [words.opening(facts)]
  const rooms: string[] = []
  if (details.numBedrooms > 0) {
    rooms.push(words.bedrooms(details.numBedrooms, details.numBedroomsPlus))
  }
  if (details.numBathrooms > 0) rooms.push(words.bathrooms(details.numBathrooms))
  if (details.sqft) rooms.push(words.squareFeet(details.sqft))
  if (rooms.length > 0) sentences.push(words.rooms(listed(rooms, words.and)))
  if (details.yearBuilt) sentences.push(words.built(details.yearBuilt))
  if (details.numGarageSpaces > 0) sentences.push(words.garage(details.numGarageSpaces))
  if (lot.width && lot.depth)
    sentences.push(words.lot(lot.width, lot.depth, lot.measurement ?? null))
  if (facts.daysOnMarket >= 0) sentences.push(words.onMarket(facts.daysOnMarket))
  return sentences.join(' ')
}

/** The overview is truncated at 250 characters. */
export const OVERVIEW_LIMIT = 250

/** The overview's first 250 characters, cut at a word, with an ellipsis; whole when short. */
export function truncateOverview(text: string, limit = OVERVIEW_LIMIT): string {
  const trimmed = text.trim()
  if (trimmed.length <= limit) return trimmed
  const cut = trimmed.slice(0, limit)
  const space = cut.lastIndexOf(' ')
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`
}
