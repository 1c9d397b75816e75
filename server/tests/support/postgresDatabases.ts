import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import type {} from './postgresGlobalSetup'

export interface PostgresDatabase {
  /** `postgres://…/t_<random>`: a database of its own on the run's server. */
  readonly url: string
  /** Drops the database, closing whatever is still connected to it. */
  drop(): Promise<void>
}

/** Runs one statement on the run's server, outside any database of a test. */
async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('postgresUrl') })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/**
 * A fresh, empty database on the run's PostgreSQL server (started once by the server project's
 * globalSetup): no tables, no schema_migrations. Each test owns its own, so tests never see each
 * other's rows and need no cleanup beyond `drop`.
 */
export async function createPostgresDatabase(): Promise<PostgresDatabase> {
  const name = `t_${randomBytes(8).toString('hex')}`
  await onServer(`CREATE DATABASE ${name}`)
  const url = new URL(inject('postgresUrl'))
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}
