import type { TSchema } from 'typebox'
import { GeocodeQuery, PredictionsQuery } from '../../../contract/geo'
import {
  AutocompleteQuery,
  HistoryQuery,
  ListingsQuery,
  LocationsQuery,
  PolygonQuery,
} from '../../../contract/realty'
import { generalLead, listingContactLead } from '../contact/leads'

/**
 * One route to fuzz: its method, its path (`:name` segments get hostile values), the query names
 * it knows (hostile names are added), valid bodies to start from, and whether it needs a token.
 */
export interface FuzzRoute {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  readonly path: string
  readonly query?: readonly string[]
  readonly bodies?: readonly Record<string, unknown>[]
  readonly signedIn?: boolean
}

const namesOf = (schema: TSchema) =>
  Object.keys((schema as { properties?: Record<string, unknown> }).properties ?? {})

export const GEO_ROUTES: readonly FuzzRoute[] = [
  { method: 'GET', path: '/geo/predictions', query: namesOf(PredictionsQuery) },
  { method: 'GET', path: '/geo/geocode', query: namesOf(GeocodeQuery) },
  { method: 'GET', path: '/geo/lake' },
]

export const CONTACT_ROUTES: readonly FuzzRoute[] = [
  {
    method: 'POST',
    path: '/realty/contact',
    bodies: [generalLead(), listingContactLead()],
  },
]

const person = { firstName: 'Amira', email: 'amira@example.ca' }
const home = {
  mlsNumber: 'C5000001',
  boardId: 1,
  address: '1 King St W',
  path: '/listing/1',
  price: 1,
  imageKey: null,
}
const search = { name: 'Oakville', path: '/search?city=Oakville', polygon: null }
const signed = (route: Omit<FuzzRoute, 'signedIn'>): FuzzRoute => ({ ...route, signedIn: true })

export const CUSTOMER_ROUTES: readonly FuzzRoute[] = [
  signed({ method: 'GET', path: '/user' }),
  signed({
    method: 'PUT',
    path: '/user',
    bodies: [{ name: { first: 'A', last: 'B' }, phone: null }],
  }),
  signed({ method: 'POST', path: '/user', bodies: [{ emailNotifications: true }] }),
  signed({
    method: 'POST',
    path: '/user/email-check',
    bodies: [{ email: 'a@b.ca', type: 'login' }],
  }),
  signed({ method: 'GET', path: '/dashboard' }),
  signed({ method: 'GET', path: '/user/saved-homes' }),
  signed({ method: 'POST', path: '/user/saved-homes', bodies: [home] }),
  signed({ method: 'DELETE', path: '/user/saved-homes/:id' }),
  signed({ method: 'GET', path: '/user/saved-searches' }),
  signed({ method: 'POST', path: '/user/saved-searches', bodies: [search] }),
  signed({ method: 'PUT', path: '/user/saved-searches/:id', bodies: [{ name: 'New name' }] }),
  signed({ method: 'DELETE', path: '/user/saved-searches/:id' }),
  signed({ method: 'POST', path: '/application', bodies: [{ applicant: person }] }),
  signed({ method: 'GET', path: '/application/:id' }),
  signed({ method: 'PUT', path: '/application/:id', bodies: [{ applicant: person }] }),
  signed({
    method: 'POST',
    path: '/application/:id/signer',
    bodies: [{ ...person, relation: 'married' }],
  }),
  signed({
    method: 'PUT',
    path: '/application/:id/signer/:signerId',
    bodies: [{ relation: 'other' }],
  }),
  signed({ method: 'DELETE', path: '/application/:id/signer/:signerId' }),
  signed({
    method: 'POST',
    path: '/application/:id/documents/upload-url',
    bodies: [{ name: 'id.pdf', contentType: 'application/pdf', size: 10 }],
  }),
  signed({ method: 'GET', path: '/application/:id/documents' }),
  signed({ method: 'PUT', path: '/application/:id/documents/:documentId', bodies: [{}] }),
  signed({ method: 'GET', path: '/application/:id/match' }),
  signed({ method: 'POST', path: '/application/:id/submit' }),
  signed({
    method: 'PUT',
    path: '/application/:id/match/:matchId',
    bodies: [{ status: 'accepted' }],
  }),
  signed({ method: 'GET', path: '/user/referrals' }),
  // The same routes without a token answer 401 before anything else; fuzzed too.
  { method: 'GET', path: '/user' },
  { method: 'POST', path: '/application', bodies: [{}] },
]

/** The realty routes, as a guest sends them (the board rules answer some with 401). */
export const REALTY_ROUTES: readonly FuzzRoute[] = [
  { method: 'GET', path: '/listings', query: namesOf(ListingsQuery) },
  {
    method: 'POST',
    path: '/listings?type=count',
    bodies: [
      { city: ['Toronto'], status: ['A'] },
      {
        map: [
          [
            [-79.4, 43.6],
            [-79.3, 43.6],
            [-79.3, 43.7],
            [-79.4, 43.6],
          ],
        ],
      },
    ],
  },
  { method: 'GET', path: '/listings/history', query: namesOf(HistoryQuery) },
  { method: 'GET', path: '/listings/:mls', query: ['boardId', 'fields'] },
  { method: 'POST', path: '/listings/:mls', bodies: [{ boardId: 1 }] },
  { method: 'GET', path: '/listings/:mls/similar', query: ['boardId'] },
  { method: 'GET', path: '/listings/:mls/suggestions', query: ['boardId'] },
  { method: 'GET', path: '/autocomplete', query: namesOf(AutocompleteQuery) },
  { method: 'GET', path: '/locations', query: namesOf(LocationsQuery) },
  { method: 'GET', path: '/polygons', query: namesOf(PolygonQuery) },
  // A customer's searches reach what a guest's are refused (sold-price filters, exact positions).
  { method: 'GET', path: '/listings', query: namesOf(ListingsQuery), signedIn: true },
  { method: 'GET', path: '/autocomplete', query: namesOf(AutocompleteQuery), signedIn: true },
]
