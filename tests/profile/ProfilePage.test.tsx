// @vitest-environment-options {"url":"https://localhost/real-estate/"}
import { configure, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import type { SavedHome, SavedSearch } from '../../contract/customer'
import { authClient } from '../../src/services/authClient'
import { cognito } from '../msw/cognito'
import { customerService } from '../msw/customer'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'

const home: SavedHome = {
  id: 7,
  mlsNumber: 'C5001234',
  boardId: 1,
  address: '12 Queen St W, Toronto',
  path: '/detail/on/toronto/downtown/12-queen-st-w/C5001234/1',
  price: 899_000,
  imageKey: null,
  savedAt: '2026-11-20T10:00:00.000Z',
}
const search: SavedSearch = {
  id: 3,
  name: 'Condos downtown',
  path: '/list/on/toronto?type=condo',
  polygon: null,
  savedAt: '2026-11-21T10:00:00.000Z',
  frequency: 'daily',
  lastAlertAt: null,
  listingsSent: 0,
}

/** Signs in through the real Amplify client (MSW answering the pool), as the login page does. */
async function signIn() {
  server.use(cognito().handler)
  await authClient.signIn('amira@example.ca', 'Secret#2026')
}

afterEach(async () => {
  await authClient.signOut()
  document.cookie = 'activeSession=; max-age=0; path=/real-estate'
})

// Amplify loads and answers through MSW on a shared machine: give each wait some room.
configure({ asyncUtilTimeout: 10_000 })

describe('profile page', { timeout: 60_000 }, () => {
  it('sends a guest to login with the return path', async () => {
    server.use(cognito().handler)
    const { router } = await renderWithProviders(undefined, { route: '/auth/profile?x=1' })
    await waitFor(
      () => {
        expect(router.state.location.pathname).toBe('/auth/login')
      },
      { timeout: 10_000 },
    )
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/real-estate/auth/profile?x=1')}`,
    )
  })

  it('sends a signed-in customer away from the auth pages', async () => {
    await signIn()
    const { router } = await renderWithProviders(undefined, { route: '/auth/new-account' })
    await waitFor(
      () => {
        expect(router.state.location.pathname).toBe('/')
      },
      { timeout: 10_000 },
    )
  })

  it('shows Account Details by default and saves the phone through PUT /user', async () => {
    await signIn()
    const service = customerService()
    server.use(...service.handlers)
    const { user } = await renderWithProviders(undefined, { route: '/auth/profile' })
    expect(await screen.findByText('Amira Haddad')).toBeInTheDocument()
    expect(screen.getByText('amira@example.ca')).toBeInTheDocument()
    expect(screen.getByText('2026-11-02')).toBeInTheDocument()
    expect(screen.getByText('Please provide')).toBeInTheDocument()
    // jsdom has no wide screen: the sections are in the side menu drawer.
    expect(screen.getByRole('region', { name: 'Account Details' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Edit Phone' }))
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '416555')
    expect(
      screen.getByText('Enter a 10-digit phone number, e.g. (416) 555-1234.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }))
    // Typed with spaces, stored as the national number, shown formatted, confirmed.
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '416 555 0199')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('(416) 555-0199')).toBeInTheDocument()
    expect(service.state.bodies).toEqual([{ phone: '4165550199' }])
    expect(await screen.findByText('Your account is updated.')).toBeInTheDocument()

    // Editing again starts from the saved value; saving unchanged keeps it.
    await user.click(screen.getByRole('button', { name: 'Edit Phone' }))
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('(416) 555-0199')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => {
      expect(service.state.bodies).toHaveLength(2)
    })
    expect(service.state.bodies[1]).toEqual({ phone: '4165550199' })

    await user.click(
      screen.getByRole('checkbox', { name: 'E-mail me alerts for my saved homes and searches' }),
    )
    await waitFor(() => {
      expect(service.state.user.emailNotifications).toBe(true)
    })
    expect(await screen.findByText('Email notifications are on.')).toBeInTheDocument()
  })

  it("shows the service's refusal under the field it names", async () => {
    await signIn()
    const service = customerService()
    server.use(...service.handlers)
    const { user } = await renderWithProviders(undefined, { route: '/auth/profile' })
    await user.click(await screen.findByRole('button', { name: 'Edit Phone' }))
    // Passes the SPA's pattern; the service refuses it and names the field.
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '4165550000')
    const field = screen.getByRole('textbox', { name: 'Phone' }).closest('.MuiFormControl-root')
    expect(field).not.toHaveTextContent('Enter a 10-digit phone number')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => {
      expect(field).toHaveTextContent('Enter a 10-digit phone number')
    })
    // Typing clears it.
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '{Backspace}1')
    expect(field).not.toHaveTextContent('Enter a 10-digit phone number')
  })

  it('lists saved homes and searches and deletes them', async () => {
    await signIn()
    const service = customerService({ homes: [home], searches: [search] })
    server.use(...service.handlers)
    const { user } = await renderWithProviders(undefined, { route: '/auth/profile' })
    await user.click(await screen.findByRole('button', { name: 'Account Details' }))
    await user.click(await screen.findByRole('button', { name: 'Saved Homes' }))
    const homes = await screen.findByRole('list', { name: 'Saved Homes' })
    expect(within(homes).getByRole('link', { name: home.address })).toHaveAttribute(
      'href',
      home.path,
    )
    // A listing card: photo frame, price, address link, MLS number.
    expect(within(homes).getByRole('article')).toBeInTheDocument()
    expect(within(homes).getByText('$899,000')).toBeInTheDocument()
    expect(within(homes).getByText('C5001234')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: `Delete ${home.address}` }))
    expect(
      await screen.findByText('No saved homes yet. Press the heart on a listing to keep it here.'),
    ).toBeInTheDocument()
    expect(await screen.findByText('Home removed from your Saved Homes.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Saved Homes' }))
    await user.click(await screen.findByRole('button', { name: 'Saved Searches' }))
    const searches = await screen.findByRole('list', { name: 'Saved Searches' })
    expect(within(searches).getByText('Condos downtown')).toBeInTheDocument()
    expect(within(searches).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      search.path,
    )
    await user.click(screen.getByRole('button', { name: 'Delete Condos downtown' }))
    expect(
      await screen.findByText('No saved searches yet. Save a search from the map or list.'),
    ).toBeInTheDocument()
    expect(await screen.findByText('Search deleted from your Saved Searches.')).toBeInTheDocument()
  })

  it("sets a saved search's alerts and shows what they sent; a saved home shows its latest change", async () => {
    await signIn()
    const service = customerService({
      homes: [
        {
          ...home,
          latestChange: { kind: 'priceDrop', at: '2026-11-23T09:00:00.000Z', price: 879_000 },
        },
      ],
      searches: [{ ...search, lastAlertAt: '2026-11-24T10:00:00.000Z', listingsSent: 3 }],
    })
    server.use(...service.handlers)
    const { user } = await renderWithProviders(undefined, { route: '/auth/profile' })
    // The phone layout's section menu: its button names the open section.
    await user.click(await screen.findByRole('button', { name: 'Account Details' }))
    await user.click(await screen.findByRole('button', { name: 'Saved Homes' }))
    const homes = await screen.findByRole('list', { name: 'Saved Homes' })
    expect(within(homes).getByText('C5001234 · Price reduced 2026-11-23')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Saved Homes' }))
    await user.click(await screen.findByRole('button', { name: 'Saved Searches' }))
    const searches = await screen.findByRole('list', { name: 'Saved Searches' })
    expect(
      within(searches).getByText('Last alert 2026-11-24 · 3 listings sent'),
    ).toBeInTheDocument()
    await user.click(within(searches).getByRole('combobox', { name: 'Alerts for Condos downtown' }))
    await user.click(await screen.findByRole('option', { name: 'Instant' }))
    await waitFor(() => {
      expect(service.state.searches[0]?.frequency).toBe('instant')
    })
    expect(
      await screen.findByText('Alerts for this search are now sent as soon as a home matches.'),
    ).toBeInTheDocument()
  })
  it('says which saved search stopped its alerts and needs saving again', async () => {
    await signIn()
    const service = customerService({ searches: [{ ...search, needsResaving: true }] })
    server.use(...service.handlers)
    const { user } = await renderWithProviders(undefined, { route: '/auth/profile' })
    await user.click(await screen.findByRole('button', { name: 'Account Details' }))
    await user.click(await screen.findByRole('button', { name: 'Saved Searches' }))
    const searches = await screen.findByRole('list', { name: 'Saved Searches' })
    expect(
      within(searches).getByText(
        'Alerts stopped: this search could not be read. Run it again and save it anew.',
      ),
    ).toBeInTheDocument()
  })

  it('says so when a change to a saved search is refused, and keeps its alerts as they were', async () => {
    await signIn()
    const service = customerService({ searches: [search] })
    server.use(
      http.put('http://127.0.0.1:8787/user/saved-searches/:id/frequency', () =>
        HttpResponse.json(
          { statusCode: 500, error: 'Internal Server Error', message: 'Try again.' },
          { status: 500 },
        ),
      ),
      ...service.handlers,
    )
    const { user } = await renderWithProviders(undefined, { route: '/auth/profile' })
    await user.click(await screen.findByRole('button', { name: 'Account Details' }))
    await user.click(await screen.findByRole('button', { name: 'Saved Searches' }))
    const searches = await screen.findByRole('list', { name: 'Saved Searches' })
    await user.click(within(searches).getByRole('combobox', { name: 'Alerts for Condos downtown' }))
    await user.click(await screen.findByRole('option', { name: 'Weekly' }))
    expect(
      await screen.findByText('That change could not be saved. Please try again.'),
    ).toBeInTheDocument()
    expect(screen.queryByText('Alerts for this search are now sent once a week.')).toBeNull()
    expect(service.state.searches[0]?.frequency).toBe('daily')
  })
})
