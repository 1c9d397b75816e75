import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ListingRecord } from '../../contract/listing'
import { LISTING_FRAME } from '../../scripts/prerender/pages'
import { startSampleService, type SampleService } from '../../scripts/prerender/sampleService'
import { renderPage, sampleServiceUrl } from '../../src/entry-server'

/** The style names a page's emotion tags carry (which the browser's emotion never inserts). */
function styleNames(styles: string): Set<string> {
  const names = [...styles.matchAll(/data-emotion="css ([^"]*)"/g)].flatMap(
    (match) => match[1]?.split(' ') ?? [],
  )
  return new Set(names)
}

describe("a page rendered with its screen's first answers", () => {
  let samples: SampleService
  const platformFetch = globalThis.fetch

  beforeAll(async () => {
    samples = await startSampleService(sampleServiceUrl)
  }, 60_000)

  afterAll(async () => {
    await samples.close()
    // The build's fetch is the platform's again.
    expect(globalThis.fetch).toBe(platformFetch)
  })

  // First: the list's route then has no styles with answers yet, which a page with a place gives it.
  it('adds nothing to a page of the list that asks nothing, and leaves them to the next', async () => {
    const plain = await renderPage('/list')
    expect((await renderPage('/list', '/list')).styles).toBe(plain.styles)
  })

  it.each([
    ['the list', '/list/on/toronto', () => '/list/on/toronto'],
    ["the listing pages' frame", LISTING_FRAME.path, () => samples.listingPath],
    ['the home page', '/', () => '/'],
    ['the trends', '/trends', () => '/trends'],
  ])(
    '%s carries the styles its answers draw with, and the same markup',
    async (_, path, filled) => {
      const plain = await renderPage(path)
      const answered = await renderPage(path, filled())
      expect(answered.html).toBe(plain.html)
      const before = styleNames(plain.styles)
      const after = styleNames(answered.styles)
      for (const name of before) expect(after).toContain(name)
      // The cards, the listing's summary, the figures: dozens of styles the first paint has not.
      expect(after.size - before.size).toBeGreaterThan(5)
    },
  )

  it('adds nothing to a screen that shows no fetched data', async () => {
    const plain = await renderPage('/contact')
    const answered = await renderPage('/contact', '/contact')
    expect(answered.styles).toBe(plain.styles)
  })

  it("fills the listing pages' frame with a listing a guest sees whole", async () => {
    const mls = samples.listingPath.split('/').at(-2)
    const answer = await fetch(`${sampleServiceUrl}/listings?city=Toronto&resultsPerPage=20`)
    const { listings } = (await answer.json()) as { listings: ListingRecord[] }
    const listing = listings.find((candidate) => candidate.mlsNumber === mls)
    expect(listing?.permissions).toMatchObject({
      displayPublic: 'Y',
      displayAddressOnInternet: 'Y',
    })
    expect(listing?.images.length).toBeGreaterThan(1)
  })

  it("answers the realty service's reads as a guest gets them, and refuses any other request", async () => {
    const answer = await fetch(`${sampleServiceUrl}/listings?city=Toronto&resultsPerPage=2`)
    expect(answer.status).toBe(200)
    const { listings } = (await answer.json()) as { listings: unknown[] }
    expect(listings).toHaveLength(2)
    await expect(fetch('http://elsewhere.test/listings')).rejects.toThrow(/no sample service/)
    await expect(
      fetch(`${sampleServiceUrl}/realty/contact`, { method: 'POST', body: '{}' }),
    ).rejects.toThrow(/POST .* no sample service/)
  })
})
