import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import compress from '@fastify/compress'
import Fastify, { type FastifyInstance } from 'fastify'
import type { ServerConfig } from './config'
import { openDatabase, type Db } from './db/database'
import type { CustomerDb } from './db/customerDb'
import { LISTINGS_FILE, listingsPath } from './db/files'
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
import { staffRoutes } from './staff/routes'
import type { IdentityPoolAdmin } from './auth/identityPoolAdmin'
import { accountDeletion } from './customer/accountDeletion'
import { createServiceKeyCheck, serviceKeyFor } from './auth/serviceKey'
import type { AlertService } from './alerts/alertService'
import { registerAlerts } from './alerts/registerAlerts'
import { registerCrm } from './crm/registerCrm'
import { registerLeads } from './leads/leadDesk'
import type { DocumentStorage } from './customer/applicationDocumentStorage'
import type { DirectDocumentStorage } from './customer/s3DocumentObjects'
import {
  customerOptions,
  noSqliteConnection,
  openCustomerData,
  type CustomerData,
} from './customerData'
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
import type { Vault } from './vault/vault'

declare module 'fastify' {
  interface FastifyInstance {
    /** Listings and places: regenerable, shared by every instance. */
    db: Db
    /** Leads, customers, saved items, applications and documents: never regenerated. */
    customerDb: Db
    /** The same customer data through the typed query layer (SQLite or PostgreSQL). */
    customers: CustomerDb
    /** Seals the sensitive values the customer stores write (reads open them by themselves). */
    vault: Vault
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
  /** The identity pool's administration, instead of the one the token issuer names. */
  readonly identityPool?: IdentityPoolAdmin
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

/** The local services as one Fastify app: used by `main.ts` and, over real HTTP, by tests. */
export async function buildApp(
  config: ServerConfig,
  {
    log,
    listingSource,
    warmSearchWorkers = false,
    documentStorage,
    identityPool,
  }: BuildOptions = {},
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
    app.decorate('vault', customer.vault)
    registerCrm(app, config)
    await registerLeads(app, config, customer.customers)
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
    const customerSettings = customerOptions(config, documentStorage, customer.vault, identityPool)
    await app.register(customerRoutes, customerSettings)
    await app.register(staffRoutes, {
      identity: config.identity,
      readDocument: (key) => customerSettings.uploads.storage.get(key),
    })
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
