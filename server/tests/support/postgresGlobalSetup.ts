import type { TestProject } from 'vitest/node'
import { startPostgresServer } from '../../../scripts/stack/postgresServer'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's PostgreSQL server (its maintenance database); see postgresDatabases.ts. */
    postgresUrl: string
  }
}

/**
 * One PostgreSQL server for the whole run of the server tests: each test that needs one makes a
 * database of its own on it (postgresDatabases.ts), which costs a fraction of a server's start.
 * Stopped, and its folder deleted, when the run ends, however it ends.
 */
export default async function startRunPostgres({ provide }: TestProject) {
  const server = await startPostgresServer()
  provide('postgresUrl', server.url)
  return () => server.stop()
}
