import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ListingsQuery } from '../../../contract/realty'
import { writeDataset } from '../../src/data/dataset'
import { openDatabase, type Db } from '../../src/db/database'
import { HttpError } from '../../src/httpErrors'
import { migrate } from '../../src/db/migrate'
import { ANONYMOUS, SIGNED_IN } from '../../src/realty/presentListing'
import { searchListings } from '../../src/realty/search'
import { searchPool, type SearchPool } from '../../src/realty/searchPool'
import { isHeavySearch } from '../../src/realty/sqliteSource'

const TRIANGLE = JSON.stringify([
  [
    [-79.6, 43.6],
    [-79.2, 43.6],
    [-79.4, 43.9],
    [-79.6, 43.6],
  ],
])

/** Searches the pool answers: each must equal the service thread's own answer. */
const SEARCHES: readonly ListingsQuery[] = [
  {
    status: ['A', 'U'],
    statistics: 'avg-soldPrice,med-soldPrice,avg-listPrice,cnt-closed,grp-mth,grp-yr',
    aggregates: 'details.propertyType,address.city',
    aggregateStatistics: true,
    listings: false,
  },
  { status: ['U'], search: 'toronto', resultsPerPage: 20, pageNum: 2 },
  { status: ['A'], map: TRIANGLE, cluster: true, statistics: 'avg-listPrice', listings: false },
]

/** What a refused search rejected with, to look at. */
const outcomeOf = (error: unknown) => error

let dir: string
let db: Db
let pool: SearchPool

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'homewise-pool-'))
  db = openDatabase(join(dir, 'realty.sqlite'))
  migrate(db)
  writeDataset(db, { count: 2000 })
  pool = searchPool(join(dir, 'realty.sqlite'), { workers: 2, budgetMs: 20_000, maxQueued: 8 })
})

afterAll(async () => {
  await pool.close()
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('heavy searches on worker threads', () => {
  it.each(SEARCHES)('answers as the service thread does: %j', async (query) => {
    for (const viewer of [ANONYMOUS, SIGNED_IN]) {
      expect(await pool.search(query, viewer)).toEqual(searchListings(db, query, viewer))
    }
  })

  it('answers after its workers were started ahead of any search', async () => {
    const warmed = searchPool(join(dir, 'realty.sqlite'), {
      workers: 1,
      budgetMs: 20_000,
      maxQueued: 8,
    })
    try {
      void warmed.warm()
      const query = SEARCHES[0] ?? {}
      expect(await warmed.search(query, ANONYMOUS)).toEqual(searchListings(db, query, ANONYMOUS))
    } finally {
      await warmed.close()
    }
  })

  // Loading with one built file, or (when that build fails) with tsx's loader in each worker.
  it.each([true, false])(
    'says when its workers have loaded, then answers as the service thread does (one file: %s)',
    async (bundle) => {
      const warmed = searchPool(join(dir, 'realty.sqlite'), {
        workers: 2,
        budgetMs: 20_000,
        maxQueued: 8,
        bundle,
      })
      try {
        await warmed.warm()
        for (const query of SEARCHES) {
          expect(await warmed.search(query, ANONYMOUS)).toEqual(
            searchListings(db, query, ANONYMOUS),
          )
        }
      } finally {
        await warmed.close()
      }
    },
  )

  it('refuses a bad search with the same 400 and reason', async () => {
    const refusal = await pool
      .search({ aggregates: 'constructor' }, ANONYMOUS)
      .then(() => undefined, outcomeOf)
    expect(refusal).toBeInstanceOf(HttpError)
    expect(refusal).toBeInstanceOf(HttpError)
    expect((refusal as HttpError).statusCode).toBe(400)
    expect((refusal as HttpError).message).toContain('constructor')
  })

  it('answers 503 with a reason when a search runs over its budget, and keeps serving', async () => {
    const hurried = searchPool(join(dir, 'realty.sqlite'), {
      workers: 1,
      budgetMs: 1,
      maxQueued: 8,
    })
    try {
      const refusal = await hurried
        .search(SEARCHES[0] ?? {}, ANONYMOUS)
        .then(() => undefined, outcomeOf)
      expect(refusal).toBeInstanceOf(HttpError)
      expect((refusal as HttpError).statusCode).toBe(503)
      expect((refusal as HttpError).message).toContain('1 ms')
    } finally {
      await hurried.close()
    }
  })

  it('answers 503 at once when the queue is full (one running, one waiting)', async () => {
    const full = searchPool(join(dir, 'realty.sqlite'), {
      workers: 1,
      budgetMs: 20_000,
      maxQueued: 1,
    })
    try {
      // Loaded and idle first, so the first of the four runs at once.
      await full.search(SEARCHES[0] ?? {}, ANONYMOUS)
      const asked = [0, 1, 2, 3].map(() =>
        full.search(SEARCHES[0] ?? {}, ANONYMOUS).then((response) => response.count, outcomeOf),
      )
      const outcomes = await Promise.all(asked)
      expect(outcomes.filter((o) => o instanceof HttpError && o.statusCode === 503)).toHaveLength(2)
      expect(outcomes.slice(0, 2).every((count) => typeof count === 'number')).toBe(true)
    } finally {
      await full.close()
    }
  })
})

describe('which searches are heavy', () => {
  it.each([
    [{ statistics: 'avg-soldPrice' }, true],
    [{ aggregates: 'details.style' }, true],
    [{ aggregates: 'map', cluster: true }, false],
    [{ search: 'king' }, true],
    [{ search: '  ' }, false],
    [{ map: TRIANGLE }, true],
    [{ map: '[[[-79.5,43.6],[-79.3,43.6],[-79.3,43.7],[-79.5,43.7],[-79.5,43.6]]]' }, false],
    [{ cluster: true, clusterPrecision: 16 }, false],
    [{ resultsPerPage: 8, sortBy: 'createdOnDesc' }, false],
    [{ resultsPerPage: 200, pageNum: 5 }, false],
    [{ resultsPerPage: 200, pageNum: 6, sortBy: 'sqftDesc' }, true],
    [{ pageNum: 11 }, true],
  ] as [ListingsQuery, boolean][])('%j is heavy: %s', (query, heavy) => {
    expect(isHeavySearch(query)).toBe(heavy)
  })
})
