import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { binaryOrder } from '../../src/realty/textOrder'

// The month and property-type sums are ordered in JavaScript as SQLite's GROUP BY ordered them.
const WORDS = [
  '',
  'a',
  'A',
  'ab',
  'Condo Apt',
  'Condo Townhouse',
  'Detached',
  'Semi-Detached',
  '2026-05',
  '2026-11',
  '2019-12',
  'Café',
  'Cafe',
  'Ünit',
  'zzz',
  '\u00ff',
  '\u0100',
  '\ue000',
  '\uffff',
  '\u{1f3e0}',
  'x\u{1f3e0}',
  'x\uffff',
  'x\ue000y',
  '\u{10000}',
  '\u{10ffff}',
]

describe('text in SQLite BINARY order', () => {
  it('sorts as SQLite sorts the same words', () => {
    const db = new Database(':memory:')
    const fromSqlite = db
      .prepare<[string], { value: string }>(
        'SELECT value FROM json_each(?) ORDER BY value COLLATE BINARY',
      )
      .all(JSON.stringify(WORDS))
      .map((row) => row.value)
    expect([...WORDS].sort(binaryOrder)).toEqual(fromSqlite)
    db.close()
  })

  it.each([
    ['a', 'a', 0],
    ['a', 'b', -1],
    ['b', 'a', 1],
    ['a', 'ab', -1],
    ['\uffff', '\u{1f3e0}', -1],
    ['\u{1f3e0}', '\ue000', 1],
  ])('%j against %j: %i', (a, b, sign) => {
    expect(Math.sign(binaryOrder(a, b))).toBe(sign)
  })
})
