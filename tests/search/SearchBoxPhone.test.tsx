import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SearchBox } from '../../src/features/search'
import { resetLocationStore } from '../../src/features/search/locationStore'
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
})
