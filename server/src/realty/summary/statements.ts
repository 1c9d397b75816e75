import type { Statement } from 'better-sqlite3'
import type { Db } from '../../db/database'

/** Statements kept per connection; the summary's SQL takes a few dozen shapes at most. */
const MAX_KEPT = 200

const kept = new WeakMap<Db, Map<string, Statement>>()

/**
 * A prepared statement for this SQL, compiled once per connection: a trends answer runs one
 * median query per month, and compiling each anew cost more than running it.
 */
export function prepared<Params extends unknown[], Row>(
  db: Db,
  sql: string,
): Statement<Params, Row> {
  let statements = kept.get(db)
  if (!statements) kept.set(db, (statements = new Map<string, Statement>()))
  let statement = statements.get(sql)
  if (!statement) {
    if (statements.size >= MAX_KEPT) statements.clear()
    statement = db.prepare(sql)
    statements.set(sql, statement)
  }
  return statement as Statement<Params, Row>
}
