import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { activeSales, listingsResponse, withheldListing } from '../fixtures/listings'
import { customerService } from '../msw/customer'
import { listingsUrl } from '../msw/handlers'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'

describe('Homes in Toronto', () => {
  it('asks for 4 active Toronto sales, page 1, and shows them as cards', async () => {
    let asked: URLSearchParams | undefined
    server.use(
      http.get(listingsUrl, ({ request }) => {
        asked = new URL(request.url).searchParams
        return HttpResponse.json(listingsResponse(activeSales.slice(0, 4)))
      }),
    )
    await renderWithProviders(undefined, { route: '/' })
    const section = screen.getByRole('region', { name: 'Homes in Toronto' })
    expect(await within(section).findAllByRole('article')).toHaveLength(4)
    expect(asked?.get('city')).toBe('Toronto')
    expect(asked?.get('resultsPerPage')).toBe('4')
    expect(asked?.get('pageNum')).toBe('1')
    expect(asked?.getAll('class')).toEqual(['condo', 'residential'])
    const first = activeSales[0]!
    expect(within(section).getAllByText('For Sale').length).toBeGreaterThan(0)
    expect(
      within(section).getByText(`$${first.listPrice.toLocaleString('en-CA')}`),
    ).toBeInTheDocument()
  })

  it('shows four skeletons of the same shape while loading', async () => {
    server.use(http.get(listingsUrl, () => new Promise<never>(() => undefined)))
    await renderWithProviders(undefined, { route: '/' })
    const section = screen.getByRole('region', { name: 'Homes in Toronto' })
    expect(section.querySelector('[aria-busy="true"]')?.children).toHaveLength(4)
  })

  it('blurs a listing that withholds its address and asks the guest to log in', async () => {
    expect(withheldListing).toBeDefined()
    server.use(http.get(listingsUrl, () => HttpResponse.json(listingsResponse([withheldListing!]))))
    await renderWithProviders(undefined, { route: '/' })
    const section = screen.getByRole('region', { name: 'Homes in Toronto' })
    const login = await within(section).findByRole('link', { name: 'LOGIN TO VIEW' })
    expect(login.getAttribute('href')).toMatch(/^\/auth\/login\?redirect=/)
    expect(within(section).getByRole('link', { name: 'Join' })).toBeInTheDocument()
  })

  it('opens every card for a signed-in customer and gives each a save heart', async () => {
    server.use(
      ...customerService().handlers,
      http.get(listingsUrl, () =>
        HttpResponse.json(
          listingsResponse([
            withheldListing!,
            ...activeSales.filter((listing) => listing !== withheldListing).slice(0, 3),
          ]),
        ),
      ),
    )
    await renderWithProviders(undefined, {
      route: '/',
      preloadedState: { session: { status: 'active', user: null } },
    })
    const section = screen.getByRole('region', { name: 'Homes in Toronto' })
    expect(await within(section).findAllByRole('article')).toHaveLength(4)
    expect(within(section).queryByRole('link', { name: 'LOGIN TO VIEW' })).toBeNull()
    expect(within(section).getAllByRole('button', { name: /^Save / })).toHaveLength(4)
  })

  it('says so politely when listings cannot load', async () => {
    server.use(http.get(listingsUrl, () => HttpResponse.json({ message: 'down' }, { status: 503 })))
    await renderWithProviders(undefined, { route: '/' })
    expect(await screen.findByText("We couldn't load listings just now.")).toBeInTheDocument()
  })
})
