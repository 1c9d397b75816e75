import { afterEach, describe, expect, it, vi } from 'vitest'
import { ServiceError, createServiceCache } from '../../src/services/serviceCache'

const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }))

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the map service cache', () => {
  it('keeps an answer for its time to live, then asks again', async () => {
    let now = 0
    const fetch = vi.fn(() => answer({ n: 1 }))
    vi.stubGlobal('fetch', fetch)
    const cache = createServiceCache(() => now)
    const read = (body: unknown) => (body as { n: number }).n
    expect(await cache.load('/geo/lake', read, 1000)).toBe(1)
    now = 999
    expect(await cache.load('/geo/lake', read, 1000)).toBe(1)
    expect(cache.peek('/geo/lake')).toBe(1)
    expect(fetch).toHaveBeenCalledTimes(1)
    now = 1000
    expect(cache.peek('/geo/lake')).toBeUndefined()
    await cache.load('/geo/lake', read, 1000)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('shares a call under way, but a call with a signal or asked again is its own', async () => {
    const fetch = vi.fn(() => answer({}))
    vi.stubGlobal('fetch', fetch)
    const cache = createServiceCache()
    await Promise.all([cache.load('/a', String, 1000), cache.load('/a', String, 1000)])
    expect(fetch).toHaveBeenCalledTimes(1)
    await cache.load('/a', String, 1000, { again: true })
    expect(fetch).toHaveBeenCalledTimes(2)
    await Promise.all([
      cache.load('/b', String, 1000, { signal: new AbortController().signal }),
      cache.load('/b', String, 1000, { signal: new AbortController().signal }),
    ])
    expect(fetch).toHaveBeenCalledTimes(4)
  })

  it('keeps no failure, and tells its listeners of each answer kept', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answer({ message: 'no' }, 503)),
    )
    const cache = createServiceCache()
    const heard = vi.fn()
    cache.subscribe(heard)
    await expect(cache.load('/a', String, 1000)).rejects.toBeInstanceOf(ServiceError)
    expect(cache.peek('/a')).toBeUndefined()
    expect(heard).not.toHaveBeenCalled()
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answer({})),
    )
    await cache.load('/a', () => 'kept', 1000)
    expect(heard).toHaveBeenCalledTimes(1)
    expect(cache.peek('/a')).toBe('kept')
  })
})
