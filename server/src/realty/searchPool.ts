import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { ListingsQuery, ListingsResponse } from '../../../contract/realty'
import { HttpError } from '../httpErrors'
import type { MapArea } from './mapPolygon'
import type { Viewer } from './presentListing'
import type { SearchJob, SearchOutcome, WorkerReady } from './searchWorker'
import { bundleWorker, type WorkerBundle } from './workerBundle'

export interface SearchPoolOptions {
  /** Worker threads, each with its own read-only connection to the listings file. */
  readonly workers: number
  /** How long a search may wait and run, in all, before it is answered 503. */
  readonly budgetMs: number
  /** Searches waiting for a worker at once; one more is answered 503 straight away. */
  readonly maxQueued: number
  /**
   * False: each worker loads the TypeScript through tsx's loader, as when the one-file build
   * (workerBundle.ts) fails. True by default.
   */
  readonly bundle?: boolean
}

/** A 503 that asks the caller to come back in a moment (the error handler sends Retry-After). */
function unavailable(message: string): HttpError {
  return Object.assign(new HttpError(503, message), { retryAfterSeconds: 1 })
}

interface Pending {
  readonly job: SearchJob
  readonly resolve: (response: ListingsResponse) => void
  readonly reject: (error: Error) => void
  /** Set when a worker takes the search: the budget runs from then. */
  timer?: NodeJS.Timeout
  worker?: Worker
}

const workerUrl = new URL('./searchWorker.ts', import.meta.url)

/**
 * The worker's module is TypeScript, as the service is (run with tsx). When it cannot be compiled
 * into one file (workerBundle.ts), a small bootstrap registers tsx's loader in each worker (which
 * does not inherit it) before importing the module: slower to load, the same code.
 */
function bootstrap(): string {
  // The package's `require` entry is the CommonJS build; its ES module build sits beside it.
  const tsxApi = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs')
  return `import(${JSON.stringify(pathToFileURL(tsxApi).href)}).then((tsx) => {
    tsx.register()
    return import(${JSON.stringify(workerUrl.href)})
  })`
}

/**
 * Makes the pool's workers, each given the listings file: from one file built once for the pool
 * when `bundle` allows and the build succeeds, else through tsx's loader in each.
 */
function workerMaker(file: string, bundle: boolean) {
  let built: Promise<WorkerBundle | undefined> | undefined
  return {
    /** Resolves once the build (the first call's) has finished or failed. */
    async ready(): Promise<() => Worker> {
      built ??= bundle ? bundleWorker(workerUrl).catch(() => undefined) : Promise.resolve(undefined)
      const one = await built
      return one
        ? () => new Worker(one.url, { workerData: { file } })
        : () => new Worker(bootstrap(), { eval: true, workerData: { file } })
    },
    async remove(): Promise<void> {
      await (await built)?.remove()
    },
  }
}

/** Promises that resolve once `holds()` is true, as seen by each `check()`, or on `release()`. */
function whenever(holds: () => boolean) {
  const waiting: (() => void)[] = []
  const release = () => {
    for (const resolve of waiting.splice(0)) resolve()
  }
  const check = () => {
    if (holds()) release()
  }
  return {
    check,
    release,
    wait: () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve)
        check()
      }),
  }
}

/** A worker's answer to its caller: the response, the 4xx it refused with, or a failure. */
function deliver(pending: Pending, outcome: SearchOutcome) {
  if ('response' in outcome) pending.resolve(outcome.response as ListingsResponse)
  else if (outcome.statusCode < 500) {
    pending.reject(new HttpError(outcome.statusCode, outcome.message))
  } else pending.reject(new Error(outcome.message))
}

const overBudgetReason = (budgetMs: number) =>
  `the search took longer than ${String(budgetMs)} ms; narrow it (fewer statistics, a smaller area or period) or try again`

/**
 * Heavy searches (statistics, aggregates, text, drawn areas) answered off the service's thread,
 * so map and list requests keep being served while they run. Searches wait in a bounded queue
 * for a worker that has loaded; one that runs longer than the budget is answered 503 and its
 * worker replaced, since a running SQLite statement cannot be interrupted from its outside.
 */
export function searchPool(file: string, options: SearchPoolOptions) {
  const idle: Worker[] = []
  const queue: Pending[] = []
  const running = new Map<number, Pending>()
  /** Every live worker, and whether it has loaded its code and opened its connection. */
  const workers = new Map<Worker, { ready: boolean }>()
  /** Workers waiting for the module to be compiled, not yet started. */
  let starting = 0
  /** No worker is loading: each has loaded, or failed and been dropped. */
  const loaded = whenever(
    () => starting === 0 && [...workers.values()].every((state) => state.ready),
  )
  const maker = workerMaker(file, options.bundle !== false)
  let nextId = 1
  let closed = false

  function settle(pending: Pending) {
    clearTimeout(pending.timer)
    running.delete(pending.job.id)
  }

  function startWorker(): void {
    starting += 1
    void maker.ready().then((make) => {
      starting -= 1
      if (!closed) launch(make())
    })
  }

  function launch(worker: Worker): void {
    const state = { ready: false }
    workers.set(worker, state)
    worker.on('message', (message: SearchOutcome | WorkerReady) => {
      // A worker replaced for running over budget may still answer: its answer is late.
      if (!workers.has(worker)) return
      state.ready = true
      loaded.check()
      const pending = 'id' in message ? running.get(message.id) : undefined
      if (pending && 'id' in message) {
        settle(pending)
        deliver(pending, message)
      }
      idle.push(worker)
      dispatch()
    })
    worker.on('error', (error) => {
      retire(worker, error)
    })
    worker.on('exit', () => {
      retire(worker, new Error('the search worker stopped'))
    })
  }

  /** A worker that failed or was stopped: its search (if any) fails, and it is not reused. */
  function retire(worker: Worker, error: Error) {
    const state = workers.get(worker)
    if (!state) return
    workers.delete(worker)
    const at = idle.indexOf(worker)
    if (at >= 0) idle.splice(at, 1)
    for (const pending of running.values()) {
      if (pending.worker === worker) {
        settle(pending)
        pending.reject(error)
      }
    }
    // One that never loaded would fail again: the waiting searches fail now, not in a loop.
    if (!state.ready) for (const pending of queue.splice(0)) pending.reject(error)
    loaded.check()
    if (!closed) dispatch()
  }

  function dispatch() {
    while (queue.length > 0 && idle.length > 0) {
      const worker = idle.pop()
      const pending = queue.shift()
      if (!worker || !pending) return
      pending.worker = worker
      // The budget counts the search's own running time, not its wait for a worker.
      pending.timer = setTimeout(() => {
        overBudget(pending)
      }, options.budgetMs)
      running.set(pending.job.id, pending)
      worker.postMessage(pending.job)
    }
    if (queue.length > 0 && workers.size + starting < options.workers) startWorker()
  }

  function overBudget(pending: Pending) {
    settle(pending)
    pending.reject(unavailable(overBudgetReason(options.budgetMs)))
    const worker = pending.worker
    if (worker) {
      workers.delete(worker)
      void worker.terminate()
      dispatch()
    }
  }

  return {
    /**
     * Starts every worker now (each loads its code and opens its connection), so the first
     * heavy searches do not wait for it while the service is already busy. Resolves when none
     * is loading any more (each has loaded, or failed and been dropped).
     */
    warm(): Promise<void> {
      while (!closed && workers.size + starting < options.workers) startWorker()
      return loaded.wait()
    },
    /** `area` is the query's `map` as already parsed: the worker does not repair it again. */
    search(query: ListingsQuery, viewer: Viewer, area?: MapArea): Promise<ListingsResponse> {
      if (closed) return Promise.reject(unavailable('the service is stopping'))
      if (queue.length >= options.maxQueued) {
        return Promise.reject(
          unavailable('too many searches are waiting for statistics; try again in a moment'),
        )
      }
      return new Promise((resolve, reject) => {
        queue.push({ job: { id: nextId++, query, viewer, area }, resolve, reject })
        dispatch()
      })
    },
    async close() {
      closed = true
      for (const pending of [...queue, ...running.values()]) {
        clearTimeout(pending.timer)
        pending.reject(unavailable('the service is stopping'))
      }
      queue.length = 0
      running.clear()
      const all = [...workers.keys()]
      workers.clear()
      await Promise.all(all.map((worker) => worker.terminate()))
      await maker.remove()
      loaded.release()
    },
  }
}

export type SearchPool = ReturnType<typeof searchPool>
