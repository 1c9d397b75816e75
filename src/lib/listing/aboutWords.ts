import type { LotUnit } from '../../../contract/listing'
import { formatPrice } from '../format'
import type { AboutFacts } from './about'
import { factLabel } from './factLabels'

/** The words of each sentence of the 'About' paragraph, in one language. */
export interface AboutWords {
  /** What, where, for sale or lease, and at what price. */
  readonly opening: (facts: AboutFacts) => string
  readonly bedrooms: (count: number, plus: number) => string
  readonly bathrooms: (count: number) => string
  readonly squareFeet: (sqft: string) => string
  /** The last two items of a list are joined by this word. */
  readonly and: string
  readonly rooms: (list: string) => string
  readonly built: (year: string) => string
  readonly garage: (spaces: number) => string
  readonly lot: (width: number, depth: number, unit: LotUnit | null) => string
  readonly onMarket: (days: number) => string
}

const plural = (count: number, one: string, many: string) =>
  `${String(count)} ${count === 1 ? one : many}`

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a')

/** French decimals take a comma: 27,1. */
const frenchNumber = (value: number) => String(value).replace('.', ',')

const where = ({ address }: AboutFacts) =>
  [address.neighborhood, address.city].filter(Boolean).join(', ')

const english: AboutWords = {
  opening(facts) {
    const { details, address } = facts
    const type = factLabel(details.propertyType, 'en').toLowerCase()
    const kind = [details.style, type].filter(Boolean).join(' ')
    const place = address.streetLine ? `${address.streetLine} is` : 'This home is'
    const deal = facts.type === 'Lease' ? 'for lease' : 'for sale'
    const price = formatPrice(facts.listPrice, 'en')
    const asked = facts.type === 'Lease' ? `${price} a month` : price
    const what = kind || 'home'
    return `${place} ${article(what)} ${what} ${deal} in ${where(facts)}, listed at ${asked}.`
  },
  bedrooms: (count, plus) =>
    plus > 0 ? `${String(count)} + ${String(plus)} bedrooms` : plural(count, 'bedroom', 'bedrooms'),
  bathrooms: (count) => plural(count, 'bathroom', 'bathrooms'),
  squareFeet: (sqft) => `${sqft} square feet`,
  and: 'and',
  rooms: (list) => `It has ${list}.`,
  built: (year) => `It was built in ${year}.`,
  garage: (spaces) => `There is parking for ${plural(spaces, 'car', 'cars')} in the garage.`,
  lot: (width, depth, unit) => {
    const words = unit === 'Metres' ? ' metres' : unit === 'Feet' ? ' feet' : ''
    return `The lot measures ${String(width)} by ${String(depth)}${words}.`
  },
  onMarket: (days) =>
    days === 0
      ? 'It came on the market today.'
      : `It has been on the market for ${plural(days, 'day', 'days')}.`,
}

/** Sentences name « la propriété » so nothing has to agree with a property type's gender. */
const french: AboutWords = {
  opening(facts) {
    const { details, address } = facts
    const type = details.propertyType ? factLabel(details.propertyType, 'fr').toLowerCase() : ''
    const style = details.style ? factLabel(details.style, 'fr').toLowerCase() : ''
    const kind = [type || 'propriété', style && `(${style})`].filter(Boolean).join(' ')
    const place = address.streetLine || 'Cette propriété'
    const deal = facts.type === 'Lease' ? 'à louer' : 'à vendre'
    const price = formatPrice(facts.listPrice, 'fr')
    const asked = facts.type === 'Lease' ? `${price} par mois` : price
    // A no-break space before the colon, as French typography wants (the line never starts with it).
    return `${place}\u00a0: ${kind} ${deal} à ${where(facts)}, au prix de ${asked}.`
  },
  bedrooms: (count, plus) =>
    plus > 0 ? `${String(count)} + ${String(plus)} chambres` : plural(count, 'chambre', 'chambres'),
  bathrooms: (count) => plural(count, 'salle de bain', 'salles de bain'),
  squareFeet: (sqft) => `${sqft} pieds carrés`,
  and: 'et',
  rooms: (list) => `La propriété compte ${list}.`,
  built: (year) => `Elle a été construite en ${year}.`,
  garage: (spaces) => `Le garage compte ${plural(spaces, 'place', 'places')} de stationnement.`,
  lot: (width, depth, unit) => {
    const symbol = unit === 'Metres' ? ' m' : unit === 'Feet' ? ' pi' : ''
    return `Le terrain mesure ${frenchNumber(width)}${symbol} sur ${frenchNumber(depth)}${symbol}.`
  },
  onMarket: (days) =>
    days === 0
      ? 'Elle est arrivée sur le marché aujourd’hui.'
      : `Elle est sur le marché depuis ${plural(days, 'jour', 'jours')}.`,
}

/** The paragraph's words in the visitor's language: French for any 'fr' tag, else English. */
export function aboutWords(language: string): AboutWords {
  return language.startsWith('fr') ? french : english
}
