import type { Db } from './database'
import { CUSTOMER_TABLES } from './files'

export type CustomerTable = (typeof CUSTOMER_TABLES)[number]

/** An identifier for SQL text; only names read from the schema or our own constants reach it. */
export const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`

/** The customer tables this file has, in CUSTOMER_TABLES order (parents first). */
export function customerTablesIn(db: Db): CustomerTable[] {
  const present = new Set(
    db.prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all(),
  )
  return CUSTOMER_TABLES.filter((table) => present.has(table))
}

export function rowCount(db: Db, table: string): number {
  return (
    db
      .prepare<[], number>(`SELECT count(*) FROM ${quoteName(table)}`)
      .pluck()
      .get() ?? 0
  )
}

/** How many customer rows this file holds, over every customer table it has. */
export function customerRowCount(db: Db): number {
  return customerTablesIn(db).reduce((sum, table) => sum + rowCount(db, table), 0)
}

export function columnsOf(db: Db, table: string): string[] {
  return db.prepare<[string], string>('SELECT name FROM pragma_table_info(?)').pluck().all(table)
}
