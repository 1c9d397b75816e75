import { pipeline, type Readable, type Transform } from 'node:stream'
import type { DocumentStorage } from '../customer/applicationDocumentStorage'
import type { KeyWrapper } from './keyring'
import { openingStream, sealingStream } from './sealedBytes'

/** A transform fed from `source`: either failing fails both, and the reader sees the error. */
function piped(source: Readable, through: Transform): Readable {
  return pipeline(source, through, () => {
    // The error (if any) is the returned stream's, where its reader handles it.
  })
}

/**
 * The storage with every document's bytes sealed on the way in and opened on the way out: the
 * files (or objects) hold ciphertext only. Bytes kept before encryption are read as they are
 * until the start's sealing pass (or `npm run migrate`) seals them.
 */
export function sealedDocumentStorage(inner: DocumentStorage, keys: KeyWrapper): DocumentStorage {
  return {
    ...inner,
    keyId: keys.currentKeyId,
    put: (key, content) => inner.put(key, piped(content, sealingStream(keys))),
    get: (key) => piped(inner.get(key), openingStream(keys)),
    delete: (key) => inner.delete(key),
    ...(inner.ready && { ready: () => inner.ready?.() ?? Promise.resolve() }),
  }
}
