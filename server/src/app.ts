import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import compress from '@fastify/compress'
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import type { ServerConfig } from './config'
import { openCustomerConnection } from './db/customerDatabase'
import { openDatabase, type Db } from './db/database'
import type { CustomerDb } from './db/customerDb'
import { LISTINGS_FILE, documentsPath, listingsPath } from './db/files'
import { ensureDataset } from './data/dataset'
import { migrate } from './db/migrate'
import { listingColumns, type ListingColumns } from './realty/columns/listingColumns'
import { registerDocs } from './docs'
import { handleError, handleNotFound } from './errors'
import { geoRoutes } from './geo/routes'
import { cdnRoutes } from './cdn/routes'
import { listingKindLookup } from './cdn/propertyKind'
import { contactRoutes } from './contact/routes'
import { contentRoutes } from './content/routes'
import { customerRoutes } from './customer/routes'
import { accountDeletion } from './customer/accountDeletion'
import { localDocumentStorage, type DocumentStorage } from './customer/applicationDocumentStorage'
import { s3DocumentObjects, type DirectDocumentStorage } from './customer/s3DocumentObjects'
import { createServiceKeyCheck, serviceKeyFor } from './auth/serviceKey'
import { createAlertService, type AlertService } from './alerts/alertService'
import { unsubscribeRoutes } from './alerts/unsubscribeRoutes'
import { startFeedClock } from './feed/feedClock'
import { createMarketFeed } from './feed/marketFeed'
import { feedRoutes } from './feed/routes'
import { healthRoutes } from './health'
import { readinessRoutes } from './readiness/routes'
import { metaRoutes } from './meta/routes'
import { createProviderSource } from './realty/provider/providerSource'
import type { ProviderClientOptions } from './realty/provider/client'
import { loggerOptions } from './observability/logOptions'
import { providerHooks, registerObservability } from './observability/observability'
import { genReqId } from './observability/requestId'
import { listingRoutes } from './realty/routes'
import type { ListingSource } from './realty/source'
import { searchPool, type SearchPool } from './realty/searchPool'
import { sqliteSource } from './realty/sqliteSource'
import { formatSchemaErrors } from './schemaErrors'
import { registerRateLimits } from './rateLimits'
import { rateLimitStore } from './sharedRateLimits'
import { refuseNonFiniteNumbers } from './finiteNumbers'
import { partAwareValidators } from './requestValidators'
import { registerSecurity } from './security'
import { assertStartAllowed } from './startupChecks'
import { timeoutOptions } from './timeouts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Listings and places: regenerable, shared by every instance. */
    db: Db
    /** Leads, customers, saved items, applications and documents: never regenerated. */
    customerDb: Db
    /** The same customer data through the typed query layer (SQLite or PostgreSQL). */
    customers: CustomerDb
    alerts: AlertService
  }
}

/** Requests are JSON forms and searches; nothing legitimate comes near this. */
export const BODY_LIMIT_BYTES = 64 * 1024

/** The listings file's name (kept for the callers that knew it before the split). */
export const DATABASE_FILE = LISTINGS_FILE

export interface BuildOptions {
  /**
   * Where pino writes its JSON lines at the configured level: stdout unless given; `false` turns
   * logging off (tests), a stream lets a test read what was logged.
   */
  readonly log?: false | { write(line: string): void }
  /**
   * Where the realty routes read listings, instead of the one LISTINGS_SOURCE names: for a bench
   * that reads the provider source's own counters.
   */
  readonly listingSource?: ListingSource
  /**
   * Load the heavy-search workers before the app is ready (and so before it listens) rather
   * than on the first heavy search.
   */
  readonly warmSearchWorkers?: boolean
  /** Where application documents are kept, instead of the configured store. */
  readonly documentStorage?: DocumentStorage | DirectDocumentStorage
}

/** A hop count trusts that many proxies nearest the service; addresses and booleans go as they are. */
function trustProxyOption(setting: ServerConfig['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting
}

/** The realty routes read the generated dataset unless LISTINGS_SOURCE=provider. */
function listingSourceFor(
  config: ServerConfig['listings'],
  db: Db,
  pool: SearchPool | undefined,
  columns: ListingColumns,
  provider: Partial<ProviderClientOptions>,
): ListingSource {
  return config.source === 'provider'
    ? createProviderSource(config, provider)
    : sqliteSource(db, pool, columns)
}

/** Heavy searches of the generated dataset run on worker threads, each reading the file. */
function searchPoolFor(config: ServerConfig['listings'], file: string): SearchPool | undefined {
  const { searchWorkers: workers = 0, searchBudgetMs: budgetMs = 5000 } = config
  if (config.source !== 'sqlite' || workers === 0) return undefined
  // A few searches a worker can hold; more wait at the caller, not in the service.
  return searchPool(file, { workers, budgetMs, maxQueued: 16 * workers })
}

/**
 * The customer routes' settings: whose tokens they trust, where documents are kept (files in the
 * data folder unless given) and where upload links point (this service's public URL).
 */
/** The configured document store: the data folder's files, or the shared bucket. */
function documentStorageFor(config: ServerConfig): DocumentStorage | DirectDocumentStorage {
  const store = config.documentStore
  return store.kind === 's3'
    ? s3DocumentObjects(store)
    : localDocumentStorage(documentsPath(config.dataDir))
}

function customerOptions(
  config: ServerConfig,
  storage: DocumentStorage | DirectDocumentStorage | undefined,
) {
  return {
    identity: config.identity,
    uploads: {
      storage: storage ?? documentStorageFor(config),
      publicUrl: config.alerts.publicApiUrl,
    },
  }
}

/**
 * The listings' statistics columns, built a step at a time once the service is ready (when the
 * generated dataset answers), so /health never waits for them; statistics read the listings
 * until they are done.
 */
function statisticsColumns(app: FastifyInstance, db: Db, build: boolean): ListingColumns {
  const columns = listingColumns(db)
  if (build) {
    app.addHook('onReady', () => {
      columns.build((ms, listings) => {
        app.log.info(
          `statistics columns of ${String(listings)} listings built in ${ms.toFixed(0)} ms`,
        )
      })
    })
  }
  // Before the database closes: no step of the build may run after it has.
  app.addHook('preClose', () => {
    columns.stop()
  })
  return columns
}

interface CustomerData {
  /** The SQLite file's raw connection; none when the customers' data is on PostgreSQL. */
  readonly sqlite: Db | undefined
  readonly customers: CustomerDb
  close(): Promise<void>
}

/**
 * The customer data DATABASE_URL names: migrated at start, except in production, where
 * `npm run migrate` does it and a start only checks. On SQLite, with the rows a version before
 * the split left in the listings file.
 */
async function openCustomerData(
  config: ServerConfig,
  listings: Db,
  log: FastifyBaseLogger,
): Promise<CustomerData> {
  const schema = config.production ? 'check' : 'migrate'
  const connection = await openCustomerConnection(
    config.customerDatabase,
    config.dataDir,
    listings,
    schema,
  )
  const sqlite = connection.engine === 'sqlite' ? connection.sqlite : undefined
  if (connection.engine === 'sqlite') {
    const moved = Object.values(connection.split.moved).reduce((sum, rows) => sum + rows, 0)
    if (moved > 0)
      log.info({ moved: connection.split.moved }, `moved ${String(moved)} customer rows`)
  }
  const { customers } = connection
  // Destroying the query layer closes the connection (or pool) it holds.
  return { sqlite, customers, close: () => customers.destroy() }
}

/**
 * `app.customerDb` on PostgreSQL: there is no SQLite connection to give, so a store still written
 * against one fails when it first uses it, by name, instead of writing customers into a file.
 */
function noSqliteConnection(): never {
  throw new Error(
    'app.customerDb is the SQLite customer file, and DATABASE_URL puts the customer data on ' +
      'PostgreSQL: read and write it through app.customers',
  )
}

/**
 * The alert job and its unsubscribe pages: started once the app is ready, woken when the market
 * moves, stopped before the app closes.
 */
async function registerAlerts(
  app: FastifyInstance,
  config: ServerConfig,
  {
    customers,
    feed,
    serviceKey,
  }: {
    readonly customers: CustomerDb
    readonly feed: ReturnType<typeof createMarketFeed>
    readonly serviceKey: string
  },
) {
  const alerts = await createAlertService(customers, {
    config: config.alerts,
    serviceKey,
    log: app.log,
    ownUrl: () => {
      const address = app.server.address()
      const port = typeof address === 'object' && address ? address.port : config.port
      return `http://127.0.0.1:${String(port)}`
    },
  })
  app.decorate('alerts', alerts)
  // The moved market may hold what an instant search waits for: the job runs soon after.
  const stopWaking = feed.onApplied(() => {
    alerts.wake()
  })
  await app.register(unsubscribeRoutes, { alerts, siteUrl: config.alerts.siteUrl })
  app.addHook('onReady', () => {
    alerts.start()
  })
  app.addHook('preClose', async () => {
    stopWaking()
    await alerts.stop()
  })
}

/** The local services as one Fastify app: used by `main.ts` and, over real HTTP, by tests. */
export async function buildApp(
  config: ServerConfig,
  { log, listingSource, warmSearchWorkers = false, documentStorage }: BuildOptions = {},
) {
  await assertStartAllowed(config)
  const app = Fastify({
    // Behind a proxy, request.ip (which rate limits count by) is the client it names.
    trustProxy: trustProxyOption(config.trustProxy),
    logger: log === false ? false : loggerOptions(config.logLevel, log),
    // A well-formed x-request-id from the caller, else a fresh one: in every log line and answer.
    genReqId,
    bodyLimit: BODY_LIMIT_BYTES,
    ...timeoutOptions(config.requestTimeoutMs),
    schemaErrorFormatter: formatSchemaErrors,
    // Extra properties are refused by the schemas that say so, never silently dropped.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
    // Query strings and parameters are coerced as the line above says; JSON bodies never are.
    schemaController: { compilersFactory: { buildValidator: partAwareValidators } },
  }).withTypeProvider<TypeBoxTypeProvider>()

  const db = openDatabase(listingsPath(config.dataDir))
  let customer: CustomerData | undefined
  let pool: SearchPool | undefined
  app.addHook('onClose', async () => {
    await pool?.close()
    await customer?.close()
    db.close()
  })

  try {
    migrate(db)
    customer = await openCustomerData(config, db, app.log)
    app.decorate('db', db)
    pool = listingSource ? undefined : searchPoolFor(config.listings, listingsPath(config.dataDir))
    // Loaded before the service listens, so /health answers only once they can take searches:
    // the first heavy search after a start never waits for them to load.
    if (warmSearchWorkers) {
      app.addHook('onReady', async () => {
        await pool?.warm()
      })
    }
    app.decorate('customerDb', customer.sqlite ?? { getter: noSqliteConnection })
    app.decorate('customers', customer.customers)
    await registerObservability(app, config)
    const started = performance.now()
    const { generated } = ensureDataset(db, { count: config.datasetSize })
    if (generated > 0) {
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      app.log.info(`generated ${String(generated)} listings in ${seconds} s (first start)`)
    }
    const columns = statisticsColumns(
      app,
      db,
      !listingSource && config.listings.source === 'sqlite',
    )
    app.setErrorHandler(handleError)
    refuseNonFiniteNumbers(app)
    app.setNotFoundHandler(handleNotFound)
    const accounts = accountDeletion(customer.customers)
    const serviceKey = serviceKeyFor(config.realtyServiceKey, config)
    const hasServiceKey = createServiceKeyCheck(serviceKey)
    const sharedLimits = await rateLimitStore(app, config.rateLimits)
    await registerRateLimits(app, config.rateLimits, hasServiceKey, sharedLimits)
    await registerSecurity(app, config.corsOrigins)
    // Answers go compressed to a client that accepts it: a city's neighbourhood outlines are
    // 84 kB of JSON, the map's roads 36 kB, a page of listings 24 kB. Images in compressed formats
    // pass as they are (the drawn SVG photos are text and shrink). Request bodies are small forms,
    // taken only plain.
    await app.register(compress, { threshold: 1024, globalDecompression: false })
    if (config.docs) await registerDocs(app, config.version)
    await app.register(healthRoutes, { version: config.version })
    await app.register(listingRoutes, {
      identity: config.identity,
      serviceKey,
      source:
        listingSource ?? listingSourceFor(config.listings, db, pool, columns, providerHooks(app)),
      deletedBefore: (sub, issuedAt) => accounts.issuedBeforeDeletion(sub, issuedAt),
    })
    await app.register(cdnRoutes, { kindOf: listingKindLookup(db) })
    await app.register(metaRoutes)
    await app.register(contactRoutes, {
      rateLimit: {
        max: config.rateLimits.leadsPerWindow,
        timeWindowMs: config.rateLimits.windowMs,
      },
      redis: sharedLimits,
    })
    await app.register(contentRoutes)
    await app.register(geoRoutes)
    const customerSettings = customerOptions(config, documentStorage)
    await app.register(customerRoutes, customerSettings)
    await app.register(readinessRoutes, {
      storage: customerSettings.uploads.storage,
      smtpUrl: config.alerts.smtpUrl,
    })
    const feed = createMarketFeed(db, {
      seed: config.feed.seed,
      perMinute: config.feed.eventsPerMinute,
    })
    // Driving the market by hand is a development tool: production has no such route.
    if (!config.production) await app.register(feedRoutes, { feed, hasServiceKey })
    const stopFeed = startFeedClock(feed, config.feed.eventsPerMinute, app.log)
    app.addHook('onClose', () => {
      stopFeed()
    })
    await registerAlerts(app, config, { customers: customer.customers, feed, serviceKey })
  } catch (error) {
    // A half-built app is never returned, so nothing else would close its databases.
    await pool?.close()
    await customer?.close()
    db.close()
    throw error
  }
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
