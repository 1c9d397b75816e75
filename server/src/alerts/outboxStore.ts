import { randomBytes } from 'node:crypto'
import type { AlertFrequency, Language } from '../../../contract/customer'
import type { Db } from '../db/database'
import type { OutboxRow, Recipient } from './alertRows'
import type { RestoredSetting } from './unsubscribeToken'

/** A search's frequency, or the master switch's 'on' or 'off'. */
export type AlertSetting = AlertFrequency | 'on'

/** What an unsubscribe found, and the setting's change count it left (see the undo). */
export interface TurnedOff {
  readonly before: AlertSetting
  readonly version: number
}

/** What an undo did: put the setting back, found it changed since, or found no such search. */
export type UndoOutcome = 'restored' | 'changed' | 'gone'

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
  const searchFrequency = db
    .prepare<[number, string], AlertFrequency>(
      'SELECT alert_frequency FROM saved_searches WHERE id = ? AND customer_sub = ?',
    )
    .pluck()
  const setSearchFrequency = db.prepare<[AlertFrequency, number, string]>(
    'UPDATE saved_searches SET alert_frequency = ? WHERE id = ? AND customer_sub = ?',
  )
  const frequencyVersion = db
    .prepare<[number, string], number>(
      'SELECT frequency_version FROM saved_searches WHERE id = ? AND customer_sub = ?',
    )
    .pluck()
  const restoreFrequency = db.prepare<[AlertFrequency, number, string, number]>(
    `UPDATE saved_searches SET alert_frequency = ?
     WHERE id = ? AND customer_sub = ? AND frequency_version = ?`,
  )
  const notifications = db
    .prepare<[string], 0 | 1>('SELECT email_notifications FROM customers WHERE sub = ?')
    .pluck()
  const setNotifications = db.prepare<[0 | 1, string]>(
    'UPDATE customers SET email_notifications = ? WHERE sub = ?',
  )
  const notificationsVersion = db
    .prepare<[string], number>('SELECT notifications_version FROM customers WHERE sub = ?')
    .pluck()
  const restoreNotifications = db.prepare<[string, number]>(
    'UPDATE customers SET email_notifications = 1 WHERE sub = ? AND notifications_version = ?',
  )
  /** The setting before, then off; undefined when the search or customer is not there. */
  const turnOff = db.transaction((sub: string, searchId: number | null): TurnedOff | undefined => {
    if (searchId === null) {
      const before = notifications.get(sub)
      if (before === undefined) return undefined
      setNotifications.run(0, sub)
      return { before: before === 1 ? 'on' : 'off', version: notificationsVersion.get(sub) ?? 0 }
    }
    const before = searchFrequency.get(searchId, sub)
    if (before === undefined) return undefined
    setSearchFrequency.run('off', searchId, sub)
    return { before, version: frequencyVersion.get(searchId, sub) ?? 0 }
  })
  /** Puts a setting back only while its change count is still `version`. */
  const undo = db.transaction(
    (sub: string, searchId: number | null, setting: RestoredSetting, version: number) => {
      const restored =
        searchId === null
          ? restoreNotifications.run(sub, version).changes > 0
          : setting !== 'on' && restoreFrequency.run(setting, searchId, sub, version).changes > 0
      if (restored) return 'restored'
      const exists =
        searchId === null
          ? notifications.get(sub) !== undefined
          : searchFrequency.get(searchId, sub) !== undefined
      return exists ? 'changed' : 'gone'
    },
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
    /**
     * What an unsubscribe link does: the search's alerts (or, for null, all of them) off. Answers
     * the setting before and its change count after, for the page's undo; undefined when the
     * search is not the customer's.
     */
    unsubscribe: (sub: string, searchId: number | null) => turnOff(sub, searchId),
    /**
     * The page's undo: puts back the setting before, once, and only if nothing changed it since
     * the unsubscribe left it at change count `version` (the undo itself counts as a change).
     */
    resubscribe: (
      sub: string,
      searchId: number | null,
      setting: RestoredSetting,
      version: number,
    ): UndoOutcome => undo(sub, searchId, setting, version),
  }
}
