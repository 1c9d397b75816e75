import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SearchBox } from '../../src/features/search'
import { resetLocationStore } from '../../src/features/search/locationStore'
import { searchHandlers } from '../msw/searchHandlers'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'

const desktopMatchMedia = window.matchMedia.bind(window)

afterEach(() => {
  resetLocationStore()
  window.matchMedia = desktopMatchMedia
})

describe('the search box on a phone', { timeout: 20_000 }, () => {
  it("opens /search when the hero's box takes focus", async () => {
    window.matchMedia = (query: string): MediaQueryList =>
      Object.assign(desktopMatchMedia(query), { matches: query.includes('max-width') })
    const { user } = await renderWithProviders(undefined, {
      route: '/',
      routes: [
        { path: '/', element: <SearchBox tone="hero" openSearchPageOnFocus /> },
        { path: '/search', element: <p>search page</p> },
      ],
    })
    await user.click(screen.getByRole('combobox', { name: /Search by city/ }))
    expect(await screen.findByText('search page')).toBeInTheDocument()
  })

  it('letters typed while /search opens go with it: none is lost', async () => {
    window.matchMedia = (query: string): MediaQueryList =>
      Object.assign(desktopMatchMedia(query), { matches: query.includes('max-width') })
    server.use(...searchHandlers())
    const { user, router } = await renderWithProviders(undefined, {
      route: '/',
      routes: [
        { path: '/', element: <SearchBox tone="hero" openSearchPageOnFocus /> },
        { path: '/search', element: <SearchBox page focusOnMount /> },
      ],
    })
    // Typed into the hero's box at once, before the search page has taken over.
    await user.type(screen.getByRole('combobox', { name: /Search by city/ }), 'P')
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/search')
    })
    const box = await screen.findByRole('combobox', { name: /Search by city/ })
    await user.keyboard('ort')
    expect(box).toHaveValue('Port')
    expect(router.state.location.search).toBe('?q=Port')
    // The page looks the whole text up.
    expect(
      await screen.findByRole('option', { name: /Port Credit/ }, { timeout: 5000 }),
    ).toBeVisible()
  })
})
