import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import type { ListingRecord } from '../../contract/listing'
import { RESTRICTED_HISTORY_BOARDS } from '../../contract/boards'
import { config } from '../../src/app/config'
import { selectSessionStatus } from '../../src/features/auth'
import { realtorForListing } from '../../src/features/listing/AgentCard'
import { realtors } from '../../src/features/team'
import { detailPath } from '../../src/lib/addressSlug'
import { listingImageUrl } from '../../src/services/realtyApi'
import { factLabel } from '../../src/lib/listing/factLabels'
import { roomLabel } from '../../src/lib/listing/roomLabels'
import { expectConsoleErrors } from '../consoleErrors'
import { fixtureListings, withheldListing } from '../fixtures/listings'
import { leadService } from '../msw/leads'
import { detailHandlers, historyOf, historyUrl, listingUrl } from '../msw/detailHandlers'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'
import { phoneScreen, wideScreen } from '../screens'

// The location map is the map screen's adapter, tested on its own (LocationMap.test); here a
// fake stands in, as jsdom has no layout or canvas for Leaflet.
vi.mock('../../src/features/map/MapViewAdapter', async () => {
  const { FakeMapView } = await import('../map/fakeMapView')
  return { MapViewAdapter: FakeMapView }
})

const isPublic = (listing: ListingRecord) =>
  listing.permissions.displayAddressOnInternet === 'Y' && listing.permissions.displayPublic === 'Y'

function pick(accept: (listing: ListingRecord) => boolean): ListingRecord {
  const listing = fixtureListings.find((candidate) => isPublic(candidate) && accept(candidate))
  if (!listing) throw new Error('no fixture listing fits')
  return listing
}

const sale = pick(
  (l) => l.type === 'Sale' && l.status === 'A' && !RESTRICTED_HISTORY_BOARDS.includes(l.boardId),
)
/** A sale whose facts include heating, to read a feed value through the French label table. */
const heatedSale = pick(
  (l) =>
    l.type === 'Sale' &&
    l.status === 'A' &&
    Boolean(l.details.heating) &&
    !RESTRICTED_HISTORY_BOARDS.includes(l.boardId),
)
const restricted = pick((l) => RESTRICTED_HISTORY_BOARDS.includes(l.boardId))

/** A signed-in customer as the accounts feature leaves them: Amplify's cookies with an ID token. */
function signIn(): string {
  const claims = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 600 }))
  const token = `eyJhbGciOiJSUzI1NiJ9.${claims.replace(/=+$/, '')}.signature`
  const prefix = `CognitoIdentityServiceProvider.${config.cognito.clientId}`
  document.cookie = `${prefix}.LastAuthUser=buyer; path=/`
  document.cookie = `${prefix}.buyer.idToken=${token}; path=/`
  return token
}

afterEach(() => {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
})

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
          { name: 'Toronto : maisons à vendre' },
          { timeout: 25_000 },
        ),
      ).toBeInTheDocument()
      expect(
        within(block).getByRole('link', { name: 'Mississauga : maisons à vendre' }),
      ).toBeInTheDocument()
    },
  )

  it('says a missing listing cannot be found, then opens the list after 3 seconds', async () => {
    expectConsoleErrors()
    // The page's own waits run on a clock the test moves; it also flows, for the page to load.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    server.use(...detailHandlers())
    const route = '/detail/on/toronto/annex/1-nowhere-st-m5v/W99999999/2'
    const { router } = await renderWithProviders(undefined, { route })
    expect(await screen.findByText('There is an error — check it out!')).toBeInTheDocument()
    expect(await screen.findByText('Could not find this listing.')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(route)
    // Imported once the page has loaded it: an early import would skip the page's loading state.
    const { ERROR_REDIRECT_MS } = await import('../../src/features/listing/DetailPage')
    await act(() => vi.advanceTimersByTimeAsync(ERROR_REDIRECT_MS))
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/list/on/toronto')
    })
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

describe('detail sections', { timeout: 60_000 }, () => {
  it('shows 2 sold comparables, 2 more per Load More; the suggestions in four columns', async () => {
    server.use(...detailHandlers())
    const { user } = await renderWithProviders(undefined, { route: detailPath(sale) })
    const comparables = await screen.findByRole(
      'region',
      { name: 'Sold Comparable Listings' },
      { timeout: 10_000 },
    )
    await waitFor(() => {
      expect(within(comparables).getAllByRole('article')).toHaveLength(2)
    })
    await user.click(within(comparables).getByRole('button', { name: 'Load More' }))
    expect(within(comparables).getAllByRole('article')).toHaveLength(4)
    expect(within(comparables).queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument()
    const block = await screen.findByRole('region', { name: 'Explore more homes' })
    for (const title of [
      'Popular Searches',
      'Nearby Cities',
      'Popular Cities',
      'Recent Listings',
    ]) {
      expect(await within(block).findByRole('heading', { name: title })).toBeInTheDocument()
    }
  })

  it('leaves the suggestions out when one of popular, nearby or recent is empty', async () => {
    let asked = 0
    server.use(
      http.get('http://127.0.0.1:8787/listings/:mls/suggestions', () => {
        asked += 1
        return HttpResponse.json({
          suggestions: {
            popular: [{ label: 'Condos in Toronto', city: 'Toronto', count: 12 }],
            nearby: [],
            recent: fixtureListings.slice(0, 2),
          },
          similarListings: [],
        })
      }),
      ...detailHandlers(),
    )
    await renderWithProviders(undefined, { route: detailPath(sale) })
    await screen.findByRole('region', { name: 'Similar Listings' }, { timeout: 10_000 })
    // The block asks once it is on the page (placeholder rows while it waits), then leaves.
    await waitFor(() => {
      expect(asked).toBe(1)
    })
    await waitFor(() => {
      expect(screen.queryByRole('region', { name: 'Explore more homes' })).not.toBeInTheDocument()
    })
  })
})

describe('board 86', { timeout: 30_000 }, () => {
  it('carries the powered-by notice and the disclaimer on the page and on its cards', async () => {
    const board86 = fixtureListings.filter((l) => l.boardId === 86 && isPublic(l))
    const listing = board86[0]
    if (!listing?.boardNotice) throw new Error('the fixtures hold no board 86 listing')
    server.use(...detailHandlers(board86))
    await renderWithProviders(undefined, { route: detailPath(listing) })
    const similar = await screen.findByRole(
      'region',
      { name: 'Similar Listings' },
      { timeout: 10_000 },
    )
    const notice = listing.boardNotice
    // The cards replace their placeholders, and the page's own notice closes the last stage.
    await waitFor(() => {
      expect(within(similar).getAllByText(notice.poweredBy).length).toBeGreaterThan(0)
      expect(screen.getAllByText(notice.poweredBy).length).toBeGreaterThan(1)
      expect(screen.getAllByText(notice.disclaimer, { exact: false }).length).toBeGreaterThan(1)
    })
  })
})

describe('listing history on a restricted board', { timeout: 30_000 }, () => {
  it('asks a guest to sign in or join', async () => {
    server.use(...detailHandlers())
    await renderWithProviders(undefined, { route: detailPath(restricted) })
    const history = await screen.findByRole('region', { name: 'Listing History' })
    expect(
      within(history).getByText(
        "Local rules require you to be signed in to view this home's history. Sign In or Join for free with no obligation.",
      ),
    ).toBeInTheDocument()
    expect(within(history).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      expect.stringContaining('/auth/login?redirect='),
    )
  })

  it('shows a signed-in customer 3 entries, then all with See More, asked with the split street', async () => {
    const token = signIn()
    const asked: { params: URLSearchParams; authorization: string | null }[] = []
    let answer: (() => void) | undefined
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    server.use(
      http.get(historyUrl, async ({ request }) => {
        await answered
        asked.push({
          params: new URL(request.url).searchParams,
          authorization: request.headers.get('authorization'),
        })
        return HttpResponse.json({ history: historyOf(restricted, 5) })
      }),
      ...detailHandlers(),
    )
    const { user } = await renderWithProviders(undefined, { route: detailPath(restricted) })
    const history = await screen.findByRole('region', { name: 'Listing History' })
    expect(await within(history).findByText('Loading previous listing data…')).toBeInTheDocument()
    answer?.()
    const table = await within(history).findByRole('region', {
      name: 'Previous listings of this home',
    })
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 3)
    await user.click(within(history).getByRole('button', { name: 'See More' }))
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 5)
    await user.click(within(history).getByRole('button', { name: 'See Less' }))
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 3)
    expect(asked[0]?.authorization).toBe(`Bearer ${token}`)
    expect(asked[0]?.params.get('streetNumber')).toBe(restricted.address.streetNumber)
    expect(asked[0]?.params.get('boardId')).toBe(String(restricted.boardId))
  })

  it('says so when the history cannot load', async () => {
    signIn()
    server.use(
      http.get(historyUrl, () => HttpResponse.json({ message: 'none' }, { status: 404 })),
      ...detailHandlers(),
    )
    const { store } = await renderWithProviders(undefined, { route: detailPath(restricted) })
    expect(
      await screen.findByText('There was an error loading previous listing data…'),
    ).toBeInTheDocument()
    // Once the session is known the page asks for its data again as that viewer, suggestions
    // included: the test ends after that has started and the block has shown, so no request of
    // this page reaches the next test's handlers.
    await waitFor(() => {
      expect(selectSessionStatus(store.getState())).not.toBe('unknown')
    })
    expect(
      await screen.findByRole('region', { name: 'Explore more homes' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
  })
})

/** The sale's realtor: the same one on every load of its page. */
const agent = realtorForListing(realtors, sale.mlsNumber)!
const agentFirst = agent.title.split(' ')[0]!

describe('Contact Realtor', { timeout: 60_000 }, () => {
  async function openContact(service: ReturnType<typeof leadService>) {
    server.use(...service.handlers, ...detailHandlers())
    const view = await renderWithProviders(undefined, { route: detailPath(sale) })
    await view.user.click((await screen.findAllByRole('button', { name: 'Get More Details' }))[0]!)
    const dialog = await screen.findByRole('dialog', { name: `Contact ${agentFirst}` })
    await within(dialog).findByRole('button', { name: 'Send to a realtor' })
    const fill = async (label: RegExp, value: string) => {
      await view.user.click(within(dialog).getByLabelText(label))
      await view.user.paste(value)
    }
    await fill(/First name/, ' Ana ')
    await fill(/Last name/, 'Silva')
    await fill(/Email/, 'ana@example.ca')
    await fill(/Phone/, '416 226 1234')
    await view.user.click(within(dialog).getByRole('button', { name: 'Send to a realtor' }))
    return dialog
  }

  it('sends the lead with this listing and shows the thumbs-up', async () => {
    const service = leadService()
    const dialog = await openContact(service)
    expect(await within(dialog).findByText('Thank you!')).toBeInTheDocument()
    // The confirmation names the realtor the visitor chose to contact.
    expect(
      within(dialog).getByText(
        `Your details are on their way. ${agentFirst} will contact you within one business day.`,
      ),
    ).toBeInTheDocument()
    expect(service.sent).toEqual([
      {
        user: {
          name: { first: 'Ana', last: 'Silva' },
          email: 'ana@example.ca',
          phone: '4162261234',
        },
        property: {
          city: sale.address.city,
          address: expect.stringContaining(sale.address.streetName) as unknown,
          price: sale.listPrice,
        },
        code: sale.mlsNumber,
        boardId: sale.boardId,
      },
    ])
  })

  it('shows the summary and the agent in a side panel on a wide screen, with no bottom bar', async () => {
    server.use(...detailHandlers())
    await renderWithProviders(undefined, { route: detailPath(sale) })
    const panel = await screen.findByRole('complementary', { name: 'Listing summary' })
    expect(within(panel).getByRole('heading', { level: 1 })).toHaveTextContent(
      sale.address.streetNumber,
    )
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.queryByRole('group', { name: 'Contact and call' })).not.toBeInTheDocument()
  })

  it('opens from the bottom action bar on a phone, whose Call button dials the page agent', async () => {
    phoneScreen()
    onTestFinished(wideScreen)
    server.use(...detailHandlers())
    const { user } = await renderWithProviders(undefined, { route: detailPath(sale) })
    const bar = await screen.findByRole('group', { name: 'Contact and call' })
    expect(await within(bar).findByRole('link', { name: /^Call / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+1\d{10}$/),
    )
    await user.click(within(bar).getByRole('button', { name: 'Contact' }))
    expect(await screen.findByRole('dialog', { name: `Contact ${agentFirst}` })).toBeInTheDocument()
  })

  it('shows the same realtor on every load of the same listing', async () => {
    server.use(...detailHandlers())
    for (let load = 0; load < 2; load += 1) {
      const view = await renderWithProviders(undefined, { route: detailPath(sale) })
      const card = await screen.findByRole('complementary', { name: 'Questions about this home?' })
      expect(within(card).getByText(agent.title)).toBeInTheDocument()
      expect(within(card).getByRole('button', { name: `Contact ${agentFirst}` })).toBeVisible()
      view.unmount()
    }
  })

  it('keeps what was typed and says the lead did not go when the service refuses it', async () => {
    expectConsoleErrors()
    const dialog = await openContact(leadService({ contactStatus: 500 }))
    expect(
      await within(dialog).findByText(/Sorry, we could not send your details/),
    ).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/Last name/)).toHaveValue('Silva')
    expect(within(dialog).queryByText('Thank you!')).not.toBeInTheDocument()
  })
})
