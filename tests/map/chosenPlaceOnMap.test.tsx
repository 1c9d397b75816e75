import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { placeNamed } from '../../src/features/search'
import { resetLocationStore } from '../../src/features/search/locationStore'
import { searchHandlers } from '../msw/searchHandlers'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'

vi.mock('../../src/features/map/MapViewAdapter', async () => {
  const { FakeMapView } = await import('./fakeMapView')
  return { MapViewAdapter: FakeMapView }
})

describe('a place opened by its map address', { timeout: 20_000 }, () => {
  it.each([
    ['/map/mississauga', 'Mississauga'],
    ['/map/mississauga?neighborhood=port-credit', 'Port Credit'],
  ])('%s names %s as a chip in the box and in the phone bar', async (route, name) => {
    server.use(
      ...searchHandlers([]),
      http.get('http://127.0.0.1:8787/geo/*', () =>
        HttpResponse.json({ type: 'FeatureCollection', features: [] }),
      ),
    )
    await renderWithProviders(undefined, { route })
    const bar = await screen.findByRole('search', { name: 'Search filters' })
    // Both are in the page; the breakpoint shows the box's on a wide screen, the bar's on a phone.
    await waitFor(() => {
      expect(
        within(bar).getAllByRole('button', {
          name: `Remove ${name} from the search`,
          hidden: true,
        }),
      ).toHaveLength(2)
    })
    resetLocationStore()
  })

  it("gives either map adapter the chosen street's line from the view's roads", async () => {
    const asked: string[] = []
    const king = {
      name: 'King St W',
      kind: 'arterial',
      path: [
        [-79.4, 43.64],
        [-79.39, 43.645],
      ],
    }
    const queen = {
      name: 'Queen St W',
      kind: 'arterial',
      path: [
        [-79.4, 43.65],
        [-79.39, 43.65],
      ],
    }
    server.use(
      ...searchHandlers([]),
      http.get('http://127.0.0.1:8787/geo/roads', ({ request }) => {
        asked.push(request.url)
        return HttpResponse.json({ roads: [king, queen, { ...king }], places: [] })
      }),
      http.get('http://127.0.0.1:8787/geo/*', () =>
        HttpResponse.json({ type: 'FeatureCollection', features: [] }),
      ),
    )
    const { store } = await renderWithProviders(undefined, { route: '/map/43.6425;-79.395?z=15' })
    const map = await screen.findByRole('region', { name: /map/i })
    expect(map).not.toHaveAttribute('data-chosen-street')
    // Nothing chosen: the screen asks no roads of its own.
    expect(asked).toEqual([])
    act(() => {
      store.dispatch(placeNamed({ name: 'King Street West', kind: 'place' }))
    })
    await waitFor(() => {
      expect(map).toHaveAttribute('data-chosen-street', 'King Street West')
    })
    expect(map).toHaveAttribute('data-chosen-street-pieces', '2')
    expect(asked).toHaveLength(1)
    expect(asked[0]).toContain('zoom=15')
    act(() => {
      store.dispatch(placeNamed(null))
    })
    await waitFor(() => {
      expect(map).not.toHaveAttribute('data-chosen-street')
    })
    resetLocationStore()
  })
})
