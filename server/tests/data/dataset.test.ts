import { describe, expect, it } from 'vitest'
import { pointInRing, type Position } from '../../src/data/geometry'
import type { ListingRecord } from '../../src/data/listingRecord'
import { startTestServer } from '../helpers'

function inMultiPolygon(point: Position, coordinates: Position[][][]): boolean {
  return coordinates.some(
    ([outer, ...holes]) =>
      outer !== undefined &&
      pointInRing(point, outer) &&
      !holes.some((hole) => pointInRing(point, hole)),
  )
}

describe('dataset on first start', () => {
  it('generates listings, cities and neighbourhood areas once, and keeps them on restart', async () => {
    const first = await startTestServer({ config: { datasetSize: 1500 } })
    const count = () =>
      (first.db.prepare('SELECT count(*) AS n FROM listings').get() as { n: number }).n
    expect(count()).toBe(1500)
    expect((first.db.prepare('SELECT count(*) AS n FROM cities').get() as { n: number }).n).toBe(11)
    await first.close({ keepData: true })

    const second = await startTestServer({ config: { dataDir: first.dataDir, datasetSize: 99 } })
    expect((second.db.prepare('SELECT count(*) AS n FROM listings').get() as { n: number }).n).toBe(
      1500,
    )

    // Every listing lies in the area of the neighbourhood it names.
    const areas = new Map(
      (
        second.db.prepare('SELECT city, name, boundary FROM neighbourhoods').all() as {
          city: string
          name: string
          boundary: string
        }[]
      ).map((row) => [
        `${row.city}/${row.name}`,
        (JSON.parse(row.boundary) as { coordinates: Position[][][] }).coordinates,
      ]),
    )
    const rows = second.db.prepare('SELECT data FROM listing_data').all() as { data: string }[]
    let outside = 0
    for (const { data } of rows) {
      const record = JSON.parse(data) as ListingRecord
      const area = areas.get(`${record.address.city}/${record.address.neighborhood}`)
      expect(area).toBeDefined()
      if (!inMultiPolygon([record.map.longitude, record.map.latitude], area!)) outside += 1
    }
    // Rounding coordinates to 6 decimals may move a point on a cell edge across it.
    expect(outside).toBeLessThanOrEqual(2)
    await second.close()
  })
})
