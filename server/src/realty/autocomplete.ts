import type { AutocompleteQuery, ListingsResponse } from '../../../contract/realty'
import type { Db } from '../db/database'
import type { ListingRecord } from '../data/listingRecord'
import { searchWords } from './listingFilters'
import { forViewer, parseFields, project, type Viewer } from './presentListing'

const ADDRESS = `lower(unit_number || ' ' || street_number || ' ' || street_name || ' ' ||
  street_suffix || ' ' || city || ' ' || zip || ' ' || mls_number)`

/**
 * GET /autocomplete: listings whose address or MLS number holds every typed word, homes on the
 * market first. Descriptions are not searched: "pool" should not suggest an address.
 */
export function autocomplete(db: Db, query: AutocompleteQuery, viewer: Viewer): ListingsResponse {
  const words = searchWords(query.search)
  const clauses = words.map(() => `${ADDRESS} LIKE ? ESCAPE '\\'`)
  const params: (string | number)[] = words.map(
    (word) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`,
  )
  if (query.type) {
    clauses.push(`type IN (${query.type.map(() => '?').join(', ')})`)
    params.push(...query.type.map((type) => (type === 'sale' ? 'Sale' : 'Lease')))
  }
  if (query.status) {
    clauses.push(`status IN (${query.status.map(() => '?').join(', ')})`)
    params.push(...query.status)
  }
  const where = clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : ''
  const pageSize = query.resultsPerPage ?? 5
  const count = (
    db
      .prepare<(string | number)[], { n: number }>(`SELECT count(*) AS n FROM listings ${where}`)
      .get(...params) ?? {
      n: 0,
    }
  ).n
  const fields = parseFields(query.fields)
  const listings = db
    .prepare<(string | number)[], { data: string }>(
      `SELECT data FROM listings ${where} ORDER BY status = 'A' DESC, updated_on DESC, mls_number LIMIT ?`,
    )
    .all(...params, pageSize)
    .map((row) => project(forViewer(JSON.parse(row.data) as ListingRecord, viewer), fields))
  return { page: 1, numPages: Math.ceil(count / pageSize), pageSize, count, listings }
}
