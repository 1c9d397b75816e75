import { linkRelations } from '../lib/linkHeader'

/**
 * A JSON Schema the realty service's meta call points at: GET {metaUrl}, then the URL its Link
 * header names with `relation` (resolved against the meta call's own address when relative).
 * Rejects when either call fails or the answer is not an object.
 */
export async function fetchLinkedSchema(
  metaUrl: string,
  relation: string,
  fetcher: typeof fetch = fetch,
): Promise<object> {
  const meta = await fetcher(metaUrl)
  if (!meta.ok) throw new Error(`meta answered ${String(meta.status)}`)
  const link = linkRelations(meta.headers.get('link'))[relation]
  if (!link) throw new Error(`no rel="${relation}" link in the meta reply`)
  const schemaUrl = new URL(link, new URL(metaUrl, window.location.href)).href
  const response = await fetcher(schemaUrl)
  if (!response.ok) throw new Error(`schema answered ${String(response.status)}`)
  const schema: unknown = await response.json()
  if (typeof schema !== 'object' || schema === null) throw new Error('the schema is not an object')
  return schema
}
