import { PassThrough } from 'node:stream'
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

  // What the query parser builds: an object over an empty prototype that has none itself.
  const queryObject = (fields: object) =>
    Object.assign(Object.create(Object.create(null) as object) as object, fields)

  it.each([
    ['a query object', 'q/limit', queryObject({ limit: Number.POSITIVE_INFINITY })],
    ['a null-prototype object', 'q/a', Object.assign(Object.create(null) as object, { a: NaN })],
    ['a typed array', undefined, Float64Array.of(1, Number.POSITIVE_INFINITY)],
    ['a stream', undefined, Object.assign(new PassThrough(), { n: Number.NaN })],
    [
      'a class instance',
      undefined,
      new (class Box {
        n = Number.NaN
      })(),
    ],
  ])('firstNonFinite walks parsed values only: %s gives %s', (_name, path, value) => {
    expect(firstNonFinite(value, 'q')).toBe(path)
  })

  it('never reads the bytes of a Buffer body (each read was a step: 12 s for 10 MB)', () => {
    const body = Buffer.alloc(16)
    let reads = 0
    Object.defineProperty(body, 'probe', {
      enumerable: true,
      get: () => {
        reads += 1
        return Number.NaN
      },
    })
    expect(firstNonFinite({ body }, 'q')).toBeUndefined()
    expect(reads).toBe(0)
  })
})
