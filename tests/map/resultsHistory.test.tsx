import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { activeSales, listingsResponse } from '../fixtures/listings'
import { listingsUrl } from '../msw/handlers'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'
import { phoneScreen, wideScreen } from '../screens'
import { fakeView } from './fakeMapView'

vi.mock('../../src/features/map/MapViewAdapter', async () => {
  const { FakeMapView } = await import('./fakeMapView')
  return { MapViewAdapter: FakeMapView }
})

const REALTY = 'http://127.0.0.1:8787'
const MAP = '/map/43.6532;-79.3832?z=16'

/** Pins for the view, and 20 homes in the results panel, 8 a page. */
function answer() {
  const panel = activeSales.slice(0, 8)
  server.use(
    http.get(listingsUrl, ({ request }) => {
      const params = new URL(request.url).searchParams
      if (params.get('cluster') === 'true') {
        return HttpResponse.json({
          ...listingsResponse(panel.slice(0, 3)),
          aggregates: { map: { clusters: [] } },
        })
      }
      const size = Number(params.get('resultsPerPage')) || 8
      return HttpResponse.json({
        ...listingsResponse(panel.slice(0, size)),
        count: 20,
        numPages: Math.ceil(20 / size),
        page: Number(params.get('pageNum')) || 1,
      })
    }),
    http.get(`${REALTY}/polygons`, () => HttpResponse.json({ polygons: [] })),
    http.get(`${REALTY}/geo/lake`, () =>
      HttpResponse.json({ type: 'FeatureCollection', features: [] }),
    ),
  )
}

beforeEach(() => {
  sessionStorage.clear()
  Element.prototype.scrollIntoView = vi.fn()
})

afterEach(() => {
  wideScreen()
})

describe('the results panel and history', { timeout: 60_000 }, () => {
  it('Back from another screen returns to the page of results it left', async () => {
    answer()
    const { user, router } = await renderWithProviders(undefined, { route: MAP })
    await user.click(await screen.findByRole('button', { name: 'Show results' }))
    let panel = await screen.findByRole('region', { name: 'Results' })
    await user.click(await within(panel).findByRole('button', { name: 'Go to page 3' }))
    expect(await within(panel).findByText('17–20 of 20')).toBeInTheDocument()

    await act(() => router.navigate('/contact'))
    await waitFor(() => {
      expect(screen.queryByRole('region', { name: 'Results' })).toBeNull()
    })
    await act(() => router.navigate(-1))
    panel = await screen.findByRole('region', { name: 'Results' })
    expect(await within(panel).findByText('17–20 of 20')).toBeInTheDocument()
  })

  it('on a phone, Back with the list sheet open closes the sheet and stays on the map', async () => {
    phoneScreen()
    answer()
    const { user, router } = await renderWithProviders(undefined, { route: MAP })
    await user.click(await screen.findByRole('button', { name: 'Show results' }))
    await screen.findByRole('region', { name: 'Results' })
    await act(() => router.navigate(-1))
    await waitFor(() => {
      expect(screen.queryByRole('region', { name: 'Results' })).toBeNull()
    })
    expect(router.state.location.pathname).toMatch(/^\/map\//)

    // Closed by its own button, the sheet takes its entry off again: Back then leaves the map.
    await user.click(await screen.findByRole('button', { name: 'Show results' }))
    const panel = await screen.findByRole('region', { name: 'Results' })
    const before = router.state.historyAction
    expect(before).toBe('PUSH')
    await user.click(within(panel).getByRole('button', { name: 'Hide results' }))
    await waitFor(() => {
      expect(router.state.historyAction).toBe('POP')
    })
    expect(screen.queryByRole('region', { name: 'Results' })).toBeNull()
  })

  it('the page chosen is in the address: a reload or a shared link opens the same page', async () => {
    answer()
    const first = await renderWithProviders(undefined, { route: MAP })
    await first.user.click(await screen.findByRole('button', { name: 'Show results' }))
    const panel = await screen.findByRole('region', { name: 'Results' })
    await first.user.click(await within(panel).findByRole('button', { name: 'Go to page 3' }))
    expect(await within(panel).findByText('17–20 of 20')).toBeInTheDocument()
    const { pathname, search } = first.router.state.location
    expect(new URLSearchParams(search).get('page')).toBe('3')
    // Paging the panel is not a screen to go Back through: the entry is replaced.
    expect(first.router.state.historyAction).toBe('REPLACE')
    first.unmount()

    const reloaded = await renderWithProviders(undefined, { route: `${pathname}${search}` })
    await reloaded.user.click(await screen.findByRole('button', { name: 'Show results' }))
    const again = await screen.findByRole('region', { name: 'Results' })
    expect(await within(again).findByText('17–20 of 20')).toBeInTheDocument()
  })

  it('Back or Forward to an address with another page shows that page', async () => {
    answer()
    const { user, router } = await renderWithProviders(undefined, { route: MAP })
    await user.click(await screen.findByRole('button', { name: 'Show results' }))
    const panel = await screen.findByRole('region', { name: 'Results' })
    await act(() => router.navigate(`${MAP}&page=2`))
    expect(await within(panel).findByText('9–16 of 20')).toBeInTheDocument()
    await act(() => router.navigate(-1))
    expect(await within(panel).findByText('1–8 of 20')).toBeInTheDocument()
  })

  it('a new area starts at page 1 and takes the page out of the address', async () => {
    answer()
    const { user, router } = await renderWithProviders(undefined, { route: `${MAP}&page=3` })
    await user.click(await screen.findByRole('button', { name: 'Show results' }))
    const panel = await screen.findByRole('region', { name: 'Results' })
    expect(await within(panel).findByText('17–20 of 20')).toBeInTheDocument()
    act(() => {
      fakeView.report?.({
        center: { latitude: 43.7, longitude: -79.4 },
        zoom: 16,
        bounds: { north: 43.71, south: 43.69, east: -79.39, west: -79.41 },
      })
    })
    expect(await within(panel).findByText('1–8 of 20')).toBeInTheDocument()
    await waitFor(() => {
      expect(new URLSearchParams(router.state.location.search).has('page')).toBe(false)
    })
  })
})
