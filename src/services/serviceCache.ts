import { useEffect, useSyncExternalStore } from 'react'
import { useStore } from 'react-redux'
import { config } from '../app/config'
import { adoptingFetch } from './firstRequests'
import { idToken } from './idToken'

/**
 * The map's first data (pins, outlines, the lake, roads) over plain `fetch`, cached per store:
 * the map's first load then carries no RTK Query (about 15 kB gzip), which the screens that need
 * it (the results panel, the overlay) still bring when they open. Each answer is read once
 * (`read`) and kept for its time to live; a signed-in customer's calls carry their ID token, and
 * a guest's first call of an address the page asked for with its HTML takes that answer.
 */
interface Entry {
  readonly data: unknown
  readonly at: number
  readonly ttlMs: number
}

export interface ServiceCache {
  /** A fresh answer for the path, if one is kept. */
  readonly peek: (path: string) => unknown
  /**
   * The answer for the path: kept, under way (shared), or asked now. A call with a signal is its
   * own (it may be aborted); `again` asks even when an answer is kept (a new viewer).
   */
  readonly load: <T>(
    path: string,
    read: (body: unknown) => T,
    ttlMs: number,
    options?: { readonly signal?: AbortSignal; readonly again?: boolean },
  ) => Promise<T>
  readonly subscribe: (listener: () => void) => () => void
}

/** A service answer of 400 or more is a failure, as everywhere in the app. */
export class ServiceError extends Error {
  constructor(readonly status: number) {
    super(`the service answered ${String(status)}`)
  }
}

async function serviceJson(path: string, signal?: AbortSignal): Promise<unknown> {
  const token = await idToken()
  const response = await adoptingFetch(`${config.realtyApiUrl}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal,
  })
  if (response.status >= 400) throw new ServiceError(response.status)
  return response.json()
}

export function createServiceCache(now: () => number = () => Date.now()): ServiceCache {
  const kept = new Map<string, Entry>()
  const underWay = new Map<string, Promise<unknown>>()
  const listeners = new Set<() => void>()
  const fresh = (entry: Entry | undefined) => entry && now() - entry.at < entry.ttlMs

  const keep = (path: string, data: unknown, ttlMs: number) => {
    for (const [key, entry] of kept) if (!fresh(entry)) kept.delete(key)
    kept.set(path, { data, at: now(), ttlMs })
    for (const listener of listeners) listener()
  }

  return {
    peek: (path) => {
      const entry = kept.get(path)
      return fresh(entry) ? entry?.data : undefined
    },
    load: async <T>(
      path: string,
      read: (body: unknown) => T,
      ttlMs: number,
      { signal, again = false }: { readonly signal?: AbortSignal; readonly again?: boolean } = {},
    ): Promise<T> => {
      const entry = kept.get(path)
      if (entry && fresh(entry) && !again) return entry.data as T
      // A call that may be aborted is its own; others share the one under way.
      const shared = signal ? undefined : underWay.get(path)
      if (shared) return shared as Promise<T>
      const call = serviceJson(path, signal).then((body) => {
        const data = read(body)
        keep(path, data, ttlMs)
        return data
      })
      if (!signal) {
        underWay.set(path, call)
        void call.then(
          () => underWay.delete(path),
          () => underWay.delete(path),
        )
      }
      return call
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

const caches = new WeakMap<object, ServiceCache>()

/** The cache that lives as long as the store (a test's fresh store starts with an empty one). */
export function serviceCacheOf(store: object): ServiceCache {
  let cache = caches.get(store)
  if (!cache) {
    cache = createServiceCache()
    caches.set(store, cache)
  }
  return cache
}

export function useServiceCache(): ServiceCache {
  return serviceCacheOf(useStore())
}

/**
 * The answer for a path (undefined while it loads, after a failure, or without a path), asked
 * when the path changes and kept for `ttlMs`.
 */
export function useServiceData<T>(
  path: string | undefined,
  read: (body: unknown) => T,
  ttlMs: number,
): T | undefined {
  const cache = useServiceCache()
  const data = useSyncExternalStore(
    cache.subscribe,
    () => (path === undefined ? undefined : cache.peek(path)),
    // The build-time render has no answers: the page is drawn without them, as it hydrates.
    () => undefined,
  ) as T | undefined
  useEffect(() => {
    if (path === undefined) return
    // A failed call leaves the data undefined, as the screen's RTK queries did.
    cache.load(path, read, ttlMs).catch(() => undefined)
    // `read` is the path's own reader: a new function for the same path asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cache, path, ttlMs])
  return data
}
