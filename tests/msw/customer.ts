import { http, HttpResponse } from 'msw'
import type { CustomerUser, SavedHome, SavedSearch } from '../../contract/customer'

const service = 'http://127.0.0.1:8787'

/**
 * The customer service for component tests: one caller's profile, homes and searches kept in
 * memory, every call refused with 401 unless it carries a bearer token.
 */
export function customerService(start: { homes?: SavedHome[]; searches?: SavedSearch[] } = {}) {
  const state = {
    user: {
      id: 'sub-amira',
      email: 'amira@example.ca',
      given_name: 'Amira',
      family_name: 'Haddad',
      phone: null,
      emailNotifications: false,
      registered: '2026-11-02T10:00:00.000Z',
    } as CustomerUser,
    homes: [...(start.homes ?? [])],
    searches: [...(start.searches ?? [])],
    bodies: [] as unknown[],
  }
  const unauthorized = () =>
    HttpResponse.json(
      { statusCode: 401, error: 'Unauthorized', message: 'A valid ID token is required.' },
      { status: 401 },
    )
  const signed = (request: Request) =>
    /^Bearer \S+\.\S+\.\S+$/.test(request.headers.get('authorization') ?? '')
  const handlers = [
    http.get(`${service}/user`, ({ request }) =>
      signed(request) ? HttpResponse.json(state.user) : unauthorized(),
    ),
    http.put(`${service}/user`, async ({ request }) => {
      if (!signed(request)) return unauthorized()
      const body = (await request.json()) as {
        name?: { first: string; last: string }
        phone?: string | null
        emailNotifications?: boolean
      }
      state.bodies.push(body)
      // A number the service refuses though the SPA's pattern passes it: a server-side field error.
      if (body.phone?.endsWith('0000')) {
        return HttpResponse.json(
          { statusCode: 400, error: 'Bad Request', message: 'body/phone must match pattern' },
          { status: 400 },
        )
      }
      state.user = {
        ...state.user,
        ...(body.name ? { given_name: body.name.first, family_name: body.name.last } : {}),
        ...(body.phone !== undefined ? { phone: body.phone } : {}),
        ...(body.emailNotifications !== undefined
          ? { emailNotifications: body.emailNotifications }
          : {}),
      }
      return HttpResponse.json(state.user)
    }),
    // No staff member has read this customer's applications.
    http.get(`${service}/user/staff-reads`, ({ request }) =>
      signed(request) ? HttpResponse.json({ reads: [] }) : unauthorized(),
    ),
    http.get(`${service}/user/saved-homes`, ({ request }) =>
      signed(request) ? HttpResponse.json({ homes: state.homes }) : unauthorized(),
    ),
    http.delete(`${service}/user/saved-homes/:id`, ({ request, params }) => {
      if (!signed(request)) return unauthorized()
      state.homes = state.homes.filter((home) => String(home.id) !== params.id)
      return new HttpResponse(null, { status: 204 })
    }),
    http.get(`${service}/user/saved-searches`, ({ request }) =>
      signed(request) ? HttpResponse.json({ searches: state.searches }) : unauthorized(),
    ),
    http.put(`${service}/user/saved-searches/:id/frequency`, async ({ request, params }) => {
      if (!signed(request)) return unauthorized()
      const { frequency } = (await request.json()) as { frequency: SavedSearch['frequency'] }
      state.searches = state.searches.map((search) =>
        String(search.id) === params.id ? { ...search, frequency } : search,
      )
      return HttpResponse.json(state.searches.find((search) => String(search.id) === params.id))
    }),
    http.delete(`${service}/user/saved-searches/:id`, ({ request, params }) => {
      if (!signed(request)) return unauthorized()
      state.searches = state.searches.filter((search) => String(search.id) !== params.id)
      return new HttpResponse(null, { status: 204 })
    }),
  ]
  return { handlers, state }
}
