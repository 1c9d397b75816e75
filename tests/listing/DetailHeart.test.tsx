// @vitest-environment-options {"url":"https://localhost/real-estate/"}
import { configure, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import type { SavedHome, SavedHomeInput } from '../../contract/customer'
import type { ListingRecord } from '../../contract/listing'
import { RESTRICTED_HISTORY_BOARDS } from '../../contract/boards'
import { detailPath } from '../../src/lib/addressSlug'
import { authClient } from '../../src/services/authClient'
import { fixtureListings } from '../fixtures/listings'
import { cognito } from '../msw/cognito'
import { customerService } from '../msw/customer'
import { detailHandlers } from '../msw/detailHandlers'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'

// The secure token cookies need an https page, as in production; hence the options above.

const home = fixtureListings.find(
  (listing: ListingRecord) =>
    listing.permissions.displayAddressOnInternet === 'Y' &&
    listing.permissions.displayPublic === 'Y' &&
    listing.images.length > 0 &&
    !RESTRICTED_HISTORY_BOARDS.includes(listing.boardId),
)
if (!home) throw new Error('no public fixture listing')
const path = detailPath(home)

/** The customer service with the save call too: what was posted is listed from then on. */
function customerWithSaves() {
  const service = customerService()
  const posted: SavedHomeInput[] = []
  const save = http.post('http://127.0.0.1:8787/user/saved-homes', async ({ request }) => {
    if (!request.headers.get('authorization')?.startsWith('Bearer ')) {
      return HttpResponse.json({ message: 'A valid ID token is required.' }, { status: 401 })
    }
    const body = (await request.json()) as SavedHomeInput
    posted.push(body)
    const saved: SavedHome = {
      ...body,
      id: posted.length,
      savedAt: '2026-11-23T10:00:00.000Z',
    }
    service.state.homes.push(saved)
    return HttpResponse.json(saved, { status: 201 })
  })
  server.use(save, ...service.handlers)
  return { posted, state: service.state }
}

afterEach(async () => {
  await authClient.signOut()
  document.cookie = 'activeSession=; max-age=0; path=/real-estate'
  window.sessionStorage.clear()
})

// Amplify loads and answers through MSW on a shared machine: give each wait some room.
configure({ asyncUtilTimeout: 10_000 })

/** The home's own heart, in the bar above the photos (the cards below have theirs). */
const bar = async () => within(await screen.findByRole('navigation', { name: 'Back' }))

/**
 * The home's heart once it can be pressed: a guest's once the session is known; a customer's
 * once their heart (loaded for customers only) has replaced the one drawn while it loads.
 */
const pressableHeart = () =>
  waitFor(async () => {
    const heart = (await bar()).getByRole('button', { name: /^Save / })
    expect(heart).toBeEnabled()
    return heart
  })

describe('the save-home heart on the listing detail page', { timeout: 120_000 }, () => {
  it('saves the home for a signed-in customer and shows it saved', async () => {
    server.use(cognito().handler, ...detailHandlers())
    const { posted } = customerWithSaves()
    await authClient.signIn('amira@example.ca', 'Secret#2026')
    const { user } = await renderWithProviders(undefined, { route: path })
    const heart = await pressableHeart()
    expect(heart).toHaveAttribute('aria-pressed', 'false')
    await user.click(heart)
    const saved = await (await bar()).findByRole('button', { name: /^Saved: / })
    expect(saved).toHaveAttribute('aria-pressed', 'true')
    expect(await screen.findByText('Home saved to your Saved Homes.')).toBeInTheDocument()
    expect(posted).toEqual([
      expect.objectContaining({
        mlsNumber: home.mlsNumber,
        boardId: home.boardId,
        path,
        price: home.listPrice,
      }),
    ])
    // The similar homes' cards carry their own hearts.
    const similar = await screen.findByRole('region', { name: 'Similar Listings' })
    await waitFor(() => {
      expect(within(similar).getAllByRole('button', { name: /^Save / }).length).toBeGreaterThan(0)
    })
    // Pressed again it forgets the home.
    await user.click(saved)
    expect(await (await bar()).findByRole('button', { name: /^Save / })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(await screen.findByText('Home removed from your Saved Homes.')).toBeInTheDocument()
  })

  it('sends a guest to login with the way back, and saves the home once they sign in', async () => {
    server.use(cognito().handler, ...detailHandlers())
    const { posted } = customerWithSaves()
    const { user, router } = await renderWithProviders(undefined, { route: path })
    const heart = await pressableHeart()
    await user.click(heart)
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/auth/login')
    })
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent(`/real-estate${path}`)}`,
    )
    expect(posted).toEqual([])

    await screen.findByRole('heading', { name: 'Login', level: 1 })
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'amira@example.ca')
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Secret#2026')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(path)
    })
    expect(posted).toEqual([
      expect.objectContaining({ mlsNumber: home.mlsNumber, boardId: home.boardId, path }),
    ])
    expect(await (await bar()).findByRole('button', { name: /^Saved: / })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })
})
