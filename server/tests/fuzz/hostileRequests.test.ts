import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_RATE_LIMITS } from '../../src/rateLimitConfig'
import { customerClaims, AUDIENCE, ISSUER, startTestPool, type TestPool } from '../customer/tokens'
import { startTestServer, type TestServer } from '../helpers'
import { hostileBody, hostileQuery, hostileSegment } from './hostile'
import {
  CONTACT_ROUTES,
  CUSTOMER_ROUTES,
  GEO_ROUTES,
  REALTY_ROUTES,
  type FuzzRoute,
} from './routes'

/** The routes anyone can call: at least TOTAL_REQUESTS go to these alone. */
const PUBLIC_ROUTES: readonly FuzzRoute[] = [...REALTY_ROUTES, ...GEO_ROUTES, ...CONTACT_ROUTES]
/** Every route the suite sends hostile requests to. */
const ROUTES: readonly FuzzRoute[] = [...PUBLIC_ROUTES, ...CUSTOMER_ROUTES]

/** At least this many requests over the public routes, and again over the customer routes. */
const TOTAL_REQUESTS = 10_000
const runsFor = (route: FuzzRoute) =>
  Math.ceil(
    TOTAL_REQUESTS /
      (PUBLIC_ROUTES.includes(route) ? PUBLIC_ROUTES.length : CUSTOMER_ROUTES.length),
  )

let pool: TestPool
let server: TestServer
let token: string
const statuses = new Map<number, number>()
let publicRequests = 0
const failures: string[] = []

beforeAll(async () => {
  pool = await startTestPool()
  server = await startTestServer({
    config: {
      datasetSize: 300,
      identity: { jwksUrl: pool.jwksUrl, issuer: ISSUER, audience: AUDIENCE },
      // The contact route's own cap on stored leads would answer 429 before the handler runs.
      rateLimits: { ...DEFAULT_RATE_LIMITS, enabled: false, leadsPerWindow: 1_000_000 },
    },
  })
  token = await pool.token(customerClaims('amira'))
  // Something to find: an application (id 1) with a signer, a document and a saved search.
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const post = (path: string, body: unknown) =>
    fetch(`${server.baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
  await post('/application', {})
  await post('/application/1/signer', { firstName: 'Co', relation: 'married' })
  await post('/application/1/documents/upload-url', {
    name: 'id.pdf',
    contentType: 'application/pdf',
    size: 10,
  })
  await post('/user/saved-searches', { name: 'Oakville', path: '/search' })
}, 60_000)

afterAll(async () => {
  const total = [...statuses.values()].reduce((sum, count) => sum + count, 0)
  const byStatus = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${String(s)}: ${String(n)}`)
  console.log(`hostile requests: ${String(total)} sent, ${byStatus.join(', ')}`)
  await server.close()
  await pool.close()
})

const fill = (path: string, segments: readonly string[]) => {
  let index = 0
  return path.replace(/:\w+/g, () => segments[index++] ?? '1')
}

async function send(route: FuzzRoute, segments: string[], query: string, body: string) {
  const path = fill(route.path, segments)
  const url = `${server.baseUrl}${path}${query ? `${path.includes('?') ? '&' : '?'}${query}` : ''}`
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE'
  const response = await fetch(url, {
    method: route.method,
    headers: {
      ...(route.signedIn ? { authorization: `Bearer ${token}` } : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    body: hasBody ? body : undefined,
  })
  await response.arrayBuffer()
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
  if (response.status >= 500) {
    failures.push(`${route.method} ${url.slice(server.baseUrl.length)} ${hasBody ? body : ''}`)
  }
}

describe('hostile requests', () => {
  it.each(
    ROUTES.map(
      (route) =>
        [`${route.method} ${route.path}${route.signedIn ? ' (signed in)' : ''}`, route] as const,
    ),
  )(
    '%s never answers 500',
    async (_name, route) => {
      const before = failures.length
      const sentBefore = [...statuses.values()].reduce((sum, count) => sum + count, 0)
      await fc.assert(
        fc.asyncProperty(
          fc.array(hostileSegment, { minLength: 3, maxLength: 3 }),
          hostileQuery(route.query ?? []),
          hostileBody(route.bodies),
          async (segments, query, body) => {
            await send(route, segments, query, body)
          },
        ),
        { numRuns: runsFor(route) },
      )
      expect(failures.slice(before)).toEqual([])
      const sent = [...statuses.values()].reduce((sum, count) => sum + count, 0) - sentBefore
      if (PUBLIC_ROUTES.includes(route)) publicRequests += sent
    },
    120_000,
  )

  it(`sent at least ${String(TOTAL_REQUESTS)} requests to realty, geo and contact, 0 answers of 500`, () => {
    console.log(`hostile requests to realty, geo and contact: ${String(publicRequests)}`)
    expect(publicRequests).toBeGreaterThanOrEqual(TOTAL_REQUESTS)
    expect(failures).toEqual([])
  })
})
