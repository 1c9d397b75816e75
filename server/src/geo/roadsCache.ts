import type { RoadsQuery } from '../../../contract/geo'

interface Entry {
  readonly body: string
  readonly etag: string
}

/** Views kept: the snapped boxes of a few sessions' worth of panning. */
const MAX_ENTRIES = 500

/**
 * The serialized answers of recent views with their ETags, least recently used dropped first:
 * the roads of a view change only when the dataset is regenerated, which restarts the service.
 * A refused query throws before anything is stored.
 */
export class RoadsCache {
  private readonly entries = new Map<string, Entry>()

  get(query: RoadsQuery, make: () => Entry): Entry {
    const key = `${query.bbox}|${String(query.zoom)}`
    const hit = this.entries.get(key)
    if (hit) {
      // Map keeps insertion order: moving a hit to the end makes the first key the oldest.
      this.entries.delete(key)
      this.entries.set(key, hit)
      return hit
    }
    const entry = make()
    this.entries.set(key, entry)
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    return entry
  }
}
