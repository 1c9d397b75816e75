import type { ListingsQuery } from '../../../contract/realty'
import type { Db } from '../db/database'
import { answerCache } from './answerCache'
import { autocomplete } from './autocomplete'
import { listingHistory } from './history'
import { readMapOutline, repairedArea, type MapOutline } from './mapPolygon'
import { findLocations, findPolygons } from './places'
import { findListing, similarListings, suggestionsFor } from './related'
import type { ListingColumns } from './columns/listingColumns'
import { searchFromColumns } from './columnsSearch'
import { searchListings } from './search'
import { DEFAULT_PAGE_SIZE } from './searchAnswer'
import type { SearchPool } from './searchPool'
import type { ListingSource } from './source'

/** A synchronous read as a promise; what it throws (a 400 HttpError) becomes the rejection. */
const settled = <T>(read: () => T): Promise<T> =>
  new Promise((resolve) => {
    resolve(read())
  })

/**
 * Rows a page may skip and still be read on the service's thread: a deeper page sorts and walks
 * past every row before it (the 500th page of 200 of every listing took half a second).
 */
const DEEP_PAGE_ROWS = 1000

/**
 * Searches that read every matching listing however small the page: statistics, aggregates
 * (`map` alone names the clusters), free text, a drawn area that is not its bounding box, and a
 * page past the first DEEP_PAGE_ROWS. A map view's clusters and a page of listings are not:
 * they stay on the service's thread.
 */
export function isHeavySearch(
  query: ListingsQuery,
  outline: MapOutline | undefined = query.map === undefined ? undefined : readMapOutline(query.map),
): boolean {
  const aggregates = (query.aggregates ?? '')
    .split(',')
    .some((name) => !['', 'map'].includes(name.trim()))
  const skipped = ((query.pageNum ?? 1) - 1) * (query.resultsPerPage ?? DEFAULT_PAGE_SIZE)
  return (
    skipped >= DEEP_PAGE_ROWS ||
    query.statistics !== undefined ||
    aggregates ||
    (query.search ?? '').trim() !== '' ||
    (outline !== undefined && 'outline' in outline)
  )
}

/**
 * The generated dataset as a listing source: a thin adapter over the SQLite functions, which
 * already answer the contract's shapes with the board rules applied. Each answer is a promise so
 * the routes read both sources the same way. With a pool, heavy searches run on its workers,
 * except statistics and clusters without a page the listings' columns in memory answer
 * (`columns`): a scan of them costs less than handing the search to a worker. The columns also
 * answer the clusters, counts and summed statistics of searches on this thread (searchListings).
 */
export function sqliteSource(db: Db, pool?: SearchPool, columns?: ListingColumns): ListingSource {
  // Statistics, aggregates and clusters are answered once per question while listings are unchanged.
  const cache = answerCache(db)
  return {
    kind: 'sqlite',
    // The request's area is parsed (validated, simplified, repaired) once, here, and handed on.
    // The request's area is read and checked for size here. A drawn outline is repaired once:
    // by the worker that answers its search (simplifying, checking and repairing it took several
    // milliseconds of this thread), or here when no worker does; a box is passed on as it is.
    search: async (query, viewer) => {
      const read = query.map === undefined ? undefined : readMapOutline(query.map)
      const box = read && 'box' in read ? read.box : undefined
      if (pool && isHeavySearch(query, read)) {
        return cache.answerLater(query, viewer, async () => {
          // Not a drawn outline: testing every listing's position against it here took tens of
          // milliseconds of this thread, whether or not the columns could then answer.
          const drawn = read !== undefined && 'outline' in read
          const answered =
            columns && !drawn ? searchFromColumns(db, columns, query, viewer, box) : undefined
          // The worker repairs a drawn outline itself; a box goes with the search.
          return answered ?? pool.search(query, viewer, box)
        })
      }
      const area = read && 'outline' in read ? repairedArea(read.outline) : box
      return settled(() =>
        cache.answer(query, viewer, () =>
          searchListings(db, query, viewer, { store: columns, area }),
        ),
      )
    },
    listing: (mlsNumber, boardId) => settled(() => findListing(db, mlsNumber, boardId)),
    similar: (listing, viewer) => settled(() => similarListings(db, listing, viewer)),
    suggestions: (listing, viewer) => settled(() => suggestionsFor(db, listing, viewer)),
    history: (query) => settled(() => listingHistory(db, query)),
    autocomplete: (query, viewer) => settled(() => autocomplete(db, query, viewer)),
    locations: (query) => settled(() => findLocations(db, query)),
    polygons: (query) => settled(() => findPolygons(db, query)),
  }
}
