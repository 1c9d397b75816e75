/**
 * "Richmond Hill" → "richmond-hill"; accents dropped, anything else a hyphen. "Yonge-Eglinton"
 * reads back as "Yonge Eglinton": the realty service matches place names without punctuation.
 */
export function placeSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
