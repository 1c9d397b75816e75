import { randomBytes } from 'node:crypto'
import type { CustomerDb } from '../db/customerDb'

/** Crockford-style letters and digits with no 0/O or 1/I to misread. */
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'

/** A draw can collide with a code someone already holds; this many draws are tried. */
const CODE_ATTEMPTS = 5

function newReferralCode(): string {
  const bytes = randomBytes(8)
  return `HW-${[...bytes].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('')}`
}

/** A customer's referral code and the leads that named it. */
export function referralStore(db: CustomerDb) {
  const referralCode = async (sub: string) =>
    (
      await db
        .selectFrom('customers')
        .select('referral_code')
        .where('sub', '=', sub)
        .executeTakeFirst()
    )?.referral_code

  return {
    /** The caller's referral code (made on first ask) and the leads that named it. */
    referrals: async (sub: string) => {
      let code = await referralCode(sub)
      for (let attempt = 0; !code && attempt < CODE_ATTEMPTS; attempt += 1) {
        try {
          await db
            .updateTable('customers')
            .set({ referral_code: newReferralCode() })
            .where('sub', '=', sub)
            .where('referral_code', 'is', null)
            .execute()
        } catch {
          // a code already taken by someone else: draw again
        }
        code = await referralCode(sub)
      }
      if (!code) throw new Error('no referral code could be stored')
      const referrals = await db
        .selectFrom('leads')
        .select(['created_at as date', 'city'])
        .where((eb) => eb(eb.fn('upper', ['code']), '=', eb.fn('upper', [eb.val(code)])))
        .orderBy('created_at', 'desc')
        .limit(200)
        .execute()
      return { code, referrals }
    },
  }
}
