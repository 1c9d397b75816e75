import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ListingsResponse } from '../../../contract/realty'
import { realtyClient } from '../../src/alerts/realtyClient'
import { createServiceKeyCheck, SERVICE_KEY_HEADER } from '../../src/auth/serviceKey'
import { loadConfig } from '../../src/config'
import type { ListingRecord } from '../../src/data/listingRecord'
import { startTestServer, type TestServer } from '../helpers'

const KEY = 'k'.repeat(24) + '-service-key-for-tests'

describe('the service key check', () => {
  const check = createServiceKeyCheck(KEY)
  const unconfigured = createServiceKeyCheck(undefined)
  it.each([
    ['the configured key', { [SERVICE_KEY_HEADER]: KEY }, true],
    ['another key', { [SERVICE_KEY_HEADER]: `${KEY}x` }, false],
    ['an empty header', { [SERVICE_KEY_HEADER]: '' }, false],
    ['no header', {}, false],
    ['the key twice', { [SERVICE_KEY_HEADER]: [KEY, KEY] }, false],
    ['the key from a browser page', { [SERVICE_KEY_HEADER]: KEY, origin: 'http://x.test' }, false],
  ])('%s: %s', (_name, headers, accepted) => {
    expect(check({ headers })).toBe(accepted)
  })

  it('accepts nothing when no key is configured', () => {
    expect(unconfigured({ headers: { [SERVICE_KEY_HEADER]: KEY } })).toBe(false)
    expect(unconfigured({ headers: { [SERVICE_KEY_HEADER]: 'undefined' } })).toBe(false)
  })

  it('refuses a configured key too short to be secret, without printing it', () => {
    expect(() => loadConfig({ REALTY_SERVICE_KEY: 'short-secret' })).toThrow(
      'REALTY_SERVICE_KEY must be at least 32 characters',
    )
    expect(() => loadConfig({ REALTY_SERVICE_KEY: 'short-secret' })).not.toThrow(/short-secret/)
    expect(loadConfig({ REALTY_SERVICE_KEY: KEY }).realtyServiceKey).toBe(KEY)
    expect(loadConfig({}).realtyServiceKey).toBeUndefined()
  })
})

describe('the realty routes and the service key', () => {
  let configured: TestServer
  let unconfigured: TestServer
  let hidden: string

  beforeAll(async () => {
    configured = await startTestServer({ config: { datasetSize: 1500, realtyServiceKey: KEY } })
    unconfigured = await startTestServer({ config: { datasetSize: 1500 } })
    hidden = (
      configured.db
        .prepare("SELECT mls_number AS mls FROM listings WHERE display_public = 0 AND status = 'A'")
        .get() as { mls: string }
    ).mls
  })

  afterAll(async () => {
    await configured.close()
    await unconfigured.close()
  })

  async function street(server: TestServer, headers: Record<string, string>) {
    const response = await fetch(`${server.baseUrl}/listings?search=${hidden}`, { headers })
    expect(response.status).toBe(200)
    const body = (await response.json()) as ListingsResponse
    const listing = (body.listings as unknown as ListingRecord[]).find(
      (l) => l.mlsNumber === hidden,
    )
    return listing?.address.streetName
  }

  it('shows a withheld address to the holder of the key, as to a signed-in customer', async () => {
    expect(await street(configured, { [SERVICE_KEY_HEADER]: KEY })).not.toBe('')
    const detail = await fetch(`${configured.baseUrl}/listings/${hidden}`, {
      headers: { [SERVICE_KEY_HEADER]: KEY },
    })
    expect(((await detail.json()) as ListingRecord).address.streetName).not.toBe('')
  })

  it('treats a wrong key, a key from a page, or a key nobody configured as a guest', async () => {
    expect(await street(configured, {})).toBe('')
    expect(await street(configured, { [SERVICE_KEY_HEADER]: `${KEY}!` })).toBe('')
    expect(
      await street(configured, { [SERVICE_KEY_HEADER]: KEY, origin: 'http://localhost:5173' }),
    ).toBe('')
    expect(await street(unconfigured, { [SERVICE_KEY_HEADER]: KEY })).toBe('')
  })

  it('opens a home’s listing history, which is for signed-in customers only', async () => {
    const home = configured.db
      .prepare<
        [string],
        { city: string; streetName: string; streetNumber: string; unitNumber: string }
      >(
        `SELECT city, street_name AS streetName, street_number AS streetNumber,
           unit_number AS unitNumber FROM listings WHERE mls_number = ?`,
      )
      .get(hidden)
    const query = new URLSearchParams({ ...home })
    if (!home?.unitNumber) query.delete('unitNumber')
    const path = `/listings/history?${query.toString()}`
    const withKey = await fetch(`${configured.baseUrl}${path}`, {
      headers: { [SERVICE_KEY_HEADER]: KEY },
    })
    expect(withKey.status).toBe(200)
    expect((await fetch(`${configured.baseUrl}${path}`)).status).toBe(401)
    const fromPage = await fetch(`${configured.baseUrl}${path}`, {
      headers: { [SERVICE_KEY_HEADER]: KEY, origin: 'http://localhost:5173' },
    })
    expect(fromPage.status).toBe(401)
  })

  it('is what the alert job sends', async () => {
    const since = '2000-01-01T00:00:00.000Z'
    const asService = await realtyClient(() => configured.baseUrl, KEY).changedSince(since)
    const asGuest = await realtyClient(() => configured.baseUrl).changedSince(since)
    const streetOf = (listings: typeof asGuest) =>
      listings.find((l) => l.mlsNumber === hidden)?.address.streetName
    expect(streetOf(asService)).not.toBe('')
    expect(streetOf(asGuest)).toBe('')
  })
})
