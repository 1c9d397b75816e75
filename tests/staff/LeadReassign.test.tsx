import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LeadInbox } from '../../src/features/staff/LeadInbox'
import { renderWithProviders } from '../renderWithProviders'
import { leadsService, refusal } from './staffFixtures'

describe('reassigning a lead', () => {
  it('gives the lead to another active realtor chosen from the list', async () => {
    const updates = leadsService()
    const { user } = await renderWithProviders(<LeadInbox />)
    const card = await screen.findByRole('article', { name: 'Luc Tremblay' })
    const reassign = within(card).getByRole('button', { name: 'Reassign' })
    expect(reassign).toBeDisabled()
    await user.click(within(card).getByRole('combobox', { name: 'Give lead 7 to' }))
    const options = await screen.findAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['Marc Tremblay', 'Priya Raman'])
    await user.click(screen.getByRole('option', { name: 'Priya Raman' }))
    await user.click(reassign)
    await waitFor(() => {
      const moved = screen.getByRole('article', { name: 'Luc Tremblay' })
      expect(within(moved).getByText('Assigned realtor').parentElement).toHaveTextContent(
        'Assigned realtor Priya Raman',
      )
    })
    expect(updates).toEqual([{ realtorId: 'priya.raman' }])
  })

  it('says so when the realtor no longer takes leads', async () => {
    leadsService(() =>
      refusal(400, 'body/realtorId priya.raman is not an active realtor of the roster'),
    )
    const { user } = await renderWithProviders(<LeadInbox />)
    const card = await screen.findByRole('article', { name: 'Luc Tremblay' })
    await user.click(within(card).getByRole('combobox', { name: 'Give lead 7 to' }))
    await user.click(await screen.findByRole('option', { name: 'Priya Raman' }))
    await user.click(within(card).getByRole('button', { name: 'Reassign' }))
    expect(
      await within(card).findByText('This realtor no longer takes leads. Choose another.'),
    ).toBeInTheDocument()
  })
})
