import { http, HttpResponse } from 'msw'
import type { StaffLead, StaffLeadUpdate, StaffRealtor } from '../../contract/staff'
import { server } from '../msw/server'

export const service = 'http://127.0.0.1:8787'

export const marc: StaffRealtor = {
  id: 'marc.tremblay',
  name: 'Marc Tremblay',
  team: 'sales',
  active: true,
}
export const priya: StaffRealtor = {
  id: 'priya.raman',
  name: 'Priya Raman',
  team: 'sales',
  active: true,
}

export const staffLead: StaffLead = {
  id: 7,
  createdAt: '2026-11-29T10:00:00.000Z',
  firstName: 'Luc',
  lastName: 'Tremblay',
  email: 'luc@example.com',
  phone: '6475550188',
  city: 'Mississauga',
  price: 800_000,
  code: 'C5001234',
  address: '12 Maple Avenue',
  message: '<img src=x onerror=alert(1)> Is it still available?',
  status: 'new',
  statusChangedAt: null,
  note: null,
  realtor: marc,
  crm: {
    status: 'parked',
    attempts: 6,
    lastError: 'HTTP 422 <b>bad person</b>',
    nextAttemptAt: null,
    sentAt: null,
  },
}

/** What the service answers an update with instead of applying it, when the test says so. */
export type Refusal = (update: StaffLeadUpdate) => Response | undefined

/**
 * The staff service's leads and realtors over MSW: the lead listed under its status, each
 * update received recorded and applied (unless refused).
 */
export function leadsService(refuse: Refusal = () => undefined) {
  let current = staffLead
  const updates: StaffLeadUpdate[] = []
  const realtors = [marc, priya]
  server.use(
    http.get(`${service}/staff/leads`, ({ request }) => {
      const status = new URL(request.url).searchParams.get('status')
      const leads = current.status === status ? [current] : []
      return HttpResponse.json({ leads, total: leads.length })
    }),
    http.get(`${service}/staff/realtors`, () => HttpResponse.json({ realtors })),
    http.patch(`${service}/staff/leads/7`, async ({ request }) => {
      const update = (await request.json()) as StaffLeadUpdate
      updates.push(update)
      const refusal = refuse(update)
      if (refusal) return refusal
      const { realtorId, ...change } = update
      const realtor = realtors.find(({ id }) => id === realtorId) ?? current.realtor
      current = { ...current, ...change, realtor, statusChangedAt: '2026-11-29T11:00:00.000Z' }
      return HttpResponse.json(current)
    }),
  )
  return updates
}

/** A refusal as the service words it. */
export const refusal = (status: number, message: string) =>
  HttpResponse.json({ statusCode: status, error: 'Refused', message }, { status })
