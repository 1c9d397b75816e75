import { describe, expect, it } from 'vitest'
import { BoundedCache } from '../../../src/realty/provider/cache'
import { queryString } from '../../../src/realty/provider/client'
import { failureFor, reasonOf, type ProviderOutcome } from '../../../src/realty/provider/failures'

function clock() {
  let now = 1000
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

describe('the bounded cache', () => {
  it('keeps an answer for its own time to live', () => {
    const time = clock()
    const cache = new BoundedCache<string>({ maxEntries: 10, maxBytes: 1000 }, time.now)
    cache.set('short', 'a', 1, 100)
    cache.set('long', 'b', 1, 10_000)
    time.advance(99)
    expect(cache.get('short')).toBe('a')
    time.advance(1)
    expect(cache.get('short')).toBeUndefined()
    expect(cache.get('long')).toBe('b')
    expect(cache.stats).toMatchObject({ hits: 2, misses: 1, entries: 1, bytes: 1 })
  })

  it('drops the least recently used answer past the entry bound', () => {
    const cache = new BoundedCache<number>({ maxEntries: 2, maxBytes: 1000 }, clock().now)
    cache.set('a', 1, 1, 1000)
    cache.set('b', 2, 1, 1000)
    expect(cache.get('a')).toBe(1)
    cache.set('c', 3, 1, 1000)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe(1)
    expect(cache.get('c')).toBe(3)
  })

  it('drops the oldest answers past the byte bound, and never keeps one larger than it', () => {
    const cache = new BoundedCache<string>({ maxEntries: 100, maxBytes: 10 }, clock().now)
    cache.set('a', 'x', 4, 1000)
    cache.set('b', 'y', 4, 1000)
    cache.set('c', 'z', 4, 1000)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.stats.bytes).toBe(8)
    cache.set('huge', 'w', 11, 1000)
    expect(cache.get('huge')).toBeUndefined()
    expect(cache.get('b')).toBe('y')
  })

  it('replaces an answer under the same key without counting it twice', () => {
    const cache = new BoundedCache<string>({ maxEntries: 10, maxBytes: 100 }, clock().now)
    cache.set('a', 'old', 30, 1000)
    cache.set('a', 'new', 20, 1000)
    expect(cache.get('a')).toBe('new')
    expect(cache.stats).toMatchObject({ entries: 1, bytes: 20 })
  })
})

describe('provider query strings', () => {
  it('are the same for the same parameters in any order, arrays repeated', () => {
    const one = queryString({ city: ['Toronto', 'Oakville'], status: ['A'], pageNum: 2 })
    const other = queryString({ pageNum: 2, status: ['A'], city: ['Toronto', 'Oakville'] })
    expect(one).toBe(other)
    expect(one).toBe('city=Toronto&city=Oakville&pageNum=2&status=A')
  })

  it('leave out what is undefined and encode what needs it', () => {
    expect(queryString({ search: '12 King St', boardId: undefined, cluster: true })).toBe(
      'cluster=true&search=12+King+St',
    )
  })
})

describe('provider failures as the realty routes answer them', () => {
  it.each<[string, ProviderOutcome, number, RegExp, number | undefined]>([
    [
      'a refused search',
      { kind: 'status', status: 400, reason: 'pageNum: must be >= 1' },
      400,
      /refused the search: pageNum: must be >= 1/,
      undefined,
    ],
    [
      'no such listing',
      { kind: 'status', status: 404, reason: 'Listing X1 not found' },
      404,
      /Listing X1 not found/,
      undefined,
    ],
    ['a refused key', { kind: 'status', status: 401 }, 502, /refused our credentials/, undefined],
    [
      'a forbidden call',
      { kind: 'status', status: 403 },
      502,
      /refused our credentials/,
      undefined,
    ],
    [
      'a rate limit with Retry-After',
      { kind: 'status', status: 429, retryAfter: '7' },
      503,
      /busy; try again in 7 s/,
      7,
    ],
    [
      'a rate limit without Retry-After',
      { kind: 'status', status: 429, retryAfter: null },
      503,
      /try again in 1 s/,
      1,
    ],
    [
      'an absurd Retry-After',
      { kind: 'status', status: 429, retryAfter: '86400' },
      503,
      /try again in 120 s/,
      120,
    ],
    ['a provider error', { kind: 'status', status: 500 }, 502, /failed \(status 500\)/, undefined],
    ['a provider outage', { kind: 'status', status: 503 }, 502, /failed \(status 503\)/, undefined],
    ['an odd 4xx', { kind: 'status', status: 418 }, 502, /failed \(status 418\)/, undefined],
    [
      'no answer in time',
      { kind: 'timeout', afterMs: 5000 },
      504,
      /did not answer within 5000 ms/,
      undefined,
    ],
    ['no connection', { kind: 'unreachable' }, 502, /could not be reached/, undefined],
    ['an answer that is not JSON', { kind: 'invalid-json' }, 502, /not JSON/, undefined],
  ])('%s', (_case, outcome, status, message, retryAfter) => {
    const failure = failureFor(outcome)
    expect(failure.statusCode).toBe(status)
    expect(failure.message).toMatch(message)
    expect(failure.retryAfterSeconds).toBe(retryAfter)
  })

  it.each([
    [[[{ param: 'pageNum', msg: 'must be >= 1' }]], 'pageNum: must be >= 1'],
    [[[{ msg: 'a' }], [{ param: 'b', msg: 'c' }]], 'a; b: c'],
    [{ message: 'not the provider shape' }, undefined],
    [[['not an object']], undefined],
    [[[{ msg: 'control\u0000chars\u001b[31m' }]], 'controlchars[31m'],
  ])('reads the reason of %j', (body, reason) => {
    expect(reasonOf(body)).toBe(reason)
  })
})
