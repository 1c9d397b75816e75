import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LeadInbox } from '../../src/features/staff/LeadInbox'
import { renderWithProviders } from '../renderWithProviders'
import { leadsService, refusal } from './staffFixtures'

describe('the staff leads inbox', () => {
  it('shows a new lead with its realtor, its parked CRM event and its message as text', async () => {
    leadsService()
    await renderWithProviders(<LeadInbox />)
    const card = await screen.findByRole('article', { name: 'Luc Tremblay' })
    expect(
      within(card).getByText('<img src=x onerror=alert(1)> Is it still available?'),
    ).toBeInTheDocument()
    expect(card.querySelector('img, b')).toBeNull()
    expect(within(card).getByText('Parked')).toBeInTheDocument()
    expect(within(card).getByText('6 attempts')).toBeInTheDocument()
    expect(within(card).getByText('Reason: HTTP 422 <b>bad person</b>')).toBeInTheDocument()
    expect(
      within(card).getByText(/^Listing C5001234 · 12 Maple Avenue · Mississauga/),
    ).toBeVisible()
    expect(within(card).getByText('Assigned realtor').parentElement).toHaveTextContent(
      'Assigned realtor Marc Tremblay',
    )
    expect(within(card).getByRole('link', { name: '6475550188' })).toHaveAttribute(
      'href',
      'tel:6475550188',
    )
  })

  it('marks a lead contacted: it leaves the New tab for the Contacted one', async () => {
    const updates = leadsService()
    const { user } = await renderWithProviders(<LeadInbox />)
    const card = await screen.findByRole('article', { name: 'Luc Tremblay' })
    await user.click(within(card).getByRole('button', { name: 'Mark contacted' }))
    await waitFor(() => {
      expect(screen.queryByRole('article', { name: 'Luc Tremblay' })).toBeNull()
    })
    expect(updates).toEqual([{ status: 'contacted' }])
    expect(screen.getByText('No leads here.')).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Contacted' }))
    expect(screen.getByRole('tab', { name: 'Contacted' })).toHaveAttribute('aria-selected', 'true')
    const moved = await screen.findByRole('article', { name: 'Luc Tremblay' })
    expect(within(moved).getByRole('button', { name: 'Close' })).toBeInTheDocument()
  })

  it('moves between tabs with the arrow keys', async () => {
    leadsService()
    const { user } = await renderWithProviders(<LeadInbox />)
    await screen.findByRole('article', { name: 'Luc Tremblay' })
    await user.click(screen.getByRole('tab', { name: 'New' }))
    await user.keyboard('{ArrowRight}{Enter}')
    expect(screen.getByRole('tab', { name: 'Contacted' })).toHaveFocus()
    expect(await screen.findByText('No leads here.')).toBeInTheDocument()
  })

  it('saves a note with the Enter key of its form, and says so', async () => {
    const updates = leadsService()
    const { user } = await renderWithProviders(<LeadInbox />)
    const note = await screen.findByLabelText('Note on lead 7')
    await user.type(note, 'Called, visit Saturday')
    await user.click(screen.getByRole('button', { name: 'Save note' }))
    expect(await screen.findByText('Saved.')).toBeInTheDocument()
    expect(updates).toEqual([{ note: 'Called, visit Saturday' }])
  })

  it('shows a refused update as text with the service reason, and a failure plainly', async () => {
    let answer = refusal(400, 'body/note must NOT have more than 2000 characters <b>!</b>')
    leadsService(() => answer.clone())
    const { user } = await renderWithProviders(<LeadInbox />)
    const note = await screen.findByLabelText('Note on lead 7')
    await user.type(note, 'x')
    await user.click(screen.getByRole('button', { name: 'Save note' }))
    expect(
      await screen.findByText(
        'Could not update this lead: must NOT have more than 2000 characters <b>!</b>',
      ),
    ).toBeInTheDocument()
    answer = refusal(404, 'No lead with this id.')
    await user.click(screen.getByRole('button', { name: 'Save note' }))
    expect(await screen.findByText('Could not find this lead.')).toBeInTheDocument()
    answer = refusal(500, 'Internal Server Error')
    await user.click(screen.getByRole('button', { name: 'Save note' }))
    expect(await screen.findByText('Could not update this lead.')).toBeInTheDocument()
  })

  it('speaks French', async () => {
    leadsService()
    await renderWithProviders(<LeadInbox />, { language: 'fr' })
    expect(await screen.findByRole('tab', { name: 'Nouveaux' })).toBeInTheDocument()
    const card = await screen.findByRole('article', { name: 'Luc Tremblay' })
    expect(within(card).getByRole('button', { name: 'Marquer contacté' })).toBeInTheDocument()
    expect(within(card).getByText('En échec')).toBeInTheDocument()
    // The no-break space before the colon reads as a space once the text is normalized.
    expect(within(card).getByText('Motif : HTTP 422 <b>bad person</b>')).toBeInTheDocument()
  })
})
