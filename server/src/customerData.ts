import { identityPoolAdminFor, type IdentityPoolAdmin } from './auth/identityPoolAdmin'
import type { FastifyBaseLogger } from 'fastify'
import type { ServerConfig } from './config'
import { localDocumentStorage, type DocumentStorage } from './customer/applicationDocumentStorage'
import { s3DocumentObjects, type DirectDocumentStorage } from './customer/s3DocumentObjects'
import { openCustomerConnection } from './db/customerDatabase'
import type { CustomerDb } from './db/customerDb'
import type { Db } from './db/database'
import { documentsPath } from './db/files'
import { dataKeyWrapper } from './vault/dataKeys'
import { resealRows } from './vault/resealRows'
import { sealedDocumentStorage } from './vault/sealedDocumentStorage'
import { openSealedValues } from './vault/sealedValuesPlugin'
import { createVault, type Vault } from './vault/vault'

// The customers' side of the app: their database (SQLite or PostgreSQL) and their documents' store.

export interface CustomerData {
  /** The SQLite file's raw connection; none when the customers' data is on PostgreSQL. */
  readonly sqlite: Db | undefined
  /** Reads open sealed values by themselves (see sealedValuesPlugin.ts). */
  readonly customers: CustomerDb
  readonly vault: Vault
  close(): Promise<void>
}

/** The vault of the configured keys (development: the data folder's key file). */
export const vaultFor = (config: ServerConfig): Vault =>
  createVault(dataKeyWrapper(config.dataKeys, config))

/** The storage that seals what it keeps, when documents pass through the service. */
function sealing(
  storage: DocumentStorage | DirectDocumentStorage,
  vault: Vault,
): DocumentStorage | DirectDocumentStorage {
  // Bytes put straight into the bucket never pass here: the bucket's own encryption keeps them.
  return storage.kind === 'through-service' ? sealedDocumentStorage(storage, vault.keys) : storage
}

/**
 * The customer data DATABASE_URL names: migrated at start, except in production, where
 * `npm run migrate` does it and a start only checks. On SQLite, with the rows a version before
 * the split left in the listings file.
 */
export async function openCustomerData(
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
  const vault = vaultFor(config)
  const customers = connection.customers.withPlugin(openSealedValues(vault))
  if (schema === 'migrate') {
    // Rows stored before encryption are sealed forward; production does it in `npm run migrate`.
    const files =
      config.documentStore.kind === 'files'
        ? sealedDocumentStorage(localDocumentStorage(documentsPath(config.dataDir)), vault.keys)
        : undefined
    const sealed = await resealRows(customers, vault, files)
    if (Object.values(sealed).some((rows) => rows > 0)) log.info({ sealed }, 'sealed rows forward')
  }
  // Destroying the query layer closes the connection (or pool) it holds.
  return { sqlite, customers, vault, close: () => customers.destroy() }
}

/**
 * `app.customerDb` on PostgreSQL: there is no SQLite connection to give, so a store still written
 * against one fails when it first uses it, by name, instead of writing customers into a file.
 */
export function noSqliteConnection(): never {
  throw new Error(
    'app.customerDb is the SQLite customer file, and DATABASE_URL puts the customer data on ' +
      'PostgreSQL: read and write it through app.customers',
  )
}

/** The configured document store: the data folder's files, or the shared bucket. */
function documentStorageFor(config: ServerConfig): DocumentStorage | DirectDocumentStorage {
  const store = config.documentStore
  return store.kind === 's3'
    ? s3DocumentObjects(store)
    : localDocumentStorage(documentsPath(config.dataDir))
}

/**
 * The customer routes' settings: whose tokens they trust, where documents are kept (the
 * configured store unless given) and where upload links point (this service's public URL).
 */
export function customerOptions(
  config: ServerConfig,
  storage: DocumentStorage | DirectDocumentStorage | undefined,
  vault: Vault,
  identityPool: IdentityPoolAdmin | undefined,
) {
  return {
    identity: config.identity,
    identityPool: identityPool ?? identityPoolAdminFor(config.identity.issuer),
    uploads: {
      storage: sealing(storage ?? documentStorageFor(config), vault),
      publicUrl: config.alerts.publicApiUrl,
    },
  }
}
