import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TalkToPerson } from '../../src/features/home/TalkToPerson'
import { renderWithProviders } from '../renderWithProviders'

describe("Home's 'Talk to a person' block", () => {
  it('writes the number out and offers to call it or leave a message', async () => {
    await renderWithProviders(<TalkToPerson />)
    const block = within(screen.getByRole('region', { name: 'Talk to a person' }))
    expect(block.getByRole('link', { name: '1-888-466-3947' })).toHaveAttribute(
      'href',
      'tel:18884663947',
    )
    expect(block.getByRole('link', { name: 'Call 1-888-466-3947' })).toHaveAttribute(
      'href',
      'tel:18884663947',
    )
    expect(block.getByRole('link', { name: 'Send us a message' })).toHaveAttribute(
      'href',
      '#getStarted',
    )
  })

  it('speaks French to a French visitor', async () => {
    await renderWithProviders(<TalkToPerson />, { language: 'fr' })
    // The home page's strings load with it: in French the block waits for them.
    const block = within(await screen.findByRole('region', { name: 'Parlez à une personne' }))
    expect(block.getByRole('link', { name: 'Envoyez-nous un message' })).toBeInTheDocument()
  })
})
