import { MAX_AGGREGATES } from '../../../contract/realty'
import { badRequest } from '../httpErrors'

/**
 * Dotted listing fields that may be aggregated, and the listings' column that holds each. A
 * Map, so only these names are found (never `constructor` or `__proto__`).
 */
export const AGGREGATABLE: ReadonlyMap<string, string> = new Map([
  ['class', 'class'],
  ['type', 'type'],
  ['status', 'status'],
  ['lastStatus', 'last_status'],
  ['boardId', 'board_id'],
  ['details.propertyType', 'property_type'],
  ['details.style', 'style'],
  ['details.numBedrooms', 'beds'],
  ['details.numBathrooms', 'baths'],
  ['address.city', 'city'],
  ['address.area', 'area'],
  ['address.neighborhood', 'neighborhood'],
])

/**
 * `aggregates=`: the asked fields, each once, at most MAX_AGGREGATES. `map` is the provider's
 * name for the clusters, which `cluster=true` asks for, so it adds nothing here.
 */
export function parseAggregates(value: string | undefined): string[] {
  const fields = [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== '' && name !== 'map'),
    ),
  ]
  const unknown = fields.find((field) => !AGGREGATABLE.has(field))
  if (unknown !== undefined) throw badRequest(`querystring/aggregates cannot group by "${unknown}"`)
  if (fields.length > MAX_AGGREGATES) {
    throw badRequest(
      `querystring/aggregates asks for ${String(fields.length)} fields; at most ${String(MAX_AGGREGATES)}`,
    )
  }
  return fields
}

/**
 * Counts per value of each field, nested as the provider nests dotted names
 * (`details.propertyType` → `{ details: { propertyType: {...} } }`), into `result`. Each field's
 * counts come from `countsOf`, given its column in `columnOf` and its place among the counted
 * fields; a field `columnOf` does not hold is left out.
 */
export function nestedCounts(
  fields: readonly string[],
  countsOf: (column: string, at: number) => Record<string, number>,
  columnOf: ReadonlyMap<string, string> = AGGREGATABLE,
  result: Record<string, unknown> = {},
): Record<string, unknown> {
  let counted = 0
  for (const field of fields) {
    const column = columnOf.get(field)
    if (column === undefined) continue
    const at = counted
    counted += 1
    const path = field.split('.')
    let into = result
    for (const key of path.slice(0, -1)) {
      into = (into[key] ??= {}) as Record<string, unknown>
    }
    into[path.at(-1) ?? field] = countsOf(column, at)
  }
  return result
}

/**
 * The counts of `fields` from answers counted apart (the summary's fields, then the others from
 * the listings), nested again in the fields' asked order, as a single count gives them.
 */
export function inFieldOrder(
  fields: readonly string[],
  ...parts: readonly Record<string, unknown>[]
): Record<string, unknown> {
  return nestedCounts(fields, (_column, at) => {
    const path = (fields[at] ?? '').split('.')
    for (const part of parts) {
      let found: unknown = part
      for (const key of path) found = (found as Record<string, unknown> | undefined)?.[key]
      if (found !== undefined) return found as Record<string, number>
    }
    return {}
  })
}
