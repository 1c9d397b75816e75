import { FakeProviderError } from './errors'

type Json = Record<string, unknown>

interface FieldPath {
  readonly keys: string[]
  /** `images[5]`: at most this many items of an array field. */
  readonly limit?: number
}

const FIELD = /^([a-zA-Z][a-zA-Z0-9]*(?:\.[a-zA-Z][a-zA-Z0-9]*)*)(?:\[(\d{1,3})\])?$/

/** `fields=mlsNumber,address.city,images[5]` as paths; undefined means the whole listing. */
export function parseFieldList(value: string | undefined, param: string): FieldPath[] | undefined {
  if (value === undefined || value.trim() === '') return undefined
  return value.split(',').map((raw) => {
    const match = FIELD.exec(raw.trim())
    if (!match?.[1]) throw new FakeProviderError(400, param, `invalid field ${raw.trim()}`)
    return { keys: match[1].split('.'), ...(match[2] && { limit: Number(match[2]) }) }
  })
}

/**
 * Keeps only the asked-for paths of a listing, nesting preserved, as the provider does: a path
 * through a missing or null object gives nothing (no empty object in its place).
 */
export function projectFields(listing: Json, paths: readonly FieldPath[] | undefined): Json {
  if (!paths) return listing
  const result: Json = {}
  for (const { keys, limit } of paths) {
    const parents = keys.slice(0, -1)
    const leaf = keys[keys.length - 1] ?? ''
    let from: unknown = listing
    for (const key of parents) {
      from = typeof from === 'object' && from !== null ? (from as Json)[key] : undefined
    }
    if (typeof from !== 'object' || from === null || !(leaf in from)) continue
    const value = (from as Json)[leaf]
    let into = result
    for (const key of parents) into = (into[key] ??= {}) as Json
    into[leaf] = limit !== undefined && Array.isArray(value) ? value.slice(0, limit) : value
  }
  return result
}
