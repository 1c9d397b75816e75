import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SearchPage } from '../../src/features/search/SearchPage'
import { resetLocationStore } from '../../src/features/search/locationStore'
import { activeSales } from '../fixtures/listings'
import { searchHandlers } from '../msw/searchHandlers'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'
import { phoneScreen, wideScreen } from '../screens'

const routes = [
  { path: '/search', element: <SearchPage /> },
  { path: '*', element: <p>elsewhere</p> },
]

async function searchFor(text: string) {
  phoneScreen()
  server.use(...searchHandlers())
  const { user } = await renderWithProviders(undefined, { route: '/search', routes })
  const box = await screen.findByRole('combobox')
  await user.type(box, text)
}

afterEach(() => {
  resetLocationStore()
  wideScreen()
})

describe('phone search page groups', { timeout: 20_000 }, () => {
  it('hides an empty Locations group when Listings has matches', async () => {
    const listing = activeSales[0]
    if (!listing) throw new Error('no fixture listing')
    await searchFor(listing.mlsNumber)
    expect(
      await screen.findByRole('option', { name: new RegExp(listing.mlsNumber) }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.queryByText('No Locations found')).toBeNull()
  })

  it('says both groups found nothing when nothing matches', async () => {
    await searchFor('zzzz')
    expect(
      await screen.findByText('No Locations found', undefined, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.getByText('No Listings found')).toBeInTheDocument()
  })

  it('Back from what was chosen returns to the search with its text', async () => {
    const listing = activeSales[0]
    if (!listing) throw new Error('no fixture listing')
    phoneScreen()
    server.use(...searchHandlers())
    const { user, router } = await renderWithProviders(undefined, { route: '/about', routes })
    await act(() => router.navigate('/search'))
    await user.type(await screen.findByRole('combobox'), listing.mlsNumber)
    await user.click(
      await screen.findByRole('option', { name: new RegExp(listing.mlsNumber) }, { timeout: 5000 }),
    )
    await waitFor(() => {
      expect(router.state.location.pathname).toMatch(/^\/detail\//)
    })
    await act(() => router.navigate(-1))
    expect(router.state.location.pathname).toBe('/search')
    expect(await screen.findByRole('combobox')).toHaveValue(listing.mlsNumber)
    // Its suggestions show again for the text.
    expect(
      await screen.findByRole('option', { name: new RegExp(listing.mlsNumber) }, { timeout: 5000 }),
    ).toBeInTheDocument()
  })
})
