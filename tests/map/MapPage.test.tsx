import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { ListingRecord } from '../../contract/listing'
import { expectConsoleErrors } from '../consoleErrors'
import { activeSales } from '../fixtures/listings'
import { listingsUrl } from '../msw/handlers'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'
import { answer, freshMapPageEachTest } from './mapCalls'

vi.mock('../../src/features/map/MapViewAdapter', async () => {
  const { FakeMapView } = await import('./fakeMapView')
  return { MapViewAdapter: FakeMapView }
})

freshMapPageEachTest()

const key = (listing: ListingRecord) => `${listing.mlsNumber}/${String(listing.boardId)}`

describe('map screen', () => {
  it('names every pin by its price and address, and says how many homes are in view', async () => {
    const asked = answer({})
    await renderWithProviders(undefined, { route: '/map/43.6532;-79.3832?z=16' })
    const map = await screen.findByRole('region', { name: 'Map of listings' })
    // Each name starts with what the pin shows ('$660K'), then the price in full and the street.
    const pins = await within(map).findAllByRole('button', {
      name: /^\$[\d.]+[KM], \$[\d,]+, \S/,
    })
    expect(pins).toHaveLength(5)
    expect(await screen.findByText('5 homes in view')).toBeInTheDocument()
    const request = asked.find((params) => params.get('cluster') === 'true')
    expect(request?.get('resultsPerPage')).toBe('200')
    expect(request?.get('clusterPrecision')).toBe('18')
    expect(request?.get('clusterFields')).toContain('listPrice')
    expect(request?.has('aggregates')).toBe(false)
  })

  it('draws the lake from the local service under the city outlines', async () => {
    answer({})
    await renderWithProviders(undefined, { route: '/map/43.6532;-79.3832?z=16' })
    const map = await screen.findByRole('region', { name: 'Map of listings' })
    await waitFor(() => {
      expect(map.querySelector('[data-outline="lake"]')).not.toBeNull()
    })
  })

  it('a cluster zooms in by 2 when chosen', async () => {
    const asked = answer({
      pins: [],
      count: 120,
      clusters: [{ count: 120, location: { latitude: 43.65, longitude: -79.38 } }],
    })
    const { router, user } = await renderWithProviders(undefined, {
      route: '/map/43.6532;-79.3832?z=12',
    })
    await user.click(await screen.findByRole('button', { name: '120 listings here, zoom in' }))
    await waitFor(() => {
      expect(router.state.location.search).toContain('z=14')
    })
    await waitFor(() => {
      expect(asked.some((params) => params.get('clusterPrecision') === '16')).toBe(true)
    })
  })

  it('writes a new view into the address only once its pins are on the map', async () => {
    answer({
      pins: [],
      count: 120,
      clusters: [{ count: 120, location: { latitude: 43.65, longitude: -79.38 } }],
    })
    // The zoomed-in view's pins wait until the test lets them through.
    const gate: { release?: () => void } = {}
    const held = new Promise<void>((resolve) => {
      gate.release = resolve
    })
    let heldAsked = false
    server.use(
      http.get(listingsUrl, async ({ request }) => {
        if (new URL(request.url).searchParams.get('clusterPrecision') !== '16') return undefined
        heldAsked = true
        await held
        return undefined
      }),
    )
    const { router, user } = await renderWithProviders(undefined, {
      route: '/map/43.6532;-79.3832?z=12',
    })
    await user.click(await screen.findByRole('button', { name: '120 listings here, zoom in' }))
    await waitFor(() => {
      expect(heldAsked).toBe(true)
    })
    // Redrawing the page for a new address would delay the pins: it waits for them.
    await waitFor(() => {
      expect(document.querySelector('[data-pins-status="loading"]')).not.toBeNull()
    })
    expect(router.state.location.search).toContain('z=12')
    gate.release?.()
    await waitFor(() => {
      expect(router.state.location.search).toContain('z=14')
    })
  })

  it('says so when the pins cannot be loaded', async () => {
    expectConsoleErrors()
    answer({ pinsFail: true })
    await renderWithProviders(undefined, { route: '/map/43.6532;-79.3832?z=16' })
    expect(await screen.findByText('Failed to receive map pins.')).toBeInTheDocument()
  })

  it('choosing a pin opens its overlay and focuses its card in the open results panel', async () => {
    const listings = activeSales.slice(0, 5)
    answer({ pins: listings })
    const { user, router } = await renderWithProviders(undefined, {
      route: '/map/43.6532;-79.3832?z=16',
    })
    await user.click(await screen.findByRole('button', { name: 'Show results' }))
    const panel = await screen.findByRole('region', { name: 'Results' })
    expect(await within(panel).findByText('1–5 of 5')).toBeInTheDocument()

    const chosen = listings[2]
    if (!chosen) throw new Error('fixture')
    const map = screen.getByRole('region', { name: 'Map of listings' })
    const pins = await within(map).findAllByRole('button', { name: /^\$/ })
    const pin = pins.find((button) =>
      button.getAttribute('aria-label')?.includes(chosen.address.streetName),
    )
    if (!pin) throw new Error('no pin for the chosen listing')
    await user.click(pin)
    await waitFor(() => {
      expect(router.state.location.pathname).toContain(`/${chosen.mlsNumber}/`)
    })
    expect(await screen.findByRole('region', { name: 'Selected listing' })).toBeInTheDocument()
    await waitFor(() => {
      expect(document.activeElement?.getAttribute('data-listing')).toBe(key(chosen))
    })
  })

  it('the overlay takes focus when the results panel is closed', async () => {
    answer({})
    const { user } = await renderWithProviders(undefined, {
      route: '/map/43.6532;-79.3832?z=16',
    })
    const map = await screen.findByRole('region', { name: 'Map of listings' })
    const [pin] = await within(map).findAllByRole('button', { name: /^\$/ })
    await user.click(pin ?? map)
    const overlay = await screen.findByRole('region', { name: 'Selected listing' })
    await waitFor(() => {
      expect(overlay).toHaveFocus()
    })
  })
})

describe('results panel', () => {
  it('says when no homes match', async () => {
    answer({ pins: [], panel: [] })
    const { user } = await renderWithProviders(undefined, {
      route: '/map/43.6532;-79.3832?z=16',
    })
    await user.click(await screen.findByRole('button', { name: 'Show results' }))
    const panel = await screen.findByRole('region', { name: 'Results' })
    expect(
      await within(panel).findByText('No results found. Please try another search.'),
    ).toBeInTheDocument()
    expect(within(panel).queryByText(/0–0 of 0/)).not.toBeInTheDocument()
  })

  it('shows 8 homes a page and pages on', async () => {
    answer({ panel: activeSales.slice(0, 8), panelCount: 20 })
    const { user } = await renderWithProviders(undefined, {
      route: '/map/43.6532;-79.3832?z=16',
    })
    await user.click(await screen.findByRole('button', { name: 'Show results' }))
    const panel = await screen.findByRole('region', { name: 'Results' })
    expect(await within(panel).findByText('1–8 of 20')).toBeInTheDocument()
    expect(within(panel).getAllByRole('article')).toHaveLength(8)
    await user.click(within(panel).getByRole('button', { name: 'Go to page 3' }))
    expect(await within(panel).findByText('17–20 of 20')).toBeInTheDocument()
  })

  it('closes from its own button', async () => {
    answer({})
    const { user } = await renderWithProviders(undefined, {
      route: '/map/43.6532;-79.3832?z=16',
    })
    await user.click(await screen.findByRole('button', { name: 'Show results' }))
    const panel = await screen.findByRole('region', { name: 'Results' })
    await user.click(within(panel).getByRole('button', { name: 'Hide results' }))
    await waitFor(() => {
      expect(screen.queryByRole('region', { name: 'Results' })).not.toBeInTheDocument()
    })
  })
})
