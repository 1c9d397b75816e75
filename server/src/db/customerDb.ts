import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { CustomerSchema } from './customerSchema'
import type { Db } from './database'

/** The customer stores' one query layer: the same typed queries on SQLite and on PostgreSQL. */
export type CustomerDb = Kysely<CustomerSchema>

/** Which engine holds the customers' data: the embedded file, or a managed PostgreSQL. */
export type CustomerEngine = 'sqlite' | 'postgres'

/**
 * The query layer over an open SQLite connection. It takes the connection over: destroying the
 * layer closes it. Kysely runs one query (or one transaction) at a time on it.
 */
export function sqliteCustomerDb(connection: Db): CustomerDb {
  return new Kysely<CustomerSchema>({ dialect: new SqliteDialect({ database: connection }) })
}

/** How many connections one instance keeps to PostgreSQL. */
const POSTGRES_POOL_SIZE = 10

/** The query layer over PostgreSQL at `url` (`postgres://user:password@host:port/database`). */
export function postgresCustomerDb(url: string, poolSize = POSTGRES_POOL_SIZE): CustomerDb {
  const pool = new pg.Pool({ connectionString: url, max: poolSize })
  return new Kysely<CustomerSchema>({ dialect: new PostgresDialect({ pool }) })
}
