import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ListingRecord } from '../../contract/listing'
import { expectConsoleErrors } from '../consoleErrors'
import { activeSales, listingsResponse } from '../fixtures/listings'
import { listingsUrl } from '../msw/handlers'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'

vi.mock('../../src/features/map/MapViewAdapter', async () => {
  const { FakeMapView } = await import('./fakeMapView')
  return { MapViewAdapter: FakeMapView }
})

const REALTY = 'http://127.0.0.1:8787'
const key = (listing: ListingRecord) => `${listing.mlsNumber}/${String(listing.boardId)}`

const LAKE = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: 'Lake Ontario' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-79.5, 43.6],
            [-79.2, 43.67],
            [-79.2, 43.3],
            [-79.5, 43.6],
          ],
        ],
      },
    },
  ],
}

interface Answer {
  readonly pins?: readonly ListingRecord[]
  readonly clusters?: readonly object[]
  readonly count?: number
  readonly panel?: readonly ListingRecord[]
  readonly panelCount?: number
  readonly pinsFail?: boolean
}

/** The map's calls: pins (cluster=true), the results panel's page, outlines, one listing. */
function answer(given: Answer) {
  const asked: URLSearchParams[] = []
  const pins = given.pins ?? activeSales.slice(0, 5)
  const panel = given.panel ?? pins
  server.use(
    http.get(listingsUrl, ({ request }) => {
      const params = new URL(request.url).searchParams
      asked.push(params)
      if (params.get('cluster') === 'true') {
        if (given.pinsFail) return HttpResponse.json({ message: 'down' }, { status: 503 })
        return HttpResponse.json({
          ...listingsResponse(pins),
          count: given.count ?? pins.length,
          aggregates: { map: { clusters: given.clusters ?? [] } },
        })
      }
      const size = Number(params.get('resultsPerPage'))
      const page = Number(params.get('pageNum'))
      const total = given.panelCount ?? panel.length
      return HttpResponse.json({
        ...listingsResponse(panel.slice(0, size)),
        count: total,
        numPages: Math.ceil(total / size),
        page,
      })
    }),
    http.get(`${REALTY}/polygons`, () => HttpResponse.json({ polygons: [] })),
    http.get(`${REALTY}/geo/lake`, () => HttpResponse.json(LAKE)),
    http.get(`${REALTY}/listings/:mls`, ({ params }) => {
      const found = [...pins, ...panel].find((listing) => listing.mlsNumber === params.mls)
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ message: 'No listing' }, { status: 404 })
    }),
  )
  return asked
}

beforeEach(() => {
  sessionStorage.clear()
  localStorage.clear()
  Element.prototype.scrollIntoView = vi.fn()
})

describe('map screen', () => {
  it('names every pin by its price and address, and says how many homes are in view', async () => {
    const asked = answer({})
    await renderWithProviders(undefined, { route: '/map/43.6532;-79.3832?z=16' })
    const map = await screen.findByRole('region', { name: 'Map of listings' })
    const pins = await within(map).findAllByRole('button', { name: /^\$[\d,]+, \S/ })
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
