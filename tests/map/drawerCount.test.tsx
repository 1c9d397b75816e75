import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { activeSales, listingsResponse } from '../fixtures/listings'
import { listingsUrl } from '../msw/handlers'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'
import { phoneScreen, wideScreen } from '../screens'

vi.mock('../../src/features/map/MapViewAdapter', async () => {
  const { FakeMapView } = await import('./fakeMapView')
  return { MapViewAdapter: FakeMapView }
})

const REALTY = 'http://127.0.0.1:8787'

afterEach(() => {
  wideScreen()
})

describe("the phone filter drawer's count on the map", { timeout: 60_000 }, () => {
  it('counts the search the map will show: the same area as the pins', async () => {
    phoneScreen()
    const pinsAsked: URLSearchParams[] = []
    const counted: URLSearchParams[] = []
    server.use(
      http.get(listingsUrl, ({ request }) => {
        const params = new URL(request.url).searchParams
        if (params.get('cluster') === 'true') {
          pinsAsked.push(params)
          return HttpResponse.json({
            ...listingsResponse(activeSales.slice(0, 3)),
            count: 1228,
            aggregates: { map: { clusters: [] } },
          })
        }
        counted.push(params)
        // Everywhere there are many more homes than in the view.
        const count = params.has('map') ? 1228 : 10602
        return HttpResponse.json({ ...listingsResponse([]), count })
      }),
      http.get(`${REALTY}/polygons`, () => HttpResponse.json({ polygons: [] })),
      http.get(`${REALTY}/geo/lake`, () =>
        HttpResponse.json({ type: 'FeatureCollection', features: [] }),
      ),
    )
    const { user } = await renderWithProviders(undefined, { route: '/map/43.6532;-79.3832?z=14' })
    expect(await screen.findByText('1,228 homes in view')).toBeInTheDocument()
    // The phone's Filters button is shown by a max-width media query, which jsdom never matches.
    await user.click(screen.getByRole('button', { name: 'Filters', hidden: true }))
    const drawer = await screen.findByRole('dialog', { name: 'Filters' })
    expect(
      await within(drawer).findByRole('button', { name: 'See 1,228 homes' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    await waitFor(() => {
      expect(counted.at(-1)?.get('map')).toBe(pinsAsked.at(-1)?.get('map'))
    })
  })
})
