export type QueryValue = string | number | boolean | null | undefined
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>>

const dropped = (value: QueryValue): value is null | undefined | '' | 0 =>
  value === undefined || value === null || value === '' || value === 0

/**
 * A realty call's query string: empty, zero and null parameters are dropped; a list repeats its key (status=A&status=U), as the listing API expects.
 */
export function toQueryString(params: QueryParams): string {
  const search = new URLSearchParams()
  for (const [key, raw] of Object.entries(params)) {
    const values = (Array.isArray(raw) ? raw : [raw]) as readonly QueryValue[]
    for (const value of values) {
      if (!dropped(value)) search.append(key, String(value))
    }
  }
  return search.toString()
}
