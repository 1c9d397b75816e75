import { screen, waitForElementToBeRemoved, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../renderWithProviders'

// The header also starts the session check, which loads the auth client on first use.
describe('Header', { timeout: 30_000 }, () => {
  it('shows the five nav links', async () => {
    await renderWithProviders(undefined, { route: '/' })
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Buying',
      'Selling',
      'About',
      'Contact',
      'Map Search',
    ])
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/buying',
      '/selling',
      '/about',
      '/contact',
      '/map',
    ])
  })

  it('opens the in-app pre-approval from Mortgage Options when no mortgage site is configured', async () => {
    await renderWithProviders(undefined, { route: '/' })
    const mortgage = screen.getByRole('link', { name: 'Mortgage Options' })
    expect(mortgage).toHaveAttribute('href', '/pre-approval')
    expect(mortgage).not.toHaveAttribute('target')
  })

  it('links to login with a redirect back to the current page', async () => {
    await renderWithProviders(undefined, { route: '/somewhere?x=1' })
    const login = within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })
    expect(login).toHaveAttribute(
      'href',
      `/auth/login?redirect=${encodeURIComponent('/real-estate/somewhere?x=1')}`,
    )
  })

  it('opens the menu drawer with Mortgages, Login, Terms and Privacy, and closes it', async () => {
    const { user } = await renderWithProviders(undefined, { route: '/' })
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    const drawer = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 15_000 })
    for (const name of ['Buying', 'Selling', 'About', 'Contact', 'Map Search', 'Login']) {
      expect(within(drawer).getByRole('link', { name })).toBeInTheDocument()
    }
    for (const name of [/Terms of Use/, /Privacy Policy/]) {
      expect(within(drawer).getByRole('link', { name })).toHaveAttribute('target', '_blank')
    }
    // No mortgage site configured (the embedded default): the in-app pre-approval.
    expect(within(drawer).getByRole('link', { name: 'Mortgages' })).toHaveAttribute(
      'href',
      '/pre-approval',
    )
    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }))
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog', { name: 'Menu' }))
  })
})
