import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOME_TYPES } from '../../src/data/homeTypes'
import { illustrate } from '../../src/cdn/illustration'
import { PROPERTY_KINDS } from '../../src/cdn/palette'
import { kindOfPropertyType } from '../../src/cdn/propertyKind'
import { startTestServer, type TestServer } from '../helpers'

describe('kindOfPropertyType', () => {
  it.each([
    ['Detached', 'house'],
    ['Semi-Detached', 'house'],
    ['Duplex', 'house'],
    ['Att/Row/Townhouse', 'townhouse'],
    ['Condo Townhouse', 'townhouse'],
    ['Condo Apartment', 'condo'],
    ['Office', 'commercial'],
    ['Industrial', 'commercial'],
    ['Vacant Land', 'land'],
    ['Houseboat', undefined],
  ])('a %s shows a %s', (propertyType, kind) => {
    expect(kindOfPropertyType(propertyType)).toBe(kind)
  })

  it('knows every property type the dataset writes', () => {
    const types = Object.values(HOME_TYPES).flatMap((spec) => spec.propertyTypes)
    expect(types.filter((type) => kindOfPropertyType(type) === undefined)).toEqual([])
  })
})

describe('a listing photo shows the kind of home the listing is', () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer({ config: { datasetSize: 300 } })
  })

  afterAll(async () => {
    await server.close()
  })

  const firstOfType = (propertyType: string) =>
    server.db
      .prepare<[string], string>('SELECT mls_number FROM listings WHERE property_type = ? LIMIT 1')
      .pluck()
      .get(propertyType)

  it.each([
    ['Condo Apartment', 'condo'],
    ['Vacant Land', 'land'],
    ['Detached', 'house'],
    ['Condo Townhouse', 'townhouse'],
  ] as const)('a %s: a %s on the front photo and after it', async (propertyType, kind) => {
    const mlsNumber = firstOfType(propertyType)
    expect(mlsNumber).toBeDefined()
    for (const photo of [1, 3]) {
      const key = `${String(mlsNumber)}-${String(photo)}`
      const svg = await (await fetch(`${server.baseUrl}/cdn/${key}?w=350`)).text()
      expect(svg).toBe(illustrate(key, 350, kind))
    }
    // Another kind draws another front.
    const front = `${String(mlsNumber)}-1`
    for (const other of PROPERTY_KINDS.filter((each) => each !== kind)) {
      expect(illustrate(front, 350, other)).not.toBe(illustrate(front, 350, kind))
    }
  })

  it("shows a commercial building from outside on every photo, never a home's rooms", () => {
    // The sidewalk's colour: drawn in front of every building, in no room.
    const SIDEWALK = '#dcd7cf'
    expect(illustrate('C5000123-2', 350, 'condo')).not.toContain(SIDEWALK)
    for (const photo of [1, 2, 3, 4, 5, 6, 8]) {
      expect(illustrate(`C5000123-${String(photo)}`, 350, 'commercial')).toContain(SIDEWALK)
    }
  })

  it('draws the kind its key picks for an MLS number it does not hold', async () => {
    const svg = await (await fetch(`${server.baseUrl}/cdn/X99999999-1?w=350`)).text()
    expect(svg).toBe(illustrate('X99999999-1', 350))
  })
})
