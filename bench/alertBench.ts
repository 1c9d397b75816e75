// What the two alert benches share: the feed's next matching home, and memory and time figures.
import { readFileSync } from 'node:fs'
import { SERVICE_KEY_HEADER } from '../server/src/auth/serviceKey'

export interface TickedListing {
  readonly mlsNumber: string
  readonly boardId: number
  readonly type: string
  readonly class: string
  readonly updatedOn: string
}

/** A process's peak resident memory in MB (Linux's VmHWM), or undefined where there is none. */
export function peakRssMb(pid: number | 'self' = 'self'): number | undefined {
  try {
    const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8')
    const kb = /^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1]
    return kb === undefined ? undefined : Math.round(Number(kb) / 1024)
  } catch {
    return undefined
  }
}

/** `POST /admin/feed/tick` from this machine with the service's key, as its admin routes need. */
const adminTick = (baseUrl: string, serviceKey: string, body: object) =>
  fetch(`${baseUrl}/admin/feed/tick`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SERVICE_KEY_HEADER]: serviceKey },
    body: JSON.stringify(body),
  })

/** Applies `events` feed events of any kind at once (the admin call, 100 at most). */
export async function tickFeed(
  baseUrl: string,
  serviceKey: string,
  events: number,
): Promise<number> {
  let applied = 0
  for (let left = events; left > 0; left -= 100) {
    const response = await adminTick(baseUrl, serviceKey, { events: Math.min(left, 100) })
    if (!response.ok) throw new Error(`feed tick answered ${String(response.status)}`)
    applied += ((await response.json()) as { events: unknown[] }).events.length
  }
  return applied
}

/**
 * The feed's next new home for sale in a city: a relisted home may come back as a lease or a
 * commercial unit, which a home search does not match, so ticks continue until one qualifies.
 */
export async function newHomeForSale(
  baseUrl: string,
  serviceKey: string,
  city: string,
): Promise<TickedListing> {
  for (let tries = 0; tries < 50; tries += 1) {
    const response = await adminTick(baseUrl, serviceKey, { kind: 'new', city })
    if (!response.ok) throw new Error(`feed tick answered ${String(response.status)}`)
    const { events } = (await response.json()) as { events: { listing?: TickedListing }[] }
    const listing = events[0]?.listing
    if (listing?.type === 'Sale' && listing.class !== 'CommercialProperty') return listing
  }
  throw new Error(`the feed made no new home for sale in ${city} in 50 events`)
}

export const seconds = (ms: number) => Number((ms / 1000).toFixed(1))
