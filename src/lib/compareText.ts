/**
 * Orders strings by their code units: for keys the app makes (map cell keys, months written
 * `2026-01`, slugs) and for a fixed tie-break between names. `localeCompare` would ask the
 * browser's collation library, whose first use costs a phone 40–150 ms (it showed as the longest
 * script of the list page's start-up); a person-facing order of names belongs to an `Intl.Collator`.
 */
export function compareText(a: string, b: string): number {
  if (a === b) return 0
  return a < b ? -1 : 1
}
