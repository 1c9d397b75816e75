import { waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'

vi.mock('../../src/features/map/MapViewAdapter', async () => {
  const { FakeMapView } = await import('./fakeMapView')
  return { MapViewAdapter: FakeMapView }
})

describe('map addresses', () => {
  it('replace an older spelling of the city and neighbourhood by their slugs', async () => {
    // The map's own calls (outlines, the lake, pins) are answered empty: only the address matters.
    server.use(
      http.get('http://127.0.0.1:8787/geo/*', () =>
        HttpResponse.json({ type: 'FeatureCollection', features: [] }),
      ),
    )
    const { router } = await renderWithProviders(undefined, {
      route: '/map/C%C3%B4te-St.%20Luc?neighborhood=St.%20Lawrence&zoom=14',
    })
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/map/cote-st-luc')
    })
    expect(router.state.location.search).toBe('?neighborhood=st-lawrence&zoom=14')
    expect(router.state.historyAction).toBe('REPLACE')
  })
})
