import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstNonFinite } from '../../src/finiteNumbers'
import { startTestServer, type TestServer } from '../helpers'
import { CONTACT_ROUTES, GEO_ROUTES, REALTY_ROUTES } from './routes'

// Every query name of every public route, given each number that is not a plain finite one:
// the random suite meets these by chance, this one always.

const NUMBERS = ['1e309', '-1e309', 'Infinity', '-Infinity', 'NaN', '-0', '9007199254740993']

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ config: { datasetSize: 100 } })
})

afterAll(async () => {
  await server.close()
})

const routes = [...REALTY_ROUTES, ...GEO_ROUTES, ...CONTACT_ROUTES].filter(
  (route) => route.method === 'GET' && !route.signedIn,
)

describe('huge and special numbers', () => {
  it.each(routes.map((route) => [route.path, route.query ?? []] as const))(
    'GET %s answers no 500 for any of them in any query name',
    async (path, names) => {
      const failures: string[] = []
      for (const name of names) {
        for (const value of NUMBERS) {
          const url = `${path.replace(/:\w+/g, 'C1')}?${new URLSearchParams({ [name]: value, search: 'a' }).toString()}`
          const response = await fetch(`${server.baseUrl}${url}`)
          await response.arrayBuffer()
          if (response.status >= 500) failures.push(`${url} → ${String(response.status)}`)
        }
      }
      expect(failures).toEqual([])
    },
  )

  it('refuses Infinity in a JSON body (1e309 parses to it) with a 400 naming the field', async () => {
    const response = await fetch(`${server.baseUrl}/listings/C1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"boardId": 1e309}',
    })
    expect(response.status).toBe(400)
  })

  it.each([
    [{ a: 1, b: [2, Infinity] }, 'q/b/1'],
    [{ a: Number.NaN }, 'q/a'],
    [{ a: -0, b: 'Infinity' }, undefined],
  ])('firstNonFinite(%j) is %s', (value, path) => {
    expect(firstNonFinite(value, 'q')).toBe(path)
  })
})
