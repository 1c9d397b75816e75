import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { RootState } from '../../src/app/store'
import { renderWithProviders } from '../renderWithProviders'
import { shellOnly } from './shellOnly'

const signedIn = {
  session: {
    status: 'active',
    user: { given_name: 'Amira', family_name: 'Haddad', email: 'amira@example.ca' },
  },
} as Partial<RootState>

// The header also starts the session check, which loads the auth client on first use.
describe('Header', { timeout: 30_000 }, () => {
  it('shows the five nav links', async () => {
    await renderWithProviders(undefined, { routes: shellOnly })
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
    await renderWithProviders(undefined, { routes: shellOnly })
    const mortgage = screen.getByRole('link', { name: 'Mortgage Options' })
    expect(mortgage).toHaveAttribute('href', '/pre-approval')
    expect(mortgage).not.toHaveAttribute('target')
  })

  it('links to login with a redirect back to the current page', async () => {
    await renderWithProviders(undefined, { routes: shellOnly, route: '/somewhere?x=1' })
    const login = within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })
    expect(login).toHaveAttribute(
      'href',
      `/auth/login?redirect=${encodeURIComponent('/real-estate/somewhere?x=1')}`,
    )
  })

  it('opens the menu drawer with Mortgages, Login, Terms and Privacy, and closes it', async () => {
    const { user } = await renderWithProviders(undefined, { routes: shellOnly })
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

  it.each([
    ['en', 'Open menu', 'Market trends'],
    ['fr', 'Ouvrir le menu', 'Tendances du marché'],
  ] as const)('the menu drawer (%s) links the market trends', async (language, open, trends) => {
    const { user } = await renderWithProviders(undefined, { routes: shellOnly, language })
    await user.click(screen.getByRole('button', { name: open }))
    const drawer = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 15_000 })
    expect(within(drawer).getByRole('link', { name: trends })).toHaveAttribute('href', '/trends')
  })

  it("shows a signed-in customer's account entry with Profile, Saved Homes, Saved Searches and Logout", async () => {
    // A page with no listings: the home page's hearts would ask for the saved homes.
    const { user } = await renderWithProviders(undefined, {
      route: '/nowhere',
      preloadedState: signedIn,
    })
    const banner = screen.getByRole('banner')
    expect(within(banner).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument()
    const account = await within(banner).findByRole('button', { name: 'Account: Amira Haddad' })
    expect(account).toHaveTextContent('AHAmira')
    await user.click(account)
    const menu = await screen.findByRole('menu', {}, { timeout: 15_000 })
    const items = within(menu).getAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Profile',
      'Saved Homes',
      'Saved Searches',
      'Logout',
    ])
    expect(items[1]).toHaveAttribute('href', '/auth/profile?tab=savedHomes')
    expect(items[2]).toHaveAttribute('href', '/auth/profile?tab=savedSearches')
    await user.keyboard('{Escape}')
    await waitFor(() => {
      expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    })
  })

  it('names the account button in French', async () => {
    await renderWithProviders(undefined, {
      route: '/nowhere',
      preloadedState: signedIn,
      language: 'fr',
    })
    expect(
      within(screen.getByRole('banner')).getByRole('button', {
        name: 'Compte\u00a0: Amira Haddad',
      }),
    ).toBeInTheDocument()
  })

  it('lists the account links in the menu drawer for a signed-in customer', async () => {
    // A page with no listings: the home page's hearts would ask for the saved homes.
    const { user } = await renderWithProviders(undefined, {
      route: '/nowhere',
      preloadedState: signedIn,
    })
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    const drawer = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 15_000 })
    expect(within(drawer).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument()
    const account = within(drawer).getByRole('list', { name: 'Signed in as Amira Haddad' })
    expect(within(account).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/auth/profile',
    )
    expect(within(account).getByRole('link', { name: 'Saved Homes' })).toHaveAttribute(
      'href',
      '/auth/profile?tab=savedHomes',
    )
    expect(within(account).getByRole('link', { name: 'Saved Searches' })).toHaveAttribute(
      'href',
      '/auth/profile?tab=savedSearches',
    )
    expect(within(account).getByRole('button', { name: 'Logout' })).toBeInTheDocument()
  })
})
