import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { tileOf } from '../../src/data/geometry'
import { writeDatasetFile } from '../../src/data/datasetFile'

const folder = mkdtempSync(join(tmpdir(), 'homewise-dataset-'))
afterAll(() => {
  rmSync(folder, { recursive: true, force: true })
})

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')

describe('the generated database file', () => {
  it('has the same bytes for the same seed and count', () => {
    const first = join(folder, 'first.sqlite')
    const second = join(folder, 'second.sqlite')
    expect(writeDatasetFile(first, { count: 400, seed: 9 })).toBe(400)
    expect(writeDatasetFile(second, { count: 400, seed: 9 })).toBe(400)
    expect(sha256(second)).toBe(sha256(first))
    expect(writeDatasetFile(second, { count: 400, seed: 10 })).toBe(400)
    expect(sha256(second)).not.toBe(sha256(first))
  })

  it('stores each listing with its map tile at zoom 20 and its filter columns', () => {
    const file = join(folder, 'columns.sqlite')
    writeDatasetFile(file, { count: 300, seed: 4 })
    const db = new Database(file, { readonly: true })
    try {
      const rows = db
        .prepare(
          `SELECT l.lat, l.lng, l.tile_x, l.tile_y, l.list_price, l.status, l.display_public,
             l.listing_public, l.home_key, d.data
           FROM listings l JOIN listing_data d USING (mls_number, board_id)`,
        )
        .all() as {
        lat: number
        lng: number
        tile_x: number
        tile_y: number
        list_price: number
        status: string
        display_public: number
        listing_public: number
        home_key: string
        data: string
      }[]
      expect(rows).toHaveLength(300)
      for (const row of rows) {
        const record = JSON.parse(row.data) as {
          listPrice: number
          status: string
          permissions: { displayAddressOnInternet: string; displayPublic: string }
        }
        expect({ x: row.tile_x, y: row.tile_y }).toEqual(tileOf(row.lng, row.lat))
        expect(row.list_price).toBe(record.listPrice)
        expect(row.status).toBe(record.status)
        const shown =
          record.permissions.displayAddressOnInternet === 'Y' &&
          record.permissions.displayPublic === 'Y'
        expect(row.listing_public).toBe(shown ? 1 : 0)
      }
      // A guest sees a listing when it and every listing of its home are public.
      for (const row of rows) {
        const home = rows.filter((other) => other.home_key === row.home_key)
        expect(row.display_public).toBe(home.every((other) => other.listing_public === 1) ? 1 : 0)
      }
      expect(rows.some((row) => row.listing_public === 1 && row.display_public === 0)).toBe(true)
      const places = db
        .prepare(
          'SELECT (SELECT count(*) FROM cities) AS cities, count(*) AS areas FROM neighbourhoods',
        )
        .get() as { cities: number; areas: number }
      expect(places.cities).toBe(11)
      expect(places.areas).toBeGreaterThan(100)
    } finally {
      db.close()
    }
  })
})
