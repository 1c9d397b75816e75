import { describe, expect, it } from 'vitest'
import { listingContactLead } from '../contact/leads'
import { customerCalls, customersOnServerForFile } from '../customer/customersOnServer'
import { home } from '../customer/customerRoutes'

/**
 * MLS numbers are whatever a board writes (the provider types them `mlsNumber?: string`): a board
 * whose numbers are all digits, one with lower-case letters or a dash, are read, saved and asked
 * about like the others; what could change a path or a query is refused with a 400.
 */
const customers = customersOnServerForFile()
const call = customerCalls(customers)

const ANY_BOARD = ['40712345', 'X-2024-17', 'c1234567', 'SANDBOX1'] as const
const REFUSED = [
  'W5000001.json',
  '-W5000001',
  'W5000001-',
  'W_5000001',
  'W'.repeat(33),
  'W5 01',
  'W50%2F01',
] as const

describe("any board's MLS numbers", () => {
  it.each(ANY_BOARD)('%s is looked up: 404 when no board has it, not 400', async (mls) => {
    for (const path of [`/listings/${mls}?boardId=86`, `/listings/${mls}/similar?boardId=86`]) {
      const { status } = await call('GET', path)
      expect(status, path).toBe(404)
    }
  })

  it.each(REFUSED)('%s is refused with a 400', async (mls) => {
    const { status, body } = await call('GET', `/listings/${mls}?boardId=86`)
    expect(status).toBe(400)
    expect((body as { message: string }).message).toContain('mlsNumber')
  })

  it.each(ANY_BOARD)('%s is saved as a home', async (mls) => {
    const { status, body } = await call('POST', '/user/saved-homes', customers.amira, {
      ...home,
      mlsNumber: mls,
      boardId: 86,
      path: `/detail/on/x/y/z/${mls}/86`,
    })
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body).toMatchObject({ mlsNumber: mls, boardId: 86 })
  })

  it.each(ANY_BOARD)('%s is the code of a listing lead', async (mls) => {
    const { status, body } = await call('POST', '/realty/contact', undefined, {
      ...listingContactLead(),
      code: mls,
      boardId: 86,
    })
    expect(status, JSON.stringify(body)).toBe(200)
  })

  it.each(REFUSED)('%s is refused as a saved home or a lead code', async (mls) => {
    const saved = await call('POST', '/user/saved-homes', customers.amira, {
      ...home,
      mlsNumber: mls,
    })
    expect(saved.status).toBe(400)
    const lead = await call('POST', '/realty/contact', undefined, {
      ...listingContactLead(),
      code: mls,
    })
    expect(lead.status).toBe(400)
  })
})
