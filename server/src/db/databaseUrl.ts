// DATABASE_URL as the service reads it: which engine holds the customers' data.

/** The embedded SQLite file in DATA_DIR, or a PostgreSQL server at `url`. */
export type CustomerDatabaseConfig =
  { readonly engine: 'sqlite' } | { readonly engine: 'postgres'; readonly url: string }

const POSTGRES_SCHEMES = ['postgres:', 'postgresql:']

/** The URL without its password, so a refused setting can be quoted in a message. */
function withoutPassword(value: string): string {
  return value.replace(/^([a-z][\w+.-]*:\/\/[^/:@]*):[^/@]*@/i, '$1:***@')
}

/**
 * Unset keeps the customer file beside the listings; a `postgres://` or `postgresql://` URL moves
 * the customers' data to that server. Anything else fails at start: a mistyped URL would
 * otherwise leave the service writing customers into a file nobody backs up.
 */
export function customerDatabase(value: string | undefined): CustomerDatabaseConfig {
  if (value === undefined) return { engine: 'sqlite' }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(
      `DATABASE_URL must be a postgres:// URL (postgres://user:password@host:5432/database), not "${withoutPassword(value)}"`,
    )
  }
  if (!POSTGRES_SCHEMES.includes(url.protocol)) {
    throw new Error(
      `DATABASE_URL must be a postgres:// or postgresql:// URL (unset: the SQLite file in DATA_DIR), not "${withoutPassword(value)}"`,
    )
  }
  // A Unix socket is named as `?host=/var/run/postgresql` instead of a host.
  const hasHost = url.hostname !== '' || url.searchParams.has('host')
  if (!hasHost || url.pathname.replace(/^\//, '') === '') {
    throw new Error(
      `DATABASE_URL must name a host and a database (postgres://user:password@host:5432/database), not "${withoutPassword(value)}"`,
    )
  }
  return { engine: 'postgres', url: value }
}
