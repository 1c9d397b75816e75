import { randomBytes } from 'node:crypto'
import type { Db } from '../db/database'

/** Crockford-style letters and digits with no 0/O or 1/I to misread. */
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'

/** A draw can collide with a code someone already holds; this many draws are tried. */
const CODE_ATTEMPTS = 5

function newReferralCode(): string {
  const bytes = randomBytes(8)
  return `HW-${[...bytes].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('')}`
}

/** A customer's referral code and the leads that named it. */
export function referralStore(db: Db) {
  const referralCode = db
    .prepare<[string], string | null>('SELECT referral_code FROM customers WHERE sub = ?')
    .pluck()
  const setReferralCode = db.prepare<[string, string]>(
    'UPDATE customers SET referral_code = ? WHERE sub = ? AND referral_code IS NULL',
  )
  const referrals = db.prepare<[string], { date: string; city: string | null }>(
    `SELECT created_at AS date, city FROM leads WHERE upper(code) = upper(?)
     ORDER BY created_at DESC LIMIT 200`,
  )

  return {
    /** The caller's referral code (made on first ask) and the leads that named it. */
    referrals: (sub: string) => {
      let code = referralCode.get(sub)
      for (let attempt = 0; !code && attempt < CODE_ATTEMPTS; attempt += 1) {
        try {
          setReferralCode.run(newReferralCode(), sub)
        } catch {
          // a code already taken by someone else: draw again
        }
        code = referralCode.get(sub)
      }
      if (!code) throw new Error('no referral code could be stored')
      return { code, referrals: referrals.all(code) }
    },
  }
}
