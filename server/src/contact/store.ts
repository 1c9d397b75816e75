import type { Lead } from '../../../contract/lead'
import type { Db } from '../db/database'

/**
 * The lead as kept: names trimmed (the SPA trims too, other callers may
 * not). The schema already refused names with nothing but blanks.
 */
export function normalizeLead(lead: Lead): Lead {
  const { first, last } = lead.user.name
  return { ...lead, user: { ...lead.user, name: { first: first.trim(), last: last.trim() } } }
}

/** Both phone forms the schema accepts, as the ten digits they stand for. */
export const phoneDigits = (phone: string) => phone.replace(/[^0-9]/g, '')

interface LeadColumns {
  firstName: string
  lastName: string
  email: string
  phone: string
  city: string
  price: number
  code: string | null
  boardId: number | null
  address: string | null
  message: string | null
  payload: string
}

/** Stores leads in `leads`: the searchable columns, plus the whole lead as JSON. */
export function leadInserter(db: Db): (lead: Lead) => number {
  const insert = db.prepare<[LeadColumns]>(
    `INSERT INTO leads
       (first_name, last_name, email, phone, city, price, code, board_id, address, message, payload)
     VALUES
       (@firstName, @lastName, @email, @phone, @city, @price, @code, @boardId, @address, @message,
        @payload)`,
  )
  return (lead) => {
    const { user, property } = lead
    const result = insert.run({
      firstName: user.name.first,
      lastName: user.name.last,
      email: user.email,
      phone: phoneDigits(user.phone),
      city: property.city,
      price: property.price,
      code: lead.code ?? null,
      boardId: lead.boardId ?? null,
      address: property.address ?? null,
      message: lead.message ?? null,
      payload: JSON.stringify(lead),
    })
    return Number(result.lastInsertRowid)
  }
}
