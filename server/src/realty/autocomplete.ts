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

const GUEST_TEXT_MATCHES = 'guest_text_matches'
const registered = new WeakSet<Db>()

/**
 * `guest_text_matches(text, words)` on this connection: the board rules' own test (every typed
 * word, a JSON array, starts a word of the guest text), so SQL matches a withheld home as the
 * rules do, whatever separates the words of a neighbourhood ("Wexford/Maryvale").
 */
function registerGuestTextMatches(db: Db): void {
  if (registered.has(db)) return
  db.function(GUEST_TEXT_MATCHES, { deterministic: true }, (text: unknown, words: unknown) =>
    guestTextMatches(String(text), JSON.parse(String(words)) as string[]) ? 1 : 0,
  )
  registered.add(db)
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
    // The withheld homes' listings by their guest text alone; the index holds that text, and the
    // LIKEs (each word somewhere in it) leave the exact test only the few that may match.
    registerGuestTextMatches(db)
    const holds = words.map(() => "guest_search_text LIKE ? ESCAPE '\\'")
    matches.push(
      `SELECT mls_number, board_id, 1 FROM listings INDEXED BY listings_guest_text
       WHERE display_public = 0 AND ${holds.join(' AND ')}
         AND ${GUEST_TEXT_MATCHES}(guest_search_text, ?)`,
    )
    params.push(...words.map((word) => `%${escapeLike(word)}%`), JSON.stringify(words))
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
