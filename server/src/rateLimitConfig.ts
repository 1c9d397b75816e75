/**
 * Per-client request limits, one allowance per route group and client address, counted over a
 * fixed window of a minute. The defaults are far above what one person's browser sends (a map
 * pan asks for clusters and a count; typing in the search box asks per key), and low enough that
 * one script cannot take the service's time from everyone else.
 */
export const RATE_LIMIT_GROUPS = [
  'map',
  'statistics',
  'contact',
  'images',
  'customer',
  'other',
] as const
export type RateLimitGroup = (typeof RATE_LIMIT_GROUPS)[number]

export interface RateLimitSettings {
  /** RATE_LIMITS=off turns every limit off (benches, a host whose proxy limits instead). */
  readonly enabled: boolean
  readonly windowMs: number
  /** Requests per window per client address, per group (RATE_LIMIT_<GROUP>). */
  readonly perWindow: Readonly<Record<RateLimitGroup, number>>
  /**
   * Valid leads one address may store per window (RATE_LIMIT_LEADS), checked by the contact
   * route after the body is valid; on even when RATE_LIMITS=off, since it caps stored rows.
   */
  readonly leadsPerWindow: number
  /**
   * REDIS_URL: the counters live in Redis (or Valkey), shared by every instance, so a client's
   * allowance is the same however a load balancer spreads its requests; unset: in memory.
   */
  readonly redisUrl?: string
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  enabled: true,
  windowMs: 60_000,
  perWindow: {
    // Listings, clusters, counts, places, polygons, autocomplete and /geo: 30 a second sustained.
    map: 1800,
    // Trends statistics and listing history: each costs far more than a map view.
    statistics: 120,
    // Leads (each valid lead is also capped at 10 a minute by the contact route itself).
    contact: 30,
    // Listing photos: a results page shows dozens at a time.
    images: 6000,
    customer: 600,
    other: 600,
  },
  // A person sends a lead or two; ten a minute from one address is a script.
  leadsPerWindow: 10,
}

type Read = (name: string) => string | undefined

function perWindow(read: Read, group: RateLimitGroup | 'leads'): number {
  const name = `RATE_LIMIT_${group.toUpperCase()}`
  const value = read(name)
  if (value === undefined) {
    return group === 'leads'
      ? DEFAULT_RATE_LIMITS.leadsPerWindow
      : DEFAULT_RATE_LIMITS.perWindow[group]
  }
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 1_000_000) {
    throw new Error(`${name} must be a whole number of requests a minute, not "${value}"`)
  }
  return parsed
}

/**
 * RATE_LIMITS=on|off, RATE_LIMIT_MAP, _STATISTICS, _CONTACT, _IMAGES, _CUSTOMER, _OTHER (requests
 * a minute), RATE_LIMIT_LEADS (stored leads a minute) and REDIS_URL (where counters are shared).
 */
export function readRateLimits(read: Read): RateLimitSettings {
  const switched = read('RATE_LIMITS') ?? 'on'
  if (switched !== 'on' && switched !== 'off') {
    throw new Error(`RATE_LIMITS must be on or off, not "${switched}"`)
  }
  return {
    enabled: switched === 'on',
    windowMs: DEFAULT_RATE_LIMITS.windowMs,
    perWindow: Object.fromEntries(
      RATE_LIMIT_GROUPS.map((group) => [group, perWindow(read, group)]),
    ) as Record<RateLimitGroup, number>,
    leadsPerWindow: perWindow(read, 'leads'),
    redisUrl: redisUrl(read('REDIS_URL')),
  }
}

function redisUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  // Only the scheme is named: the URL may carry the server's password.
  if (!/^rediss?:\/\/[^/]/.test(value)) {
    throw new Error('REDIS_URL must be a redis:// or rediss:// URL')
  }
  return value
}
