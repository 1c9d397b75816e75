import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SearchPage } from '../../src/features/search/SearchPage'
import { resetLocationStore } from '../../src/features/search/locationStore'
import { POPULAR_CITIES } from '../../src/lib/popularCities'
import { searchHandlers } from '../msw/searchHandlers'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'
import { phoneScreen, wideScreen } from '../screens'

const routes = [
  { path: '/search', element: <SearchPage /> },
  { path: '*', element: <p>elsewhere</p> },
]

async function openSearch(route = '/search') {
  phoneScreen()
  server.use(...searchHandlers())
  return renderWithProviders(undefined, { route, routes })
}

afterEach(() => {
  resetLocationStore()
  wideScreen()
})

describe('phone search page before anything is typed', { timeout: 20_000 }, () => {
  it('offers the popular cities, each linking to its homes for sale', async () => {
    await openSearch()
    const cities = await screen.findByRole('navigation', { name: 'Popular Cities' })
    const links = Array.from(cities.querySelectorAll('a'))
    expect(links.map((link) => link.textContent)).toEqual([...POPULAR_CITIES])
    expect(screen.getByRole('link', { name: 'Richmond Hill' })).toHaveAttribute(
      'href',
      '/list/on/richmond-hill',
    )
  })

  it('stays while the text is too short to look up, and returns when the box is cleared', async () => {
    const { user } = await openSearch()
    // One letter, or spaces, look nothing up: the screen under the box would be blank.
    await user.type(await screen.findByRole('combobox'), ' T')
    expect(screen.getByRole('navigation', { name: 'Popular Cities' })).toBeInTheDocument()
    // The plain box gives way to the combobox once its code has loaded: asked for afresh.
    await user.type(screen.getByRole('combobox'), 'or')
    await waitFor(() => {
      expect(screen.queryByRole('navigation', { name: 'Popular Cities' })).toBeNull()
    })
    expect(await screen.findByRole('listbox', undefined, { timeout: 5000 })).toBeInTheDocument()
    await user.clear(screen.getByRole('combobox'))
    expect(await screen.findByRole('navigation', { name: 'Popular Cities' })).toBeInTheDocument()
  })

  it('is not offered when the page opens with text already typed', async () => {
    await openSearch('/search?q=Liberty')
    expect(await screen.findByRole('combobox')).toHaveValue('Liberty')
    expect(screen.queryByRole('navigation', { name: 'Popular Cities' })).toBeNull()
  })
})
