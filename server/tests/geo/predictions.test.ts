import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_PREDICTIONS } from '../../../contract/geo'
import { startTestServer, type TestServer } from '../helpers'
import { geoClient } from './client'
import { streetText, torontoAddress } from './fixtures'

let server: TestServer
let geo: ReturnType<typeof geoClient>

beforeAll(async () => {
  server = await startTestServer({ config: { datasetSize: 1500 } })
  geo = geoClient(server)
})

afterAll(async () => {
  await server.close()
})

describe('GET /geo/predictions', () => {
  it("puts the city that starts with the input first ('Tor' → Toronto)", async () => {
    const { predictions, status } = await geo.predictions('Tor')
    expect(status).toBe('OK')
    expect(predictions[0]).toMatchObject({
      description: 'Toronto, ON, Canada',
      structured_formatting: { main_text: 'Toronto', secondary_text: 'ON, Canada' },
      types: ['locality', 'geocode'],
    })
    expect(predictions[0]?.place_id).toMatch(/^hw:[A-Za-z0-9_-]+$/)
  })

  it("finds neighbourhoods by the start of their name ('Ann' → Annex)", async () => {
    const { predictions } = await geo.predictions('Ann')
    expect(predictions[0]).toMatchObject({
      description: 'Annex, Toronto, ON, Canada',
      structured_formatting: { main_text: 'Annex', secondary_text: 'Toronto, ON, Canada' },
      types: ['neighborhood', 'geocode'],
    })
  })

  it.each([
    ['downtown toronto', 'Downtown Toronto'],
    ['Downtown', 'Downtown Toronto'],
    ['centre-ville de toronto', 'Centre-ville de Toronto'],
    ['liberty village', 'Liberty Village'],
    ['the annex', 'The Annex'],
    ['midtown', 'Midtown Toronto'],
  ])('finds a place by the name people use for it (%s)', async (input, main) => {
    const { predictions } = await geo.predictions(input)
    expect(predictions[0]?.structured_formatting.main_text).toBe(main)
    expect(predictions[0]?.types[0]).toBe('neighborhood')
    // Each place once, however many of its names matched.
    const ids = predictions.map((prediction) => prediction.place_id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('names the place a common name stands for beside it', async () => {
    const { predictions } = await geo.predictions('the annex')
    expect(predictions[0]?.structured_formatting.secondary_text).toBe('Annex, Toronto, ON, Canada')
  })

  it('ranks names that start with the input before names that only contain it', async () => {
    const startsAWord = (text: string) => /(^|[\s-])tor/i.test(text)
    const mains = (await geo.predictions('Tor')).predictions.map(
      (prediction) => prediction.structured_formatting.main_text,
    )
    const starts = mains.map(startsAWord)
    // Both kinds are present ('Toronto', then 'Victoria …'), and every start comes before every infix.
    expect(starts).toContain(true)
    expect(starts).toContain(false)
    expect(starts).toEqual([...starts].sort((a, b) => Number(b) - Number(a)))
    const infix = await geo.predictions('nnex')
    expect(infix.predictions.map((p) => p.structured_formatting.main_text)).toContain('Annex')
  })

  it('finds a street address from the dataset by its number and street', async () => {
    const address = torontoAddress(server)
    const main = `${address.number} ${streetText(address)}`
    const { predictions } = await geo.predictions(`${main}, ${address.city}`)
    expect(predictions[0]).toMatchObject({
      description: `${main}, Toronto, ON, Canada`,
      structured_formatting: { main_text: main, secondary_text: 'Toronto, ON, Canada' },
      types: ['street_address', 'geocode'],
    })
    // The number and street alone lead with addresses, as input starting with a digit should.
    const short = await geo.predictions(`${address.number} ${address.name}`)
    expect(short.predictions[0]?.types[0]).toBe('street_address')
  })

  it('tells streets of the same name apart by direction', async () => {
    const address = torontoAddress(server)
    const { predictions } = await geo.predictions(`${streetText(address)} ${address.city}`)
    expect(predictions[0]).toMatchObject({
      description: `${streetText(address)}, Toronto, ON, Canada`,
      types: ['route', 'geocode'],
    })
  })

  it('finds nothing when restricted to another country', async () => {
    for (const params of [{ components: 'country:us' }, { country: 'fr' }] as Record<
      string,
      string
    >[]) {
      expect(await geo.predictions('Tor', params)).toEqual({
        predictions: [],
        status: 'ZERO_RESULTS',
      })
    }
    const canada: Record<string, string>[] = [
      { country: 'CA' },
      { components: 'country:us|country:ca' },
      {},
    ]
    for (const params of canada) {
      expect((await geo.predictions('Tor', params)).status).toBe('OK')
    }
  })

  it("never offers more than 5 places, nor one that is just 'Canada'", async () => {
    for (const input of ['Canada', 'Ca', 'a', 'on', 'st', '1', 'Toronto ON Canada']) {
      const { predictions, status } = await geo.predictions(input)
      expect(predictions.length).toBeLessThanOrEqual(MAX_PREDICTIONS)
      expect(status).toBe(predictions.length > 0 ? 'OK' : 'ZERO_RESULTS')
      for (const prediction of predictions) expect(prediction.description).not.toBe('Canada')
    }
  })

  it('gives a place the same id on every call', async () => {
    const first = await geo.predictions('Ann')
    const second = await geo.predictions('annex')
    expect(second.predictions[0]?.place_id).toBe(first.predictions[0]?.place_id)
  })

  it('refuses input that is empty, too long, code-like or unknown parameters', async () => {
    const path = '/geo/predictions'
    expect(await geo.refused(path, {})).toMatch(/input/)
    expect(await geo.refused(path, { input: '' })).toMatch(/input/)
    expect(await geo.refused(path, { input: 'x'.repeat(101) })).toMatch(/input/)
    expect(await geo.refused(path, { input: "x'; DROP TABLE listings; --" })).toMatch(/input/)
    expect(await geo.refused(path, { input: 'Tor', components: 'ca' })).toMatch(/components/)
    expect(await geo.refused(path, { input: 'Tor', radius: '5' })).toMatch(/radius/)
  })
})
