import type { ServerConfig } from '../config'
import { localDocumentStorage } from '../customer/applicationDocumentStorage'
import { openCustomerConnection } from '../db/customerDatabase'
import { openDatabase } from '../db/database'
import { documentsPath, listingsPath } from '../db/files'
import { dataKeyWrapper } from './dataKeys'
import { resealRows, type ResealCounts } from './resealRows'
import { sealedDocumentStorage } from './sealedDocumentStorage'
import { createVault } from './vault'

export type ResealSettings = Pick<
  ServerConfig,
  'dataDir' | 'customerDatabase' | 'dataKeys' | 'production' | 'documentStore'
>

/**
 * Brings the configured customer database (and the documents folder, when documents are kept
 * there) under the current key: `npm run migrate`'s sealing of rows stored before encryption,
 * and `npm run keys:rotate`'s re-wrapping. The schema must be migrated already. Answers the
 * current key's id and what changed.
 */
export async function resealDatabase(
  config: ResealSettings,
): Promise<{ keyId: string; counts: ResealCounts }> {
  const vault = createVault(dataKeyWrapper(config.dataKeys, config))
  const listings = openDatabase(listingsPath(config.dataDir))
  try {
    const connection = await openCustomerConnection(
      config.customerDatabase,
      config.dataDir,
      listings,
      'check',
    )
    try {
      const files =
        config.documentStore.kind === 'files'
          ? sealedDocumentStorage(localDocumentStorage(documentsPath(config.dataDir)), vault.keys)
          : undefined
      const counts = await resealRows(connection.customers, vault, files)
      return { keyId: vault.keyId, counts }
    } finally {
      await connection.customers.destroy()
    }
  } finally {
    listings.close()
  }
}
