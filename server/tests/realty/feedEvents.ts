import { expect } from 'vitest'
import { FEED_EVENT_KINDS } from '../../../contract/feed'
import { tickFeed, type FeedTickTarget } from '../feed/feedTick'

/** Three market-feed events of every kind in Toronto, through the service's admin tick. */
export async function feedEveryKind(server: FeedTickTarget): Promise<void> {
  for (const kind of FEED_EVENT_KINDS) {
    for (let i = 0; i < 3; i += 1) {
      const response = await tickFeed(server, { kind, city: 'Toronto' })
      expect(response.status, await response.clone().text()).toBe(200)
    }
  }
}
