import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { selectSessionStatus } from '../../src/features/auth'
import { detailPath } from '../../src/lib/addressSlug'
import { fixtureListings } from '../fixtures/listings'
import { detailHandlers, historyOf, historyUrl } from '../msw/detailHandlers'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'
import { clearCookies, isPublic, restricted, sale, signIn } from './detailFixtures'

// The location map is the map screen's adapter, tested on its own (LocationMap.test); here a
// fake stands in, as jsdom has no layout or canvas for Leaflet.
vi.mock('../../src/features/map/MapViewAdapter', async () => {
  const { FakeMapView } = await import('../map/fakeMapView')
  return { MapViewAdapter: FakeMapView }
})

afterEach(clearCookies)

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
    // The board's own English wording is marked as English, whatever the page's language.
    for (const element of [
      ...screen.getAllByText(notice.poweredBy),
      ...screen.getAllByText(notice.disclaimer, { exact: false }),
    ]) {
      const marked = element.closest('[lang="en"]')
      expect(marked).not.toBeNull()
      expect(marked).not.toBe(document.documentElement)
    }
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
