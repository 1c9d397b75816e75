import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../renderWithProviders'
import { shellOnly } from './shellOnly'

describe('Footer', () => {
  it('has the four columns, pre-approval, legal text, copyright and the trademark notice', async () => {
    await renderWithProviders(undefined, { routes: shellOnly })
    const footer = await screen.findByRole('contentinfo')
    const headings = within(footer).getAllByRole('heading', { level: 2 })
    expect(headings.map((h) => h.textContent)).toEqual([
      'Get Started',
      'About',
      'Contact',
      'Connect',
    ])
    // No mortgage site configured (the embedded default): the in-app pre-approval.
    expect(within(footer).getByRole('link', { name: 'Get Pre-Approved' })).toHaveAttribute(
      'href',
      '/pre-approval',
    )
    expect(within(footer).getByText(/registered with RECO/)).toBeInTheDocument()
    expect(within(footer).getByText(/REALTOR®, REALTORS®/)).toBeInTheDocument()
    expect(
      within(footer).getByText(
        `© ${String(new Date().getFullYear())} Homewise Realty Inc., Brokerage. All rights reserved.`,
      ),
    ).toBeInTheDocument()
  })

  it('gives the help line and email as links', async () => {
    await renderWithProviders(undefined, { routes: shellOnly })
    const footer = await screen.findByRole('contentinfo')
    expect(within(footer).getByRole('link', { name: /1-888-466-3947/ })).toHaveAttribute(
      'href',
      'tel:18884663947',
    )
    expect(within(footer).getByRole('link', { name: /hello@homewise.ca/ })).toHaveAttribute(
      'href',
      'mailto:hello@homewise.ca',
    )
  })
})
