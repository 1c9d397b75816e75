import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { detailPath } from '../../contract/detailPath'
import type { ListingRecord } from '../../contract/listing'
import { buildApp } from '../../server/src/app'
import { loadConfig, type ServerConfig } from '../../server/src/config'

/** Listings in the sample service's dataset: enough for every city's list to fill a page. */
const SAMPLE_LISTINGS = 1500

/** The local realty service in the build's own process, answering the renders' requests. */
export interface SampleService {
  /** A listing's page (path under the base), to render the listing pages' frame filled. */
  readonly listingPath: string
  /** Stops answering (the build's `fetch` is the platform's again) and deletes its data. */
  close(): Promise<void>
}

/**
 * Starts the local realty service over a small generated dataset in a temporary folder and
 * answers every `fetch` to `serviceUrl` from it in process (Fastify's `inject`: no port), so the
 * build can render a screen as its first answers fill it. The answers are the service's own, in
 * the provider's contract and under the boards' rules, as a guest gets them.
 */
export async function startSampleService(serviceUrl: string): Promise<SampleService> {
  const dataDir = mkdtempSync(join(tmpdir(), 'prerender-sample-'))
  const defaults = loadConfig({})
  const config: ServerConfig = {
    ...defaults,
    dataDir,
    datasetSize: SAMPLE_LISTINGS,
    listings: { ...defaults.listings, source: 'sqlite', searchWorkers: 0 },
    // The sample market stands still and sends no alerts.
    feed: { ...defaults.feed, eventsPerMinute: 0 },
    alerts: { ...defaults.alerts, intervalMs: 0 },
  }
  const app = await buildApp(config, { log: false })
  const platformFetch = globalThis.fetch
  const base = serviceUrl.replace(/\/+$/, '')
  // The renders only read: a request that would send something is refused like an unknown address.
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init)
    if (request.method !== 'GET' || !request.url.startsWith(`${base}/`)) {
      throw new Error(
        `the build's render asked ${request.method} ${request.url}, which no sample service answers`,
      )
    }
    const answer = await app.inject({
      method: 'GET',
      url: request.url.slice(base.length),
      headers: Object.fromEntries(request.headers),
    })
    return new Response(new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: answer.headers as Record<string, string>,
    })
  }
  const close = async () => {
    globalThis.fetch = platformFetch
    await app.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    const search = await app.inject({
      method: 'GET',
      url: '/listings?type=sale&status=A&city=Toronto&resultsPerPage=20&pageNum=1',
    })
    // A listing a guest sees whole (its address and photos), so its page draws every part.
    const listing = search
      .json<{ listings: ListingRecord[] }>()
      .listings.find(
        (candidate) =>
          candidate.permissions.displayPublic === 'Y' &&
          candidate.permissions.displayAddressOnInternet === 'Y' &&
          candidate.images.length > 1,
      )
    if (!listing) throw new Error('the sample service has no public Toronto listing for sale')
    return { listingPath: detailPath(listing), close }
  } catch (error) {
    await close()
    throw error
  }
}
