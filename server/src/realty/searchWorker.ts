import { parentPort, workerData } from 'node:worker_threads'
import Database from 'better-sqlite3'
import type { ListingsQuery } from '../../../contract/realty'
import { mapForReads } from '../db/database'
import { HttpError } from '../httpErrors'
import type { MapArea } from './mapPolygon'
import { ANONYMOUS, type Viewer } from './presentListing'
import { searchListings } from './search'

/** What the pool sends: one search to answer. */
export interface SearchJob {
  readonly id: number
  readonly query: ListingsQuery
  readonly viewer: Viewer
  /** The query's `map` as the service already parsed and repaired it. */
  readonly area: MapArea | undefined
}

/** What the worker answers: the search's response, or the refusal it threw. */
export type SearchOutcome =
  | { readonly id: number; readonly response: unknown }
  | { readonly id: number; readonly statusCode: number; readonly message: string }

/** Sent once, when the worker has loaded and opened its connection. */
export interface WorkerReady {
  readonly ready: true
}

const { file } = workerData as { file: string }
// Its own connection, read-only: a worker never writes, and WAL lets it read while the service
// thread commits.
const db = mapForReads(new Database(file, { readonly: true, fileMustExist: true }))
const port = parentPort
if (!port) throw new Error('searchWorker runs only as a worker thread')

/**
 * Statistics over every listing, all figures and aggregates, asked once before the worker says
 * it is ready: its first search otherwise also pays for mapping the pages it reads and compiling
 * the code it runs (at 100,000 listings about 300 ms of CPU more than a repeat).
 */
const WARM_UP: ListingsQuery = {
  status: ['A', 'U'],
  statistics: 'avg-soldPrice,med-soldPrice,avg-listPrice,med-listPrice,cnt-closed,grp-mth,grp-yr',
  aggregates: 'details.propertyType,details.style,address.neighborhood',
  aggregateStatistics: true,
  listings: false,
}
try {
  searchListings(db, WARM_UP, ANONYMOUS)
} catch {
  // An empty or unusual file: the first real search will say what is wrong.
}

port.postMessage({ ready: true } satisfies WorkerReady)
port.on('message', (job: SearchJob) => {
  let outcome: SearchOutcome
  try {
    outcome = {
      id: job.id,
      response: searchListings(db, job.query, job.viewer, { area: job.area }),
    }
  } catch (error) {
    // A 400 keeps its status and reason; anything else is the service's failure.
    outcome =
      error instanceof HttpError
        ? { id: job.id, statusCode: error.statusCode, message: error.message }
        : { id: job.id, statusCode: 500, message: String(error) }
  }
  port.postMessage(outcome)
})
