import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { leadRouting } from '../../src/leads/leadRouting'
import { DEFAULT_ROSTER_FILE, readRoster, rosterStore } from '../../src/leads/roster'
import { CUSTOMER_ENGINES, openTestCustomers, type TestCustomers } from '../support/customerEngines'

const folder = mkdtempSync(join(tmpdir(), 'homewise-roster-'))
const rosterFile = (name: string, content: unknown) => {
  const file = join(folder, name)
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content))
  return file
}

const entry = (id: string) => ({
  id,
  name: 'Ana Roy',
  email: `${id}@homewise.ca`,
  phone: '416-555-0100',
  languages: ['fr'],
  cities: ['Toronto'],
  team: 'sales',
  active: true,
})

describe('readRoster', () => {
  it.each([
    ['not JSON', '{', /is not readable JSON/],
    ['a realtor without an e-mail', { realtors: [{ ...entry('ana'), email: undefined }] }, /email/],
    [
      'an e-mail with header syntax',
      { realtors: [{ ...entry('ana'), email: 'a@b.ca>\nBcc: x@y.ca' }] },
      /\/realtors\/0\/email/,
    ],
    [
      'an unknown team',
      { realtors: [{ ...entry('ana'), team: 'rentals' }] },
      /\/realtors\/0\/team/,
    ],
    ['an id twice', { realtors: [entry('ana'), entry('ana')] }, /id ana appears twice/],
  ])('refuses %s, naming the file and the place', (_name, content, message) => {
    const file = rosterFile('bad.json', content)
    expect(() => readRoster(file)).toThrow(message)
    expect(() => readRoster(file)).toThrow(file)
  })

  it('reads the shipped roster', () => {
    expect(readRoster(DEFAULT_ROSTER_FILE).length).toBeGreaterThan(6)
  })
})

const opened: TestCustomers[] = []
afterEach(async () => {
  await Promise.all(opened.splice(0).map((customers) => customers.close()))
})

describe.each(CUSTOMER_ENGINES)('the roster table (%s)', (engine) => {
  it('follows the file: a realtor taken off it is kept, inactive, and gets no lead', async () => {
    const customers = await openTestCustomers(engine)
    opened.push(customers)
    const store = rosterStore(customers.db)
    const routing = leadRouting(customers.db)
    await store.seed(
      readRoster(rosterFile('two.json', { realtors: [entry('ana'), entry('bo')] })),
      '2026-11-29T10:00:00.000Z',
    )
    expect((await routing.listActiveRealtors()).map(({ id }) => id)).toEqual(['ana', 'bo'])
    await store.seed(
      readRoster(rosterFile('one.json', { realtors: [entry('bo')] })),
      '2026-11-29T11:00:00.000Z',
    )
    expect((await routing.listActiveRealtors()).map(({ id }) => id)).toEqual(['bo'])
    expect(await routing.realtor('ana')).toMatchObject({ active: false, name: 'Ana Roy' })
    const lead = { kind: 'general', city: 'Toronto', language: 'fr' } as const
    expect((await routing.chooseRealtor(lead))?.id).toBe('bo')
    expect((await routing.chooseRealtor(lead))?.id).toBe('bo')
  })

  it('reassigns a lead only to an active realtor', async () => {
    const customers = await openTestCustomers(engine)
    opened.push(customers)
    await rosterStore(customers.db).seed(
      readRoster(
        rosterFile('both.json', { realtors: [entry('ana'), { ...entry('bo'), active: false }] }),
      ),
      '2026-11-29T10:00:00.000Z',
    )
    const { id } = await customers.db
      .insertInto('leads')
      .values({ first_name: 'L', last_name: 'T', email: 'l@t.ca', payload: '{}', realtor_id: null })
      .returning('id')
      .executeTakeFirstOrThrow()
    const routing = leadRouting(customers.db)
    expect(await routing.assignLead(id, 'bo')).toBe(false)
    expect(await routing.assignLead(id, 'nobody')).toBe(false)
    expect(await routing.assignLead(id + 1, 'ana')).toBe(false)
    expect(await routing.assignLead(id, 'ana')).toBe(true)
    const row = await customers.db
      .selectFrom('leads')
      .select('realtor_id')
      .executeTakeFirstOrThrow()
    expect(row.realtor_id).toBe('ana')
  })
})
