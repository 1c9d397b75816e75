import type { Db } from './database'
import {
  columnsOf,
  customerTablesIn,
  quoteName,
  rowCount,
  type CustomerTable,
} from './customerTables'

/** The migrations that created customer tables in the listings file, before the split. */
const LEGACY_CUSTOMER_MIGRATIONS = [
  '001-base.sql',
  '005-customers.sql',
  '006-applications.sql',
  '007-application-matching.sql',
]

export interface SplitResult {
  /** Rows copied per table now; empty when there was nothing to move or it was moved before. */
  readonly moved: Partial<Record<CustomerTable, number>>
}

/**
 * Copies one table's rows, ids included, through the columns both files have: a file from an
 * older version lacks later columns, which then take their defaults, as its migration would give.
 */
function copyTable(from: Db, to: Db, table: CustomerTable): number {
  const wanted = new Set(columnsOf(to, table))
  const columns = columnsOf(from, table).filter((column) => wanted.has(column))
  const list = columns.map(quoteName).join(', ')
  const insert = to.prepare(
    `INSERT INTO ${quoteName(table)} (${list}) VALUES (${columns.map(() => '?').join(', ')})`,
  )
  const rows = from.prepare(`SELECT ${list} FROM ${quoteName(table)}`).raw()
  let copied = 0
  for (const row of rows.iterate() as IterableIterator<unknown[]>) {
    insert.run(...row)
    copied += 1
  }
  return copied
}

const alreadyImported = (to: Db) =>
  (to.prepare<[], number>('SELECT count(*) FROM legacy_imports').pluck().get() ?? 0) > 0

/**
 * Moves customer rows out of a listings file written before the split into the customer file.
 *
 * The copy and its record in `legacy_imports` commit together in the customer file (synchronous
 * FULL); only then are the tables dropped from the listings file. A start interrupted between the
 * two finds the record and only drops. The customer file must hold no rows of its own yet:
 * merging two histories could collide on ids, so that case stops the start instead.
 */
export function moveLegacyCustomerRows(from: Db, to: Db, source: string): SplitResult {
  const tables = customerTablesIn(from)
  if (tables.length === 0) return { moved: {} }
  const moved: Partial<Record<CustomerTable, number>> = {}
  if (!alreadyImported(to)) {
    const crowded = tables.filter((table) => rowCount(to, table) > 0)
    if (crowded.length > 0) {
      throw new Error(
        `${source} still holds customer rows from before the split, but the customer file ` +
          `already has rows in ${crowded.join(', ')}; move one of the two files aside and start again`,
      )
    }
    to.transaction(() => {
      let total = 0
      for (const table of tables) {
        const copied = copyTable(from, to, table)
        if (copied !== rowCount(from, table)) throw new Error(`copying ${table} lost rows`)
        moved[table] = copied
        total += copied
      }
      to.prepare('INSERT INTO legacy_imports (source, rows) VALUES (?, ?)').run(source, total)
    }).immediate()
  }
  from.transaction(() => {
    // Children first, so no drop runs a cascade or trips a foreign key.
    for (const table of [...tables].reverse()) from.exec(`DROP TABLE ${quoteName(table)}`)
    const forget = from.prepare('DELETE FROM schema_migrations WHERE id = ?')
    for (const id of LEGACY_CUSTOMER_MIGRATIONS) forget.run(id)
  })()
  return { moved }
}
