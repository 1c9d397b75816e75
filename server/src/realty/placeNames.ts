import type { Db } from '../db/database'

/**
 * "Yonge-Eglinton", "yonge eglinton" and "YONGE–EGLINTON" are one place: lower case, accents,
 * punctuation and spacing do not count. List URLs carry names as hyphenated slugs, which cannot
 * keep a name's own hyphens, dots, slashes or apostrophes ("St. Andrew-Windfields", "L'Amoreaux").
 */
export function placeKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

type PlaceKind = 'city' | 'neighborhood'

/** Every stored name of each kind by its key; places are fixed for a database's life. */
const namesByDb = new WeakMap<Db, Record<PlaceKind, ReadonlyMap<string, readonly string[]>>>()

function index(names: readonly string[]): ReadonlyMap<string, readonly string[]> {
  const byKey = new Map<string, string[]>()
  for (const name of names) {
    const key = placeKey(name)
    byKey.set(key, [...(byKey.get(key) ?? []), name])
  }
  return byKey
}

function placeNames(db: Db) {
  let names = namesByDb.get(db)
  if (!names) {
    const column = (sql: string) =>
      db
        .prepare<[], { name: string }>(sql)
        .all()
        .map((row) => row.name)
    names = {
      city: index(column('SELECT DISTINCT city AS name FROM listings')),
      neighborhood: index(column('SELECT DISTINCT neighborhood AS name FROM listings')),
    }
    namesByDb.set(db, names)
  }
  return names
}

/**
 * The stored names the requested ones stand for. A name that matches no place is kept as it is,
 * so it still finds nothing rather than everything.
 */
export function resolvePlaceNames(
  db: Db,
  kind: PlaceKind,
  requested: readonly string[] | undefined,
): string[] | undefined {
  if (!requested) return undefined
  const byKey = placeNames(db)[kind]
  return [...new Set(requested.flatMap((name) => byKey.get(placeKey(name)) ?? [name]))]
}
