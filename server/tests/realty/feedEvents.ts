import { expect } from 'vitest'
import { FEED_EVENT_KINDS } from '../../../contract/feed'

/** Three market-feed events of every kind in Toronto, through the service's admin tick. */
export async function feedEveryKind(baseUrl: string): Promise<void> {
  for (const kind of FEED_EVENT_KINDS) {
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(`${baseUrl}/admin/feed/tick`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ kind, city: 'Toronto' }),
      })
      expect(response.status, await response.clone().text()).toBe(200)
    }
  }
}
