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
 * The one way a place name is written in a list, map or trends address: "Richmond Hill" →
 * "richmond-hill", "Côte-St. Luc" → "cote-st-luc"; accents dropped, anything else a hyphen.
 */
export function placeSlug(name: string): string {
  return normalizePlaceText(name).replaceAll(' ', '-')
}
