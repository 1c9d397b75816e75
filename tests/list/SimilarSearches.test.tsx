import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { activeSales, listingsResponse } from '../fixtures/listings'
import { listingsUrl } from '../msw/handlers'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'

/** The list's page, and the same search's counts by neighbourhood and by city. */
function answer(counts: { neighborhood?: Record<string, number>; city?: Record<string, number> }) {
  const asked: URLSearchParams[] = []
  server.use(
    http.get(listingsUrl, ({ request }) => {
      const params = new URL(request.url).searchParams
      asked.push(params)
      const listings = activeSales.slice(0, 8)
      const group = params.get('aggregates')
      const address =
        group === 'address.neighborhood'
          ? { neighborhood: counts.neighborhood ?? {} }
          : group === 'address.city'
            ? { city: counts.city ?? {} }
            : undefined
      return HttpResponse.json({
        ...listingsResponse(listings),
        count: 40,
        ...(address ? { aggregates: { address } } : {}),
      })
    }),
  )
  return asked
}

describe('similar-search suggestions on the list page', () => {
  it('offers the same search in other neighbourhoods and cities, filters kept', async () => {
    const asked = answer({
      neighborhood: { 'The Annex': 9, Leaside: 4, 'St. Lawrence': 12 },
      city: { Toronto: 40, Mississauga: 7, Oakville: 2 },
    })
    await renderWithProviders(undefined, { route: '/list/on/toronto?type=lease&page=2' })
    const block = await screen.findByRole('region', { name: 'Similar searches' })
    const nearby = within(block).getByRole('region', { name: 'Nearby in Toronto' })
    expect(within(nearby).getByRole('link', { name: 'The Annex · 9 homes' })).toHaveAttribute(
      'href',
      '/list/on/toronto/the-annex?type=lease',
    )
    expect(
      within(nearby)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['St. Lawrence · 12 homes', 'The Annex · 9 homes', 'Leaside · 4 homes'])
    // The service matches the name without its punctuation.
    expect(within(nearby).getByRole('link', { name: 'St. Lawrence · 12 homes' })).toHaveAttribute(
      'href',
      '/list/on/toronto/st-lawrence?type=lease',
    )
    const cities = within(block).getByRole('region', { name: 'Other cities' })
    expect(
      within(cities)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Mississauga · 7 homes', 'Oakville · 2 homes'])
    expect(within(cities).getByRole('link', { name: 'Mississauga · 7 homes' })).toHaveAttribute(
      'href',
      '/list/on/mississauga?type=lease',
    )

    const byNeighbourhood = asked.findLast((p) => p.get('aggregates') === 'address.neighborhood')
    expect(byNeighbourhood?.get('city')).toBe('Toronto')
    expect(byNeighbourhood?.get('type')).toBe('lease')
    const byCity = asked.findLast((p) => p.get('aggregates') === 'address.city')
    expect(byCity?.get('city')).toBeNull()
    expect(byCity?.get('type')).toBe('lease')
  })

  it('shows nothing when the search finds homes nowhere else', async () => {
    answer({ neighborhood: {}, city: { Toronto: 40 } })
    await renderWithProviders(undefined, { route: '/list/on/toronto' })
    await waitFor(() => {
      expect(screen.getAllByRole('article')).toHaveLength(8)
    })
    expect(screen.queryByRole('region', { name: 'Similar searches' })).not.toBeInTheDocument()
  })
})
