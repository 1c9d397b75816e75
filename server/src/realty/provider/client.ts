import { BoundedCache, type CacheLimits } from './cache'
import { failureFor, reasonOf, type ProviderOutcome } from './failures'

/** The header the provider reads the brokerage's key from. */
export const PROVIDER_KEY_HEADER = 'REPLIERS-API-KEY'

export type ParamValue = string | number | boolean | readonly (string | number)[] | undefined
export type ProviderParams = Readonly<Record<string, ParamValue>>

export interface ProviderClientOptions {
  readonly baseUrl: string
  readonly apiKey: string
  readonly timeoutMs: number
  readonly cache?: CacheLimits
  /** Replaceable for tests; the global fetch otherwise. */
  readonly fetch?: typeof fetch
  /** Told of every failed call (the service's metrics count them). */
  readonly onFailure?: (outcome: ProviderOutcome) => void
  /** The id of the request a call serves, sent as `x-request-id` so both sides' logs match. */
  readonly requestId?: () => string | undefined
  /**
   * Parameters added to every listings search (`/listings`) whoever asks it: the board rules'
   * site-wide filters, so that no page, count or figure can leave them out.
   */
  readonly everySearch?: ProviderParams
}

/** The provider's search path: the one call answering pages, counts, clusters and figures. */
const SEARCH_PATH = '/listings'

export interface ProviderCallStats {
  /** Calls that went to the provider (cache misses that were not joined to one in flight). */
  calls: number
  /** Time spent waiting for the provider, summed over those calls. */
  providerMs: number
  /** Requests answered by joining an identical call already in flight. */
  joined: number
  /** Characters of the provider's answers, summed over those calls (what there was to parse). */
  answerChars: number
}

/** Up to 2,000 answers and 32 MB: a few thousand map views and list pages. */
export const DEFAULT_CACHE_LIMITS: CacheLimits = { maxEntries: 2000, maxBytes: 32 * 1024 * 1024 }

/**
 * The same parameters in any order make the same query string, so they share a cache entry;
 * arrays repeat their name (`city=A&city=B`), as the provider reads them.
 */
export function queryString(params: ProviderParams): string {
  const search = new URLSearchParams()
  for (const name of Object.keys(params).sort()) {
    const value = params[name]
    if (value === undefined) continue
    const values = Array.isArray(value) ? value : [value]
    for (const item of values) search.append(name, String(item))
  }
  return search.toString()
}

/**
 * The longest URL the provider is sent: servers commonly refuse request lines past 8 KB, so a
 * search whose map area would make a longer one sends the area in a POST body instead.
 */
export const MAX_PROVIDER_URL_LENGTH = 4096

/** How one call goes out: a GET, or a search with its map area in a POST body. */
export interface ProviderRequest {
  readonly url: string
  readonly method: 'GET' | 'POST'
  readonly body?: string
}

/**
 * The provider documents `POST /listings` with the search's parameters in the query and the map
 * area (`map`, the same GeoJSON coordinates text) in a JSON body "if the map is too large for a
 * GET request": a search whose URL would pass the limit goes that way, any other call as a GET.
 */
export function providerRequest(
  baseUrl: string,
  path: string,
  params: ProviderParams,
): ProviderRequest {
  const url = `${baseUrl}${path}?${queryString(params)}`
  const { map, ...rest } = params
  if (url.length <= MAX_PROVIDER_URL_LENGTH || path !== '/listings' || map === undefined) {
    return { url, method: 'GET' }
  }
  return {
    url: `${baseUrl}${path}?${queryString(rest)}`,
    method: 'POST',
    body: JSON.stringify({ map }),
  }
}

/**
 * Calls the listing provider with the brokerage's key, which is added here and nowhere else.
 * Answers are cached for the time the caller gives; identical calls in flight share one request;
 * every failure becomes a ProviderFailure the route can answer with.
 */
export class ProviderClient {
  private readonly cache: BoundedCache<unknown>
  private readonly inFlight = new Map<string, Promise<unknown>>()
  private readonly fetcher: typeof fetch
  readonly stats: ProviderCallStats = { calls: 0, providerMs: 0, joined: 0, answerChars: 0 }

  constructor(private readonly options: ProviderClientOptions) {
    this.cache = new BoundedCache(options.cache ?? DEFAULT_CACHE_LIMITS)
    this.fetcher = options.fetch ?? fetch
  }

  get cacheStats() {
    return this.cache.stats
  }

  /** GET `path` with `params`; a 2xx answer is kept for `ttlMs` (0: not kept). */
  async get<T>(path: string, params: ProviderParams, ttlMs: number): Promise<T> {
    // Every search carries the site's own conditions, however it goes out (GET or POST).
    const everySearch = path === SEARCH_PATH ? this.options.everySearch : undefined
    const sent = everySearch ? { ...params, ...everySearch } : params
    const key = `${path}?${queryString(sent)}`
    const cached = this.cache.get(key)
    if (cached !== undefined) return cached as T
    const pending = this.inFlight.get(key)
    if (pending) {
      this.stats.joined += 1
      return (await pending) as T
    }
    const call = this.call(providerRequest(this.options.baseUrl, path, sent)).then(
      ({ value, bytes }) => {
        this.cache.set(key, value, bytes, ttlMs)
        return value
      },
    )
    this.inFlight.set(key, call)
    try {
      return (await call) as T
    } finally {
      this.inFlight.delete(key)
    }
  }

  private async call(request: ProviderRequest): Promise<{ value: unknown; bytes: number }> {
    const started = performance.now()
    this.stats.calls += 1
    let response: Response
    let text: string
    try {
      response = await this.fetcher(request.url, {
        method: request.method,
        headers: {
          [PROVIDER_KEY_HEADER]: this.options.apiKey,
          accept: 'application/json',
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...requestIdHeader(this.options.requestId?.()),
        },
        ...(request.body === undefined ? {} : { body: request.body }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      })
      text = await response.text()
      this.stats.answerChars += text.length
    } catch (error) {
      throw this.failure(
        isTimeout(error)
          ? { kind: 'timeout', afterMs: this.options.timeoutMs }
          : { kind: 'unreachable' },
      )
    } finally {
      this.stats.providerMs += performance.now() - started
    }
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch {
      throw this.failure(
        response.ok ? { kind: 'invalid-json' } : { kind: 'status', status: response.status },
      )
    }
    if (!response.ok) {
      throw this.failure({
        kind: 'status',
        status: response.status,
        reason: reasonOf(value),
        retryAfter: response.headers.get('retry-after'),
      })
    }
    return { value, bytes: text.length }
  }

  private failure(outcome: ProviderOutcome) {
    this.options.onFailure?.(outcome)
    return failureFor(outcome)
  }
}

function requestIdHeader(id: string | undefined): Record<string, string> {
  return id === undefined ? {} : { 'x-request-id': id }
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
}
