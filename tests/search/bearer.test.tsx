import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { sessionStarted } from '../../src/features/auth/sessionSlice'
import { ListPage } from '../../src/features/list/ListPage'
import { activeSales, listingsResponse, withheldListing } from '../fixtures/listings'
import { customerService } from '../msw/customer'
import { listingsUrl } from '../msw/handlers'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '')
const TOKEN = `${b64({ alg: 'RS256' })}.${b64({ exp: Date.now() / 1000 + 3600, token_use: 'id' })}.sig`
const PREFIX = 'CognitoIdentityServiceProvider.homewise-local-client'

function signInCookies() {
  document.cookie = `${PREFIX}.LastAuthUser=buyer; path=/`
  document.cookie = `${PREFIX}.buyer.idToken=${TOKEN}; path=/`
}

afterEach(() => {
  for (const name of [`${PREFIX}.LastAuthUser`, `${PREFIX}.buyer.idToken`]) {
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`
  }
})

/** Answers the list's search and records the authorization header of every call. */
function recordAuthorization() {
  const seen: (string | null)[] = []
  const listings = [
    ...(withheldListing ? [withheldListing] : []),
    ...activeSales.filter((listing) => listing !== withheldListing).slice(0, 3),
  ]
  server.use(
    ...customerService().handlers,
    http.get(listingsUrl, ({ request }) => {
      // The list's own page (the similar-search counts ask with aggregates).
      if (!new URL(request.url).searchParams.has('aggregates'))
        seen.push(request.headers.get('authorization'))
      return HttpResponse.json({ ...listingsResponse(listings), count: listings.length })
    }),
  )
  return seen
}

const listRoute = [{ path: '/list/:state/:city', element: <ListPage /> }]

describe('realty calls and the session', () => {
  it('a guest’s search carries no bearer token, and private listings are blurred', async () => {
    const seen = recordAuthorization()
    await renderWithProviders(undefined, { route: '/list/on/toronto', routes: listRoute })
    await screen.findAllByRole('article')
    expect(seen).toEqual([null])
    expect(screen.getAllByRole('link', { name: /LOGIN TO VIEW/i }).length).toBeGreaterThan(0)
  })

  it('a signed-in customer’s search carries the ID token as bearer from the first call', async () => {
    signInCookies()
    const seen = recordAuthorization()
    await renderWithProviders(undefined, {
      route: '/list/on/toronto',
      routes: listRoute,
      preloadedState: { session: { status: 'active', user: null } },
    })
    await screen.findAllByRole('article')
    expect(seen).toEqual([`Bearer ${TOKEN}`])
    expect(screen.queryByRole('link', { name: /LOGIN TO VIEW/i })).not.toBeInTheDocument()
  })

  it('signing in after a guest search fetches it again with the token', async () => {
    const seen = recordAuthorization()
    const { store } = await renderWithProviders(undefined, {
      route: '/list/on/toronto',
      routes: listRoute,
    })
    const [first] = await screen.findAllByRole('article')
    expect(first && within(first).getByRole('link', { name: /LOGIN TO VIEW/i })).toBeTruthy()
    expect(seen).toEqual([null])

    signInCookies()
    act(() => {
      store.dispatch(
        sessionStarted({ given_name: 'Amira', family_name: 'Haddad', email: 'a@example.ca' }),
      )
    })
    await waitFor(() => {
      expect(seen).toEqual([null, `Bearer ${TOKEN}`])
    })
    await waitFor(() => {
      expect(screen.queryByRole('link', { name: /LOGIN TO VIEW/i })).not.toBeInTheDocument()
    })
  })
})
