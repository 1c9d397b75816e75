import type { AutocompleteQuery, ListingsResponse } from '../../../contract/realty'
import type { Db } from '../db/database'
import { searchWords } from './listingFilters'
import { forViewer, parseFields, project, type Viewer } from './presentListing'
import { readRecords, type ListingKey } from './records'

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (char) => `\\${char}`)

/** Each typed word as an FTS5 prefix term; quoting makes any punctuation in it literal. */
function matchExpression(words: readonly string[]): string {
  return words.map((word) => `"${word.replace(/"/g, '""')}"*`).join(' AND ')
}

/**
 * GET /autocomplete: listings whose address or MLS number holds every typed word (as a prefix),
 * homes on the market first. Descriptions are not searched: "pool" should not suggest an address.
 */
export function autocomplete(db: Db, query: AutocompleteQuery, viewer: Viewer): ListingsResponse {
  const pageSize = query.resultsPerPage ?? 5
  const words = searchWords(query.search)
  if (words.length === 0) return { page: 1, numPages: 0, pageSize, count: 0, listings: [] }
  const clauses = ['listing_search MATCH ?']
  const params: (string | number)[] = [matchExpression(words)]
  if (!viewer.signedIn) {
    // A guest matches a withheld listing only by its MLS number, city and neighbourhood: each
    // typed word must start a word of its guest text, never of its street.
    const startsWord = words.map(() => "(' ' || l.guest_search_text) LIKE ? ESCAPE '\\'")
    clauses.push(`(l.display_public = 1 OR (${startsWord.join(' AND ')}))`)
    params.push(...words.map((word) => `% ${escapeLike(word)}%`))
  }
  if (query.type) {
    clauses.push(`l.type IN (${query.type.map(() => '?').join(', ')})`)
    params.push(...query.type.map((type) => (type === 'sale' ? 'Sale' : 'Lease')))
  }
  if (query.status) {
    clauses.push(`l.status IN (${query.status.map(() => '?').join(', ')})`)
    params.push(...query.status)
  }
  const from = `FROM listing_search s JOIN listings l
    ON l.mls_number = s.mls_number AND l.board_id = s.board_id
    WHERE ${clauses.join(' AND ')}`
  const count = (
    db
      .prepare<(string | number)[], { n: number }>(`SELECT count(*) AS n ${from}`)
      .get(...params) ?? {
      n: 0,
    }
  ).n
  const keys = db
    .prepare<(string | number)[], ListingKey>(
      `SELECT l.mls_number, l.board_id ${from}
       ORDER BY l.status = 'A' DESC, l.updated_on DESC, l.mls_number LIMIT ?`,
    )
    .all(...params, pageSize)
  const fields = parseFields(query.fields)
  const listings = readRecords(db, keys).map((record) => project(forViewer(record, viewer), fields))
  return { page: 1, numPages: Math.ceil(count / pageSize), pageSize, count, listings }
}
