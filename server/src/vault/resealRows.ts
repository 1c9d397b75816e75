import type { CustomerDb } from '../db/customerDb'
import type { DocumentStorage } from '../customer/applicationDocumentStorage'
import { isSealedBytes, openBytes, sealBytes } from './sealedBytes'
import { isSealedText, type Vault } from './vault'

/** How many rows one step reads: a big table is sealed in bounded steps, never in one read. */
const BATCH = 200

/** What one pass sealed (plain rows) or re-wrapped (rows under an older key), per table. */
export interface ResealCounts {
  applications: number
  signers: number
  documents: number
}

type TextTable = 'applications' | 'application_signers'

/**
 * Brings every sensitive value under the vault's current key: plain rows (stored before
 * encryption) are sealed, sealed ones under another key have their data key re-wrapped (the
 * ciphertext is untouched). It runs beside a live service: each row is written only if it still
 * holds what was read, and a row the service rewrote meanwhile is already under the current key.
 * Run again, it finds nothing to do.
 */
async function resealTexts(db: CustomerDb, vault: Vault, table: TextTable): Promise<number> {
  const raw = db.withoutPlugins()
  let after = 0
  let changed = 0
  for (;;) {
    const rows = await raw
      .selectFrom(table)
      .select(['id', 'fields'])
      .where('id', '>', after)
      .where((eb) => eb.or([eb('key_id', 'is', null), eb('key_id', '<>', vault.keyId)]))
      .orderBy('id')
      .limit(BATCH)
      .execute()
    for (const row of rows) {
      const fields = isSealedText(row.fields)
        ? vault.rewrapText(row.fields)
        : vault.sealText(row.fields)
      const written = await raw
        .updateTable(table)
        .set({ fields, key_id: vault.keyId })
        .where('id', '=', row.id)
        .where('fields', '=', row.fields)
        .executeTakeFirst()
      changed += Number(written.numUpdatedRows)
    }
    if (rows.length < BATCH) return changed
    after = rows[rows.length - 1]?.id ?? after
  }
}

/**
 * Documents' bytes: those kept in their row, and those in a storage that seals (bytes that go
 * straight to a bucket are encrypted by the bucket, see the decision record). Bytes are opened and
 * sealed again under a fresh data key; a stored file is replaced whole, atomically.
 */
async function resealDocuments(
  db: CustomerDb,
  vault: Vault,
  storage: DocumentStorage | undefined,
): Promise<number> {
  const raw = db.withoutPlugins()
  let after = 0
  let changed = 0
  for (;;) {
    const rows = await raw
      .selectFrom('application_documents')
      .select(['id', 'content', 'storage_key'])
      .where('id', '>', after)
      .where((eb) => eb.or([eb('key_id', 'is', null), eb('key_id', '<>', vault.keyId)]))
      .where((eb) =>
        storage?.keyId !== undefined
          ? eb.or([eb('content', 'is not', null), eb('storage_key', 'is not', null)])
          : eb('content', 'is not', null),
      )
      .orderBy('id')
      .limit(BATCH)
      .execute()
    for (const row of rows) {
      if (row.content !== null) {
        const plain = isSealedBytes(row.content)
          ? await openBytes(vault.keys, row.content)
          : row.content
        await raw
          .updateTable('application_documents')
          .set({ content: await sealBytes(vault.keys, plain), key_id: vault.keyId })
          .where('id', '=', row.id)
          .execute()
        changed += 1
      } else if (row.storage_key !== null && storage) {
        // The sealing storage opens what it reads (sealed or not) and seals what it keeps.
        await storage.put(row.storage_key, storage.get(row.storage_key))
        await raw
          .updateTable('application_documents')
          .set({ key_id: vault.keyId })
          .where('id', '=', row.id)
          .execute()
        changed += 1
      }
    }
    if (rows.length < BATCH) return changed
    after = rows[rows.length - 1]?.id ?? after
  }
}

/**
 * Seals what is still plain and re-wraps what is under an older key: the start's (and
 * `npm run migrate`'s) forward migration, and the second step of a key rotation.
 * `storage`: the sealing document storage, when documents pass through the service.
 */
export async function resealRows(
  db: CustomerDb,
  vault: Vault,
  storage?: DocumentStorage,
): Promise<ResealCounts> {
  return {
    applications: await resealTexts(db, vault, 'applications'),
    signers: await resealTexts(db, vault, 'application_signers'),
    documents: await resealDocuments(db, vault, storage),
  }
}
