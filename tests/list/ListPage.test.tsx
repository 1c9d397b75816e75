import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { listingImageUrl } from '../../src/services/realtyUrls'
import { activeSales, listingsResponse } from '../fixtures/listings'
import { listingsUrl } from '../msw/handlers'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'

function answer(count: number, asked: URLSearchParams[] = []) {
  server.use(
    http.get(listingsUrl, ({ request }) => {
      const params = new URL(request.url).searchParams
      // The list's own page; the similar-search counts ask with aggregates.
      if (!params.has('aggregates')) asked.push(params)
      const size = Number(params.get('resultsPerPage'))
      const listings = activeSales.slice(0, Math.min(size, count))
      return HttpResponse.json({
        ...listingsResponse(listings),
        count,
        numPages: Math.ceil(count / size),
        pageSize: size,
        page: Number(params.get('pageNum')),
      })
    }),
  )
  return asked
}

describe('list page', () => {
  it('names the place, says the range, and shows 8 listings a page', async () => {
    const asked = answer(40)
    await renderWithProviders(undefined, { route: '/list/on/toronto' })
    expect(
      await screen.findByRole('heading', { name: 'Homes for sale in Toronto, ON' }),
    ).toBeInTheDocument()
    expect(await screen.findByText('1–8 of 40 listings')).toBeInTheDocument()
    // The cards mount a row at a time.
    await waitFor(() => {
      expect(screen.getAllByRole('article')).toHaveLength(8)
    })
    expect(asked.at(-1)?.get('city')).toBe('Toronto')
    expect(asked.at(-1)?.get('resultsPerPage')).toBe('8')
  })

  it("starts the page's search with its code, and the page finds it under way", async () => {
    const asked = answer(40)
    await renderWithProviders(undefined, { route: '/list/on/toronto?page=2', routeData: true })
    expect(await screen.findByText('9–16 of 40 listings')).toBeInTheDocument()
    expect(asked).toHaveLength(1)
    expect(asked[0]?.get('pageNum')).toBe('2')
  })

  it("preloads the first home's photo, the page's largest paint, once the search names it", async () => {
    answer(40)
    document.head.querySelectorAll('link[rel="preload"][as="image"]').forEach((link) => {
      link.remove()
    })
    await renderWithProviders(undefined, { route: '/list/on/toronto', routeData: true })
    await screen.findByText('1–8 of 40 listings')
    const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')]
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual([
      listingImageUrl(activeSales[0]?.images[0] ?? '', 'small'),
    ])
  })

  it('opens an older spelling of a place at its one address, keeping the query', async () => {
    const asked = answer(3)
    const { router } = await renderWithProviders(undefined, {
      route: '/list/on/toronto/St.-Lawrence?page=1',
    })
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/list/on/toronto/st-lawrence')
    })
    expect(router.state.location.search).toBe('?page=1')
    expect(await screen.findAllByRole('article')).toHaveLength(3)
    expect(asked.every((params) => params.get('neighborhood') === 'St Lawrence')).toBe(true)
  })

  it('sorts and pages through the URL', async () => {
    const asked = answer(40)
    const { user, router } = await renderWithProviders(undefined, { route: '/list/on/toronto' })
    await screen.findAllByRole('article')
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }))
    await user.click(await screen.findByRole('option', { name: 'Least Expensive' }))
    await waitFor(() => {
      expect(asked.at(-1)?.get('sortBy')).toBe('listPriceAsc')
    })
    await user.click(
      within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', {
        name: 'Go to page 2',
      }),
    )
    await waitFor(() => {
      expect(asked.at(-1)?.get('pageNum')).toBe('2')
    })
    expect(router.state.location.search).toContain('sortBy=listPriceAsc')
    expect(router.state.location.search).toContain('page=2')
    expect(await screen.findByText('9–16 of 40 listings')).toBeInTheDocument()
  })

  it("says 'No results found. Please try another search.' when nothing matches", async () => {
    answer(0)
    await renderWithProviders(undefined, { route: '/list/on/whitby' })
    expect(
      await screen.findByText('No results found. Please try another search.'),
    ).toBeInTheDocument()
    expect(screen.getByText('No listings match this search')).toBeInTheDocument()
    expect(screen.queryByText(/0–0/)).toBeNull()
  })

  it("says 'No city or province selected.' without a place", async () => {
    await renderWithProviders(undefined, { route: '/list' })
    expect(
      await screen.findByRole('heading', { name: 'No city or province selected.' }),
    ).toBeInTheDocument()
  })

  it('treats a lone city segment as the city', async () => {
    const asked = answer(3)
    await renderWithProviders(undefined, { route: '/list/mississauga' })
    expect(
      await screen.findByRole('heading', { name: 'Homes for sale in Mississauga, ON' }),
    ).toBeInTheDocument()
    await waitFor(() => {
      expect(asked.at(-1)?.get('city')).toBe('Mississauga')
    })
  })
})
