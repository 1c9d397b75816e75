/** "Côte-St. Luc" → "cote st luc": lower case, no accents, words split by anything else. */
export function normalizePlaceText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/**
 * "Richmond Hill" → "richmond-hill"; accents dropped, anything else a hyphen. "Yonge-Eglinton"
 * reads back as "Yonge Eglinton": the realty service matches place names without punctuation.
 */
export function placeSlug(name: string): string {
  return normalizePlaceText(name).replaceAll(' ', '-')
}
