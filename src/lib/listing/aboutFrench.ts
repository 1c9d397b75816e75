import { formatPrice } from '../format'
import type { AboutFacts } from './about'
import { factLabel } from './factLabels'

const plural = (count: number, one: string, many: string) =>
  `${String(count)} ${count === 1 ? one : many}`

/** French decimals take a comma: 27,1. */
const frenchNumber = (value: number) => String(value).replace('.', ',')

/**
 * The generated 'About' paragraph in French, from the same facts as the English one. Sentences
 * name « la propriété » so nothing has to agree with a property type's gender.
 */
export function aboutParagraphFrench(facts: AboutFacts): string {
  const { details, address } = facts
  const type = details.propertyType ? factLabel(details.propertyType, 'fr').toLowerCase() : ''
  const style = details.style ? factLabel(details.style, 'fr').toLowerCase() : ''
  const kind = [type || 'propriété', style && `(${style})`].filter(Boolean).join(' ')
  const where = [address.neighborhood, address.city].filter(Boolean).join(', ')
  const place = address.streetLine || 'Cette propriété'
  const deal = facts.type === 'Lease' ? 'à louer' : 'à vendre'
  const price =
    facts.type === 'Lease'
      ? `${formatPrice(facts.listPrice, 'fr')} par mois`
      : formatPrice(facts.listPrice, 'fr')
  const sentences = [`${place} : ${kind} ${deal} à ${where}, au prix de ${price}.`]
  const rooms: string[] = []
  if (details.numBedrooms > 0) {
    rooms.push(
      details.numBedroomsPlus > 0
        ? `${String(details.numBedrooms)} + ${String(details.numBedroomsPlus)} chambres`
        : plural(details.numBedrooms, 'chambre', 'chambres'),
    )
  }
  if (details.numBathrooms > 0) {
    rooms.push(plural(details.numBathrooms, 'salle de bain', 'salles de bain'))
  }
  if (details.sqft) rooms.push(`${details.sqft} pieds carrés`)
  if (rooms.length > 0) {
    const last = rooms.pop() ?? ''
    sentences.push(
      `La propriété compte ${rooms.length > 0 ? `${rooms.join(', ')} et ${last}` : last}.`,
    )
  }
  if (details.yearBuilt) sentences.push(`Elle a été construite en ${details.yearBuilt}.`)
  if (details.numGarageSpaces > 0) {
    sentences.push(
      `Le garage compte ${plural(details.numGarageSpaces, 'place', 'places')} de stationnement.`,
    )
  }
  if (facts.lot.width && facts.lot.depth) {
    sentences.push(
      `Le terrain mesure ${frenchNumber(facts.lot.width)} pi sur ${frenchNumber(facts.lot.depth)} pi.`,
    )
  }
  if (facts.daysOnMarket >= 0) {
    sentences.push(
      facts.daysOnMarket === 0
        ? 'Elle est arrivée sur le marché aujourd’hui.'
        : `Elle est sur le marché depuis ${plural(facts.daysOnMarket, 'jour', 'jours')}.`,
    )
  }
  return sentences.join(' ')
}
