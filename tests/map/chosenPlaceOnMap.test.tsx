import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
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
})
