import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { config } from '../../src/app/config'
import { detailPath } from '../../src/lib/addressSlug'
import { listingImageUrl } from '../../src/services/realtyUrls'
import { factLabel } from '../../src/lib/listing/factLabels'
import { roomLabel } from '../../src/lib/listing/roomLabels'
import { expectConsoleErrors } from '../consoleErrors'
import { withheldListing } from '../fixtures/listings'
import { detailHandlers, historyUrl, listingUrl } from '../msw/detailHandlers'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'
import { clearCookies, heatedSale, sale, signIn } from './detailFixtures'

// The location map is the map screen's adapter, tested on its own (LocationMap.test); here a
// fake stands in, as jsdom has no layout or canvas for Leaflet.
vi.mock('../../src/features/map/MapViewAdapter', async () => {
  const { FakeMapView } = await import('../map/fakeMapView')
  return { MapViewAdapter: FakeMapView }
})

afterEach(clearCookies)

describe('listing detail page', { timeout: 30_000 }, () => {
  it('shows a skeleton, then the home with its title, price and sections', async () => {
    server.use(...detailHandlers())
    await renderWithProviders(undefined, { route: detailPath(sale) })
    expect(screen.getByRole('status', { name: /Loading/ })).toBeInTheDocument()
    const headings = await screen.findAllByRole('heading', { level: 1 })
    expect(headings[0]).toHaveTextContent(sale.address.streetNumber)
    expect(document.title).toContain(sale.address.city)
    // The sections under the top of the page follow it a task or two later.
    for (const title of ['Facts & Features', 'Overview', 'Location']) {
      expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument()
    }
    expect(screen.getAllByRole('button', { name: 'Get More Details' }).length).toBeGreaterThan(0)
    expect(screen.queryByRole('heading', { name: 'Listing History' })).not.toBeInTheDocument()
    // The status badge speaks the listing feature's strings, not their keys.
    for (const summary of screen.getAllByRole('group', { name: 'Listing summary' })) {
      expect(within(summary).getByText('For Sale')).toBeInTheDocument()
    }
  })

  it(
    'speaks French: feed values from the label table, the About paragraph and place links',
    { timeout: 60_000 },
    async () => {
      server.use(...detailHandlers())
      await renderWithProviders(undefined, { route: detailPath(heatedSale), language: 'fr' })
      const facts = await screen.findByRole('heading', {
        level: 2,
        name: 'Faits et caractéristiques',
      })
      const section = facts.closest('section') ?? document.body
      const heating = heatedSale.details.heating ?? ''
      expect(within(section).getByText(factLabel(heating, 'fr'))).toBeInTheDocument()
      expect(
        within(section).getByText(factLabel(heatedSale.details.propertyType, 'fr')),
      ).toBeInTheDocument()
      expect(await screen.findByText(/à vendre à .*, au prix de/)).toBeInTheDocument()
      // The page's title and description too: a French price and French words.
      expect(document.title).toMatch(/\s\$ \| Homewise Immobilier$/)
      const description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
      expect(description?.content).toMatch(/\s\$ à vendre, \d+ chambres?/)
      // Rooms too: their names, levels and features come from the feed in English.
      const rooms = within(screen.getByRole('region', { name: 'Pièces et leurs dimensions' }))
      const [firstRoom] = heatedSale.rooms
      if (!firstRoom) throw new Error('the heated sale has no rooms')
      const name = roomLabel(firstRoom.description, 'room', 'fr')
      expect(name).not.toBe(firstRoom.description)
      expect(rooms.getByRole('rowheader', { name: new RegExp(`^${name}`) })).toBeInTheDocument()
      expect(rooms.getAllByText(roomLabel(firstRoom.level, 'level', 'fr')).length).toBeGreaterThan(
        0,
      )
      expect(rooms.queryByText(firstRoom.description)).not.toBeInTheDocument()
      const block = await screen.findByRole(
        'region',
        { name: 'Explorer d’autres propriétés' },
        { timeout: 10_000 },
      )
      expect(
        await within(block).findByRole(
          'link',
          { name: 'Toronto\u00a0: maisons à vendre' },
          { timeout: 25_000 },
        ),
      ).toBeInTheDocument()
      expect(
        within(block).getByRole('link', { name: 'Mississauga\u00a0: maisons à vendre' }),
      ).toBeInTheDocument()
    },
  )

  it('says a home no longer listed is no longer available, with its search and homes like it', async () => {
    expectConsoleErrors()
    // The page's own waits run on a clock the test moves; it also flows, for the page to load.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    server.use(...detailHandlers())
    const route = '/detail/on/toronto/annex/1-nowhere-st-m5v/W99999999/2'
    const { router } = await renderWithProviders(undefined, { route })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This home is no longer available' }),
    ).toBeInTheDocument()
    expect(screen.queryByText('There is an error — check it out!')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See homes in Annex, Toronto' })).toHaveAttribute(
      'href',
      '/list/on/toronto/annex',
    )
    const similar = await screen.findByRole('region', { name: 'Homes for sale in Annex, Toronto' })
    expect((await within(similar).findAllByRole('article')).length).toBeGreaterThan(0)
    // The page stays: it offers the list itself rather than leaving for it.
    const { ERROR_REDIRECT_MS } = await import('../../src/features/listing/DetailPage')
    await act(() => vi.advanceTimersByTimeAsync(ERROR_REDIRECT_MS))
    expect(router.state.location.pathname).toBe(route)
  })

  it('says so in French too', async () => {
    expectConsoleErrors()
    server.use(...detailHandlers())
    await renderWithProviders(undefined, {
      route: '/detail/on/toronto/annex/1-nowhere-st-m5v/W99999999/2',
      language: 'fr',
    })
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Cette propriété n’est plus disponible',
      }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: 'Voir les propriétés à Annex, Toronto' }),
    ).toBeInTheDocument()
  })

  it('shows an unexpected failure, then opens the list after 3 seconds', async () => {
    expectConsoleErrors()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    server.use(http.get(listingUrl, () => HttpResponse.json({ message: 'down' }, { status: 500 })))
    const { router } = await renderWithProviders(undefined, { route: detailPath(sale) })
    expect(await screen.findByText('There is an error — check it out!')).toBeInTheDocument()
    const { ERROR_REDIRECT_MS } = await import('../../src/features/listing/DetailPage')
    await act(() => vi.advanceTimersByTimeAsync(ERROR_REDIRECT_MS))
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(
        `/list/${detailPath(sale).split('/').slice(2, 4).join('/')}`,
      )
    })
  })

  it('keeps a listing opened offline and loads it when the connection returns', async () => {
    expectConsoleErrors()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    server.use(http.get(listingUrl, () => HttpResponse.error()))
    const route = detailPath(sale)
    const { router } = await renderWithProviders(undefined, { route })
    expect(await screen.findByText('You are offline')).toBeInTheDocument()
    const { ERROR_REDIRECT_MS } = await import('../../src/features/listing/DetailPage')
    await act(() => vi.advanceTimersByTimeAsync(ERROR_REDIRECT_MS))
    expect(router.state.location.pathname).toBe(route)
    // The connection returns: the page asks again and shows the home, where it was.
    server.use(...detailHandlers())
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    const headings = await screen.findAllByRole('heading', { level: 1 })
    expect(headings[0]).toHaveTextContent(sale.address.streetNumber)
    expect(router.state.location.pathname).toBe(route)
  })

  it('sends a guest to sign in, with the way back, for a listing that withholds its address', async () => {
    if (!withheldListing) throw new Error('the fixtures hold no withheld listing')
    server.use(...detailHandlers())
    const path = detailPath(withheldListing)
    const { router } = await renderWithProviders(undefined, { route: path })
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/auth/login')
    })
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      `${config.basePath}${path}`,
    )
  })

  it('shows a withheld listing in full to a signed-in customer, with the token', async () => {
    if (!withheldListing) throw new Error('the fixtures hold no withheld listing')
    const token = signIn()
    const authorizations: (string | null)[] = []
    server.use(
      // Before the listing's pattern, which `/listings/history` would match too.
      http.get(historyUrl, () => HttpResponse.json({ history: [] })),
      http.get(listingUrl, ({ request }) => {
        authorizations.push(request.headers.get('authorization'))
        return HttpResponse.json(withheldListing)
      }),
      ...detailHandlers(),
    )
    await renderWithProviders(undefined, { route: detailPath(withheldListing) })
    expect((await screen.findAllByRole('heading', { level: 1 }))[0]).toHaveTextContent(
      withheldListing.address.streetName,
    )
    expect(authorizations[0]).toBe(`Bearer ${token}`)
  })

  it('shows a listing handed over by a card at once, then refreshes it', async () => {
    let answer: (() => void) | undefined
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    let asked = 0
    server.use(
      http.get(listingUrl, async () => {
        asked += 1
        await answered
        return HttpResponse.json(sale)
      }),
      ...detailHandlers(),
    )
    const { router } = await renderWithProviders(undefined, { route: '/list/on/toronto' })
    await router.navigate(detailPath(sale), { state: { listing: sale } })
    expect(
      (
        await screen.findAllByRole(
          'heading',
          { level: 1, name: new RegExp(sale.address.streetName) },
          { timeout: 10_000 },
        )
      ).length,
    ).toBeGreaterThan(0)
    // Shown from the card's copy while the refresh is still on its way.
    expect(asked).toBe(1)
    answer?.()
  })
})

/** Serves the sale listing and the page's other calls; returns how often the listing was asked for. */
function countListingRequests(): () => number {
  let asked = 0
  server.use(
    http.get(listingUrl, () => {
      asked += 1
      return HttpResponse.json(sale)
    }),
    ...detailHandlers(),
  )
  return () => asked
}

describe("the route's loader starts the listing with the page's code", { timeout: 30_000 }, () => {
  it('asks for the listing once: the page finds the request under way', async () => {
    const asked = countListingRequests()
    await renderWithProviders(undefined, { route: detailPath(sale), routeData: true })
    expect((await screen.findAllByRole('heading', { level: 1 }))[0]).toHaveTextContent(
      sale.address.streetNumber,
    )
    await screen.findByRole('heading', { level: 2, name: 'Overview' })
    expect(asked()).toBe(1)
  })

  it('preloads the first photo once the listing names it', async () => {
    countListingRequests()
    await renderWithProviders(undefined, { route: detailPath(sale), routeData: true })
    await screen.findAllByRole('heading', { level: 1 })
    const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')]
    expect(preloads.map((link) => link.getAttribute('href'))).toContain(
      listingImageUrl(sale.images[0] ?? '', 'medium'),
    )
  })

  it("carries a signed-in customer's token", async () => {
    const token = signIn()
    const authorizations: (string | null)[] = []
    server.use(
      http.get(listingUrl, ({ request }) => {
        authorizations.push(request.headers.get('authorization'))
        return HttpResponse.json(sale)
      }),
      ...detailHandlers(),
    )
    await renderWithProviders(undefined, { route: detailPath(sale), routeData: true })
    await screen.findAllByRole('heading', { level: 1 })
    expect(authorizations).toEqual([`Bearer ${token}`])
  })
})
