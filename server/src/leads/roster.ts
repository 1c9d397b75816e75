import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Type, type Static } from 'typebox'
import { Value } from 'typebox/value'
import type { CustomerDb } from '../db/customerDb'

/** The roster the service ships with; ROSTER_FILE names the brokerage's own. */
export const DEFAULT_ROSTER_FILE = fileURLToPath(new URL('./roster.json', import.meta.url))

const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' })

/** One realtor as the roster file states them. */
const RosterEntry = Type.Object(
  {
    // Lower-case letters, digits, dots and dashes: ids appear in links and in the listing rule.
    id: Type.String({ pattern: '^[a-z0-9]+(?:[.-][a-z0-9]+)*$', maxLength: 60 }),
    name: Text(80),
    email: Type.String({ pattern: '^[^\\s@<>"]+@[^\\s@<>"]+\\.[A-Za-z]{2,}$', maxLength: 254 }),
    phone: Type.String({ pattern: '^[0-9 ()+.-]{10,20}$' }),
    photoUrl: Type.Optional(Type.String({ pattern: '^(/|https?://)\\S+$', maxLength: 500 })),
    // ISO 639-1 codes: 'en', 'fr', and any other the realtor speaks.
    languages: Type.Array(Type.String({ pattern: '^[a-z]{2}$' }), { minItems: 1 }),
    cities: Type.Array(Text(100)),
    team: Type.Union([Type.Literal('sales'), Type.Literal('mortgage')]),
    active: Type.Boolean(),
  },
  { additionalProperties: false },
)

const RosterFile = Type.Object(
  { about: Type.Optional(Type.String()), realtors: Type.Array(RosterEntry) },
  { additionalProperties: false },
)

/** A realtor of the roster, as routing and the e-mails read them. */
export interface Realtor {
  readonly id: string
  readonly name: string
  readonly email: string
  readonly phone: string
  /** An address on the site (starting with `/`) or a full URL; none shows initials. */
  readonly photoUrl: string | null
  readonly languages: readonly string[]
  readonly cities: readonly string[]
  readonly team: 'sales' | 'mortgage'
  readonly active: boolean
}

/**
 * The roster file's realtors, checked: a file that is not JSON, lacks a field, repeats an id or
 * has a malformed e-mail stops the start with the file and the place named.
 */
export function readRoster(file: string): Realtor[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new Error(`roster file ${file} is not readable JSON: ${String(error)}`)
  }
  if (!Value.Check(RosterFile, parsed)) {
    const first = Value.Errors(RosterFile, parsed)[0]
    const where = `/${(first?.instancePath ?? '').replace(/^\//, '')}`
    throw new Error(`roster file ${file}: ${where} ${first?.message ?? 'is not a roster'}`)
  }
  const roster: Static<typeof RosterFile> = parsed
  const seen = new Set<string>()
  for (const entry of roster.realtors) {
    if (seen.has(entry.id)) throw new Error(`roster file ${file}: id ${entry.id} appears twice`)
    seen.add(entry.id)
  }
  return roster.realtors.map((entry) => ({ ...entry, photoUrl: entry.photoUrl ?? null }))
}

interface RealtorRow {
  id: string
  name: string
  email: string
  phone: string
  photo_url: string | null
  languages: string
  cities: string
  team: 'sales' | 'mortgage'
  active: 0 | 1
}

const fromRow = (row: RealtorRow): Realtor => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  photoUrl: row.photo_url,
  languages: JSON.parse(row.languages) as string[],
  cities: JSON.parse(row.cities) as string[],
  team: row.team,
  active: row.active === 1,
})

const COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'photo_url',
  'languages',
  'cities',
  'team',
  'active',
] as const

/** The roster table: seeded from the roster file, read by routing, the e-mails and the staff. */
export function rosterStore(db: CustomerDb) {
  return {
    /**
     * Makes the table say what the file says: each realtor written as the file has them, and a
     * realtor no longer in the file made inactive (kept, so the leads they had still name them).
     * Every instance starting may seed at once: the writes are idempotent.
     */
    async seed(realtors: readonly Realtor[], now: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const realtor of realtors) {
          const row = {
            name: realtor.name,
            email: realtor.email,
            phone: realtor.phone,
            photo_url: realtor.photoUrl,
            languages: JSON.stringify(realtor.languages),
            cities: JSON.stringify(realtor.cities),
            team: realtor.team,
            active: realtor.active ? (1 as const) : (0 as const),
            updated_at: now,
          }
          await trx
            .insertInto('realtors')
            .values({ id: realtor.id, ...row })
            .onConflict((conflict) => conflict.column('id').doUpdateSet(row))
            .execute()
        }
        const ids = realtors.map(({ id }) => id)
        let retire = trx.updateTable('realtors').set({ active: 0, updated_at: now })
        if (ids.length > 0) retire = retire.where('id', 'not in', ids)
        await retire.where('active', '=', 1).execute()
      })
    },
    /** Every realtor who takes leads now, by id. */
    async active(): Promise<Realtor[]> {
      const rows = await db
        .selectFrom('realtors')
        .select(COLUMNS)
        .where('active', '=', 1)
        .orderBy('id')
        .execute()
      return rows.map(fromRow)
    },
    /** One realtor by id, active or not; undefined when the roster never had them. */
    async byId(id: string): Promise<Realtor | undefined> {
      const row = await db
        .selectFrom('realtors')
        .select(COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst()
      return row && fromRow(row)
    },
  }
}

export type RosterStore = ReturnType<typeof rosterStore>
