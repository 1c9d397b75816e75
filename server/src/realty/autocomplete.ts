import type { AutocompleteQuery, ListingsResponse } from '../../../contract/realty'
import type { Db } from '../db/database'
import { guestTextMatches } from './boardRules'
import { searchWords } from './listingFilters'
import { forViewer, parseFields, project, type Viewer } from './presentListing'
import { readRecords, type ListingKey } from './records'

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (char) => `\\${char}`)

/** Each typed word as an FTS5 prefix term; quoting makes any punctuation in it literal. */
function matchExpression(words: readonly string[]): string {
  return words.map((word) => `"${word.replace(/"/g, '""')}"*`).join(' AND ')
}

/**
 * The listings of withheld homes whose guest text (MLS number, city, neighbourhood) has a word
 * starting with each typed word, as the board rules match it (guestTextMatches); the index on
 * the guest text narrows them to those holding every word first.
 */
function withheldByGuestText(db: Db, words: readonly string[]): [string, number][] {
  const holds = words.map(() => "guest_search_text LIKE ? ESCAPE '\\'")
  return db
    .prepare<string[], ListingKey & { guest_search_text: string }>(
      `SELECT mls_number, board_id, guest_search_text FROM listings INDEXED BY listings_guest_text
       WHERE display_public = 0 AND ${holds.join(' AND ')}`,
    )
    .all(...words.map((word) => `%${escapeLike(word)}%`))
    .filter((row) => guestTextMatches(row.guest_search_text, words))
    .map((row) => [row.mls_number, row.board_id])
}

/**
 * GET /autocomplete: listings whose address or MLS number holds every typed word (as a prefix),
 * homes on the market first. Descriptions are not searched: "pool" should not suggest an address.
 * A guest is matched against a withheld home's listings by their guest text alone (MLS number,
 * city and neighbourhood), never by the address index: a suggestion that needed both would
 * answer only when a typed word starts a word of the hidden street.
 */
export function autocomplete(db: Db, query: AutocompleteQuery, viewer: Viewer): ListingsResponse {
  const pageSize = query.resultsPerPage ?? 5
  const words = searchWords(query.search)
  if (words.length === 0) return { page: 1, numPages: 0, pageSize, count: 0, listings: [] }
  const matches = [
    'SELECT mls_number, board_id, 0 AS by_guest_text FROM listing_search WHERE listing_search MATCH ?',
  ]
  const params: (string | number)[] = [matchExpression(words)]
  const clauses: string[] = []
  if (!viewer.signedIn) {
    matches.push(
      "SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), 1 FROM json_each(?)",
    )
    params.push(JSON.stringify(withheldByGuestText(db, words)))
    clauses.push('(l.display_public = 1 OR m.by_guest_text = 1)')
  }
  if (query.type) {
    clauses.push(`l.type IN (${query.type.map(() => '?').join(', ')})`)
    params.push(...query.type.map((type) => (type === 'sale' ? 'Sale' : 'Lease')))
  }
  if (query.status) {
    clauses.push(`l.status IN (${query.status.map(() => '?').join(', ')})`)
    params.push(...query.status)
  }
  const from = `FROM (${matches.join(' UNION ALL ')}) m JOIN listings l
    ON l.mls_number = m.mls_number AND l.board_id = m.board_id
    ${clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : ''}`
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
