import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeDataset } from '../../src/data/dataset'
import { TILE_ZOOM } from '../../src/data/geometry'
import { openDatabase, type Db } from '../../src/db/database'
import { migrate } from '../../src/db/migrate'
import { columnsFor } from '../../src/realty/boardRules'
import { buildWhere } from '../../src/realty/listingFilters'
import { cellsInOnePass, cellsRankedFirst, groupByCell } from '../../src/realty/mapCells'
import { parseMapArea } from '../../src/realty/mapPolygon'

let dir: string
let db: Db

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'homewise-cells-'))
  db = openDatabase(join(dir, 'realty.sqlite'))
  migrate(db)
  writeDataset(db, { count: 3000 })
})

afterAll(() => {
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

const DOWNTOWN = parseMapArea(
  JSON.stringify([
    [
      [-79.42, 43.63],
      [-79.35, 43.63],
      [-79.35, 43.68],
      [-79.42, 43.68],
      [-79.42, 43.63],
    ],
  ]),
)

// Ranking the cells first (fine precisions) gives the same cells, figures, order and total as
// grouping every cell with its figures in one pass, for a guest's positions and exact ones.
describe('map cells ranked first or in one pass', () => {
  it.each([
    { precision: 12, limit: 50 },
    { precision: 16, limit: 200 },
    { precision: 18, limit: 100 },
    { precision: 20, limit: 200 },
    { precision: 22, limit: 7 },
  ])('agree at precision $precision, limit $limit', ({ precision, limit }) => {
    const shift = String(TILE_ZOOM - Math.min(precision, TILE_ZOOM))
    for (const signedIn of [false, true]) {
      const columns = columnsFor({ signedIn })
      for (const where of [
        buildWhere({ status: ['A', 'U'] }, undefined, columns),
        buildWhere({ status: ['A'], minBeds: 2 }, DOWNTOWN, columns),
        { sql: '', params: [] },
      ]) {
        const ranked = cellsRankedFirst(db, where, shift, limit, columns)
        const { rows, total } = cellsInOnePass(db, where, shift, limit, columns)
        expect(ranked.total).toBe(total)
        // toEqual takes an undefined property as absent: the one-pass rows' total is left out.
        expect(ranked.rows).toEqual(rows.map((row) => ({ ...row, total: undefined })))
        expect(groupByCell(db, where, precision, limit, columns).rows).toHaveLength(rows.length)
      }
    }
  })
})
