import type { Db } from '../db/database'
import { answerCache } from './answerCache'
import { autocomplete } from './autocomplete'
import { listingHistory } from './history'
import { findLocations, findPolygons } from './places'
import { findListing, similarListings, suggestionsFor } from './related'
import { searchListings } from './search'
import type { ListingSource } from './source'

/** A synchronous read as a promise; what it throws (a 400 HttpError) becomes the rejection. */
const settled = <T>(read: () => T): Promise<T> =>
  new Promise((resolve) => {
    resolve(read())
  })

/**
 * The generated dataset as a listing source: a thin adapter over the SQLite functions, which
 * already answer the contract's shapes with the board rules applied. Each answer is a promise so
 * the routes read both sources the same way.
 */
export function sqliteSource(db: Db): ListingSource {
  // Statistics, aggregates and clusters are answered once per question while listings are unchanged.
  const cache = answerCache(db)
  return {
    kind: 'sqlite',
    search: (query, viewer) =>
      settled(() => cache.answer(query, viewer, () => searchListings(db, query, viewer))),
    listing: (mlsNumber, boardId) => settled(() => findListing(db, mlsNumber, boardId)),
    similar: (listing, viewer) => settled(() => similarListings(db, listing, viewer)),
    suggestions: (listing, viewer) => settled(() => suggestionsFor(db, listing, viewer)),
    history: (query) => settled(() => listingHistory(db, query)),
    autocomplete: (query, viewer) => settled(() => autocomplete(db, query, viewer)),
    locations: (query) => settled(() => findLocations(db, query)),
    polygons: (query) => settled(() => findPolygons(db, query)),
  }
}
