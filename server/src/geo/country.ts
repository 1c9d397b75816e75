import type { PredictionsQuery } from '../../../contract/geo'
import { badRequest } from '../httpErrors'

/** Google's component filter: `country:ca`, several joined by pipes (`country:ca|country:us`). */
function countriesIn(components: string): string[] {
  return components.split('|').flatMap((filter) => {
    const match = /^\s*([a-z_]+)\s*:\s*(\S(?:.*\S)?)\s*$/i.exec(filter)
    if (!match) throw badRequest('querystring/components must be filters like country:ca')
    const [, key = '', value = ''] = match
    return key.toLowerCase() === 'country' ? [value.toLowerCase()] : []
  })
}

/**
 * Every place here is in Canada, so a restriction to other countries finds nothing, while no
 * restriction at all (an empty one included) or one that includes Canada searches everything.
 */
export function restrictedToCanada(
  query: Pick<PredictionsQuery, 'components' | 'country'>,
): boolean {
  const countries = [
    ...(query.components === undefined ? [] : countriesIn(query.components)),
    ...(query.country === undefined ? [] : [query.country.trim().toLowerCase()]),
  ].filter(Boolean)
  return countries.length === 0 || countries.includes('ca')
}
