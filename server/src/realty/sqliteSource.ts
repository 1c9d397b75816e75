import type { ListingsQuery } from '../../../contract/realty'
import type { Db } from '../db/database'
import { answerCache } from './answerCache'
import { autocomplete } from './autocomplete'
import { listingHistory } from './history'
import { mapAreaOf, type MapArea } from './mapPolygon'
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
  area: MapArea | undefined = mapAreaOf(query),
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
    area?.polygons !== undefined
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
    search: async (query, viewer) => {
      const area = mapAreaOf(query)
      return pool && isHeavySearch(query, area)
        ? cache.answerLater(query, viewer, async () => {
            // Not a drawn outline: testing every listing's position against it here took tens of
            // milliseconds of this thread, whether or not the columns could then answer.
            const answered =
              columns && !area?.polygons
                ? searchFromColumns(db, columns, query, viewer, area)
                : undefined
            return answered ?? pool.search(query, viewer, area)
          })
        : settled(() =>
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
