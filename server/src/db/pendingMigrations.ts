import type { Migration } from './migrate'

/** The migrations of `expected` that `applied` lacks, in order. */
export function pendingMigrations(
  expected: readonly Migration[],
  applied: readonly string[],
): string[] {
  const done = new Set(applied)
  return expected.map(({ id }) => id).filter((id) => !done.has(id))
}

/**
 * In production the service never migrates the customer database as it starts: several
 * instances start at once, and a schema change is a deploy step of its own (`npm run migrate`),
 * run once, before them. A service started against a schema behind its code would fail on the
 * first query that needs the new column, so it refuses to start instead, naming what is missing.
 */
export function assertMigrated(pending: readonly string[]): void {
  if (pending.length === 0) return
  throw new Error(
    `the customer database lacks migration${pending.length === 1 ? '' : 's'} ` +
      `${pending.join(', ')}: run \`npm run migrate\` before starting (with NODE_ENV=production ` +
      'the service never migrates at start)',
  )
}
