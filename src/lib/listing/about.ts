import { formatPrice } from '../format'
import { aboutParagraphFrench } from './aboutFrench'

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
  readonly lot: { readonly width: number | null; readonly depth: number | null }
  readonly daysOnMarket: number
}

const plural = (count: number, one: string, many: string) =>
  `${String(count)} ${count === 1 ? one : many}`

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a')

/**
 * The detail page's generated 'About' paragraph, in the visitor's language, written only
 * from facts the listing carries: a missing fact leaves its sentence out rather than guessing.
 */
export function aboutParagraph(facts: AboutFacts, language = 'en'): string {
  if (language.startsWith('fr')) return aboutParagraphFrench(facts)
  const { details, address } = facts
  const kind = [details.style, details.propertyType.toLowerCase()].filter(Boolean).join(' ')
  const where = [address.neighborhood, address.city].filter(Boolean).join(', ')
  const place = address.streetLine ? `${address.streetLine} is` : 'This home is'
  const deal = facts.type === 'Lease' ? 'for lease' : 'for sale'
  const price =
    facts.type === 'Lease'
      ? `${formatPrice(facts.listPrice, 'en')} a month`
      : formatPrice(facts.listPrice, 'en')
  const sentences = [
    `${place} ${article(kind || 'home')} ${kind || 'home'} ${deal} in ${where}, listed at ${price}.`,
  ]
  const rooms: string[] = []
  if (details.numBedrooms > 0) {
    rooms.push(
      details.numBedroomsPlus > 0
        ? `${String(details.numBedrooms)} + ${String(details.numBedroomsPlus)} bedrooms`
        : plural(details.numBedrooms, 'bedroom', 'bedrooms'),
    )
  }
  if (details.numBathrooms > 0) rooms.push(plural(details.numBathrooms, 'bathroom', 'bathrooms'))
  if (details.sqft) rooms.push(`${details.sqft} square feet`)
  if (rooms.length > 0) {
    const last = rooms.pop() ?? ''
    sentences.push(`It has ${rooms.length > 0 ? `${rooms.join(', ')} and ${last}` : last}.`)
  }
  if (details.yearBuilt) sentences.push(`It was built in ${details.yearBuilt}.`)
  if (details.numGarageSpaces > 0) {
    sentences.push(
      `There is parking for ${plural(details.numGarageSpaces, 'car', 'cars')} in the garage.`,
    )
  }
  if (facts.lot.width && facts.lot.depth) {
    sentences.push(
      `The lot measures ${String(facts.lot.width)} by ${String(facts.lot.depth)} feet.`,
    )
  }
  if (facts.daysOnMarket >= 0) {
    sentences.push(
      facts.daysOnMarket === 0
        ? 'It came on the market today.'
        : `It has been on the market for ${plural(facts.daysOnMarket, 'day', 'days')}.`,
    )
  }
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
