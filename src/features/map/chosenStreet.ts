import type { RoadFeature } from '../../../contract/geo'

/** A street name's words as the roads data writes them: 'King Street West' reads 'king st w'. */
const SHORT_WORDS: Readonly<Record<string, string>> = {
  street: 'st',
  avenue: 'ave',
  road: 'rd',
  boulevard: 'blvd',
  drive: 'dr',
  crescent: 'cres',
  parkway: 'pkwy',
  west: 'w',
  east: 'e',
  north: 'n',
  south: 's',
}

export function streetKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[.,]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => SHORT_WORDS[word] ?? word)
    .join(' ')
}

/** The view's roads that are the chosen street (none when no street is chosen). */
export function chosenStreetRoads(
  roads: readonly RoadFeature[],
  chosen: string | undefined,
): RoadFeature[] {
  if (!chosen) return []
  const key = streetKey(chosen)
  return roads.filter((road) => streetKey(road.name) === key)
}
