import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { StaffLead, StaffLeadUpdate } from '../../contract/staff'
import { LeadInbox } from '../../src/features/staff/LeadInbox'
import { isStaffToken } from '../../src/lib/staffGroup'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'

const service = 'http://127.0.0.1:8787'

const lead: StaffLead = {
  id: 7,
  createdAt: '2026-11-29T10:00:00.000Z',
  firstName: 'Luc',
  lastName: 'Tremblay',
  email: 'luc@example.com',
  phone: '6475550188',
  city: 'Mississauga',
  price: 800_000,
  code: 'C5001234',
  address: null,
  message: '<img src=x onerror=alert(1)> Is it still available?',
  status: 'new',
  statusChangedAt: null,
  note: null,
  crm: { status: 'parked', attempts: 6, lastError: 'HTTP 422', nextAttemptAt: null, sentAt: null },
}

/** The staff service's leads: what is asked for by status, and each update received. */
function leadsService() {
  let current = lead
  const updates: StaffLeadUpdate[] = []
  server.use(
    http.get(`${service}/staff/leads`, ({ request }) => {
      const status = new URL(request.url).searchParams.get('status')
      const leads = current.status === status ? [current] : []
      return HttpResponse.json({ leads, total: leads.length })
    }),
    http.patch(`${service}/staff/leads/7`, async ({ request }) => {
      const update = (await request.json()) as StaffLeadUpdate
      updates.push(update)
      if (update.note !== undefined && update.note.length > 5) {
        return HttpResponse.json(
          { statusCode: 400, error: 'Bad Request', message: 'body/note <b>too long</b>' },
          { status: 400 },
        )
      }
      current = { ...current, ...update, statusChangedAt: '2026-11-29T11:00:00.000Z' }
      return HttpResponse.json(current)
    }),
  )
  return updates
}

describe('the staff leads inbox', () => {
  it('shows a new lead with its CRM state, its message as text, and marks it contacted', async () => {
    const updates = leadsService()
    const { user } = await renderWithProviders(<LeadInbox />)
    const card = await screen.findByRole('article', { name: 'Luc Tremblay' })
    expect(
      within(card).getByText(/<img src=x onerror=alert\(1\)> Is it still available\?/),
    ).toBeInTheDocument()
    expect(card.querySelector('img')).toBeNull()
    expect(within(card).getByText('CRM: Parked')).toBeInTheDocument()
    expect(within(card).getByText(/Listing C5001234/)).toBeInTheDocument()

    await user.click(within(card).getByRole('button', { name: 'Mark contacted' }))
    await waitFor(() => {
      expect(screen.queryByRole('article', { name: 'Luc Tremblay' })).toBeNull()
    })
    expect(updates).toEqual([{ status: 'contacted' }])
    await user.click(screen.getByRole('tab', { name: 'Contacted' }))
    const moved = await screen.findByRole('article', { name: 'Luc Tremblay' })
    expect(within(moved).getByRole('button', { name: 'Close' })).toBeInTheDocument()
  })

  it('saves a note, and shows a refusal as text', async () => {
    const updates = leadsService()
    const { user } = await renderWithProviders(<LeadInbox />)
    const note = await screen.findByLabelText('Note on lead 7')
    await user.type(note, 'Called, visit Saturday')
    await user.click(screen.getByRole('button', { name: 'Save note' }))
    expect(await screen.findByText('Could not save: body/note <b>too long</b>')).toBeInTheDocument()
    expect(updates).toEqual([{ note: 'Called, visit Saturday' }])
  })

  it('speaks French', async () => {
    leadsService()
    await renderWithProviders(<LeadInbox />, { language: 'fr' })
    expect(await screen.findByRole('tab', { name: 'Nouveaux' })).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Marquer contacté' })).toBeInTheDocument()
  })
})

const tokenWith = (claims: object) =>
  `h.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.s`

describe('the staff group in an ID token', () => {
  it.each([
    [{ 'cognito:groups': ['staff'] }, true],
    [{ 'cognito:groups': ['realtors', 'staff'] }, true],
    [{ 'cognito:groups': ['realtors'] }, false],
    [{ 'cognito:groups': 'staff' }, false],
    [{ 'custom:group': 'staff' }, false],
    [{}, false],
  ])('%j: %s', (claims, staff) => {
    expect(isStaffToken(tokenWith(claims))).toBe(staff)
  })

  it('is absent from no token or a malformed one', () => {
    expect(isStaffToken(undefined)).toBe(false)
    expect(isStaffToken('not-a-token')).toBe(false)
    expect(isStaffToken('a.%%%.b')).toBe(false)
  })
})
