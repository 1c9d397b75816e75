import { SERVICE_KEY_HEADER, localServiceKey } from '../../src/auth/serviceKey'

/** A test server's address and data folder: where its development service key is kept. */
export interface FeedTickTarget {
  readonly baseUrl: string
  readonly dataDir: string
}

/** The header that lets a caller on this machine drive a development server's admin routes. */
export const adminHeaders = (dataDir: string) => ({
  [SERVICE_KEY_HEADER]: localServiceKey(dataDir),
})

/** `POST /admin/feed/tick` as the developer sends it: from loopback, with the service key. */
export function tickFeed(target: FeedTickTarget, body: object): Promise<Response> {
  return fetch(`${target.baseUrl}/admin/feed/tick`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...adminHeaders(target.dataDir) },
    body: JSON.stringify(body),
  })
}
