/**
 * A bounded memory cache of provider answers: at most `maxEntries` answers and `maxBytes` of
 * them (each counted by the size of the JSON it came from), each kept for its own time to live.
 * The least recently used answer goes first when a bound is reached. Cached values are shared
 * between requests, so callers treat them as read-only.
 */
export interface CacheLimits {
  readonly maxEntries: number
  readonly maxBytes: number
}

interface Entry<V> {
  readonly value: V
  readonly bytes: number
  readonly expiresAt: number
}

export interface CacheStats {
  hits: number
  misses: number
  entries: number
  bytes: number
}

export class BoundedCache<V> {
  /** A Map iterates in insertion order: re-inserting on every hit keeps it least-recent first. */
  private readonly entries = new Map<string, Entry<V>>()
  private bytes = 0
  readonly stats: CacheStats = { hits: 0, misses: 0, entries: 0, bytes: 0 }

  constructor(
    private readonly limits: CacheLimits,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key)
    if (entry && entry.expiresAt > this.now()) {
      this.entries.delete(key)
      this.entries.set(key, entry)
      this.stats.hits += 1
      return entry.value
    }
    if (entry) this.remove(key, entry)
    this.stats.misses += 1
    return undefined
  }

  set(key: string, value: V, bytes: number, ttlMs: number): void {
    const previous = this.entries.get(key)
    if (previous) this.remove(key, previous)
    // One answer larger than the whole budget would only evict everything else.
    if (ttlMs <= 0 || bytes > this.limits.maxBytes) return
    this.entries.set(key, { value, bytes, expiresAt: this.now() + ttlMs })
    this.bytes += bytes
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break
      this.remove(oldest, entry)
    }
    this.sync()
  }

  clear(): void {
    this.entries.clear()
    this.bytes = 0
    this.sync()
  }

  private remove(key: string, entry: Entry<V>): void {
    this.entries.delete(key)
    this.bytes -= entry.bytes
    this.sync()
  }

  private sync(): void {
    this.stats.entries = this.entries.size
    this.stats.bytes = this.bytes
  }
}
