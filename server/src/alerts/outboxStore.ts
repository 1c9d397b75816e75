import { randomBytes } from 'node:crypto'
import type { Language } from '../../../contract/customer'
import type { Db } from '../db/database'
import type { OutboxRow, Recipient } from './alertRows'

/** The outbox's insert, shared by the searches' and the saved homes' runs. */
export function prepareEnqueue(db: Db) {
  return db.prepare<[string, number | null, string, string, string, string]>(
    `INSERT INTO alert_outbox (customer_sub, search_id, kind, payload, next_attempt_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  )
}

/** The delivery's reads and writes: due e-mails, their outcome, recipients, secrets, opt-outs. */
export function outboxStore(db: Db) {
  const due = db.prepare<[string, number], OutboxRow>(
    `SELECT id, customer_sub AS customerSub, search_id AS searchId, kind, payload, attempts
     FROM alert_outbox WHERE status = 'pending' AND next_attempt_at <= ?
     ORDER BY next_attempt_at, id LIMIT ?`,
  )
  const sent = db.prepare<[string, number]>(
    "UPDATE alert_outbox SET status = 'sent', sent_at = ?, attempts = attempts + 1 WHERE id = ?",
  )
  const retry = db.prepare<[string, string, string, number]>(
    `UPDATE alert_outbox SET status = ?, next_attempt_at = ?, last_error = ?,
       attempts = attempts + 1 WHERE id = ?`,
  )
  const recipient = db.prepare<
    [string],
    { email: string; given_name: string; language: Language; email_notifications: 0 | 1 }
  >('SELECT email, given_name, language, email_notifications FROM customers WHERE sub = ?')
  const readSecret = db
    .prepare<[string], string>('SELECT value FROM service_secrets WHERE name = ?')
    .pluck()
  const createSecret = db.prepare<[string, string]>(
    'INSERT OR IGNORE INTO service_secrets (name, value) VALUES (?, ?)',
  )
  const searchOff = db.prepare<[number, string]>(
    "UPDATE saved_searches SET alert_frequency = 'off' WHERE id = ? AND customer_sub = ?",
  )
  const notificationsOff = db.prepare<[string]>(
    'UPDATE customers SET email_notifications = 0 WHERE sub = ?',
  )

  return {
    dueMail: (now: string, limit: number) => due.all(now, limit),
    markSent: (id: number, now: string) => sent.run(now, id),
    markRetry: (id: number, nextAttemptAt: string, error: string, gaveUp: boolean) =>
      retry.run(gaveUp ? 'failed' : 'pending', nextAttemptAt, error.slice(0, 500), id),
    recipient(sub: string): Recipient | undefined {
      const row = recipient.get(sub)
      return (
        row && {
          email: row.email,
          givenName: row.given_name,
          language: row.language,
          notifications: row.email_notifications === 1,
        }
      )
    },
    /** The named secret, made once (32 random bytes) and kept across restarts. */
    secret(name: string): string {
      createSecret.run(name, randomBytes(32).toString('base64url'))
      const value = readSecret.get(name)
      if (!value) throw new Error(`secret ${name} vanished after insert`)
      return value
    },
    /** What an unsubscribe link does; false when the search is not the customer's. */
    unsubscribe(sub: string, searchId: number | null): boolean {
      if (searchId === null) return notificationsOff.run(sub).changes > 0
      return searchOff.run(searchId, sub).changes > 0
    },
  }
}
