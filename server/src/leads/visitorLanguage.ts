import type { Language } from '../../../contract/customer'

/**
 * The language a visitor reads, from their request's Accept-Language (the SPA sends the one it
 * shows): the most preferred of English and French, English when neither is named.
 */
export function visitorLanguage(acceptLanguage: string | undefined): Language {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';')
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), order }
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
  for (const { tag } of ranked) {
    if (tag === 'fr' || tag.startsWith('fr-')) return 'fr'
    if (tag === 'en' || tag.startsWith('en-')) return 'en'
  }
  return 'en'
}
