import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SearchBox } from '../../src/features/search'
import { SUGGESTION_DEBOUNCE_MS } from '../../src/lib/searchSuggestions'
import { resetLocationStore } from '../../src/features/search/locationStore'
import { activeSales } from '../fixtures/listings'
import { searchHandlers } from '../msw/searchHandlers'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'

const routes = [
  { path: '/list/*', element: <SearchBox /> },
  { path: '/about', element: <SearchBox /> },
  { path: '/map/*', element: <p>map screen</p> },
  { path: '/detail/*', element: <p>detail page</p> },
]

const BOX_NAME = 'Search by city, address or MLS number'

async function setUp(route = '/about', options: { storeDown?: boolean } = {}) {
  const asked: URL[] = []
  server.use(...searchHandlers(asked, options))
  const rendered = await renderWithProviders(undefined, { route, routes })
  const box = screen.getByRole('combobox', { name: BOX_NAME })
  return { ...rendered, asked, box }
}

afterEach(() => {
  resetLocationStore()
})

describe('search box', { timeout: 20_000 }, () => {
  it('finds places in the in-browser location store, without asking /locations', async () => {
    const { user, box, asked } = await setUp()
    await user.type(box, 'Port')
    expect(
      await screen.findByRole('option', { name: /Port Credit/ }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(asked.filter((url) => url.pathname === '/polygons')).toHaveLength(2)
    expect(asked.some((url) => url.pathname === '/locations')).toBe(false)
  })

  it('falls back to /locations when the location store cannot load', async () => {
    const { user, box, asked } = await setUp('/about', { storeDown: true })
    await user.type(box, 'Miss')
    expect(
      await screen.findByRole('option', { name: /Port Credit/ }, { timeout: 5000 }),
    ).toBeInTheDocument()
    const locations = asked.find((url) => url.pathname === '/locations')
    expect(locations?.searchParams.get('search')).toBe('Miss')
    expect(locations?.searchParams.get('resultsPerPage')).toBe('5')
  })

  it("says 'City, Address, MLS#' and looks nothing up for one character", async () => {
    const { user, box, asked } = await setUp()
    expect(box).toHaveAttribute('placeholder', 'City, Address, MLS#')
    await user.click(box)
    await waitFor(() => {
      expect(screen.getByRole('combobox', { name: BOX_NAME })).toHaveClass('MuiAutocomplete-input')
    })
    const combobox = screen.getByRole('combobox', { name: BOX_NAME })
    const lookups = () => asked.filter((url) => url.pathname !== '/polygons')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fireEvent.change(combobox, { target: { value: 'M' } })
    await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS))
    expect(lookups()).toHaveLength(0)
    // Two characters are looked up once the text has stayed the same for the debounce, not before.
    fireEvent.change(combobox, { target: { value: 'Mi' } })
    await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS - 1))
    expect(lookups()).toHaveLength(0)
    await act(() => vi.advanceTimersByTimeAsync(1))
    vi.useRealTimers()
    await waitFor(() => {
      expect(
        lookups()
          .find((url) => url.pathname === '/autocomplete')
          ?.searchParams.get('search'),
      ).toBe('Mi')
    })
  })

  it('groups Locations and Listings after 2 characters, without a bare Canada', async () => {
    const { user, box, asked } = await setUp()
    await user.type(box, 'Miss')
    expect(
      await screen.findByRole('option', { name: /Mississauga Valleys/ }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.getByText('Locations')).toBeInTheDocument()
    expect(screen.getByRole('option', { name: /^Mississauga\s*City/ })).toBeInTheDocument()
    expect(screen.getByRole('option', { name: /Mississauga Road/ })).toBeInTheDocument()
    expect(screen.queryByRole('option', { name: /^Canada/ })).toBeNull()
    // Debounced: one lookup per service for the settled text, not one per keystroke.
    const predictionCalls = asked.filter((url) => url.pathname === '/geo/predictions')
    expect(predictionCalls.map((url) => url.searchParams.get('input'))).toEqual(['Miss'])
    expect(predictionCalls[0]?.searchParams.get('components')).toBe('country:ca')
    const autocomplete = asked.find((url) => url.pathname === '/autocomplete')
    expect(autocomplete?.searchParams.get('resultsPerPage')).toBe('5')
  })

  it("says 'No Results' when nothing matches", async () => {
    const { user, box } = await setUp()
    await user.type(box, 'zzzz')
    expect(await screen.findByText('No Results', undefined, { timeout: 5000 })).toBeInTheDocument()
  })

  it('goes to the detail page of a listing chosen by keyboard', async () => {
    const listing = activeSales[0]
    if (!listing) throw new Error('fixture')
    const { user, box, router } = await setUp()
    await user.type(box, listing.mlsNumber)
    expect(
      await screen.findByRole('option', { name: new RegExp(listing.mlsNumber) }, { timeout: 5000 }),
    ).toBeInTheDocument()
    await user.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => {
      expect(router.state.location.pathname).toMatch(
        new RegExp(`^/detail/.+/${listing.mlsNumber}/${String(listing.boardId)}$`),
      )
    })
  })

  it('a city goes to the map off a list path and to the list on one', async () => {
    const first = await setUp('/about')
    await first.user.type(first.box, 'Miss')
    await first.user.click(
      await screen.findByRole('option', { name: /^Mississauga\s*City/ }, { timeout: 5000 }),
    )
    await waitFor(() => {
      expect(first.router.state.location.pathname).toBe('/map/mississauga')
    })
    first.unmount()

    const second = await setUp('/list/on/toronto')
    await second.user.type(second.box, 'Miss')
    await second.user.clear(second.box)
    await second.user.type(second.box, 'Port')
    await second.user.click(
      await screen.findByRole('option', { name: /Port Credit/ }, { timeout: 5000 }),
    )
    await waitFor(() => {
      expect(second.router.state.location.pathname).toBe('/list/on/mississauga/port-credit')
    })
  })

  it('geocodes another place and opens the map there at zoom 16', async () => {
    const { user, box, router, store } = await setUp()
    await user.type(box, 'Miss')
    await user.click(
      await screen.findByRole('option', { name: /Mississauga Road/ }, { timeout: 5000 }),
    )
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/map/43.55;-79.66')
    })
    expect(router.state.location.search).toBe('?z=16')
    const state = store.getState() as unknown as {
      settings: { city: string | null; area: string | null }
      streetAddressPin: { visible: boolean }
    }
    expect(state.settings).toMatchObject({ city: 'Mississauga', area: 'ON' })
    expect(state.streetAddressPin.visible).toBe(false)
  })

  it('closes the list on Escape', async () => {
    const { user, box } = await setUp()
    await user.type(box, 'Miss')
    await screen.findByRole('option', { name: /Mississauga Valleys/ }, { timeout: 5000 })
    expect(box).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{Escape}')
    expect(box).toHaveAttribute('aria-expanded', 'false')
  })
})
