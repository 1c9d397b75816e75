import { randomUUID } from 'node:crypto'
import { constants, createReadStream, createWriteStream } from 'node:fs'
import { access, mkdir, open, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/**
 * Where application documents' bytes are kept, as streams: never a whole document in memory.
 * The customer database records which key holds which document. The bytes arrive through the
 * service's own upload route, which checks them on the way in.
 */
export interface DocumentStorage {
  readonly kind: 'through-service'
  /** The key-encryption key new bytes are sealed under, when the storage seals them. */
  readonly keyId?: string
  /** Keeps the stream's bytes under the key once it ends; when it fails, nothing is kept. */
  put(key: string, content: Readable): Promise<void>
  /** The bytes kept under the key; the stream errors when there are none. */
  get(key: string): Readable
  /** Forgets the bytes under the key; a key with none is no error. */
  delete(key: string): Promise<void>
  /** Resolves when documents can be kept now (for /health/ready); rejects with why not. */
  ready?(): Promise<void>
}

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** A storage key: random, so it names no customer or file, and no caller chooses it. */
export const newDocumentKey = (): string => randomUUID()

/** Waits until what was written under the path (a file's bytes, a folder's names) is on disk. */
async function syncToDisk(path: string) {
  const handle = await open(path, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/**
 * Documents as files of one folder, named by key. A file is written beside its final name and
 * renamed into place once its bytes are on disk, so a key names complete bytes or nothing, even
 * after a crash; the folder is synced too, so a document the database calls stored survives one.
 */
export function localDocumentStorage(directory: string): DocumentStorage {
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`not a document storage key: ${key}`)
    return join(directory, key)
  }
  return {
    kind: 'through-service',
    async put(key, content) {
      const path = pathOf(key)
      const partial = `${path}.part`
      await mkdir(directory, { recursive: true })
      try {
        await pipeline(content, createWriteStream(partial, { flags: 'wx', flush: true }))
        await rename(partial, path)
        await syncToDisk(directory)
      } catch (error) {
        await rm(partial, { force: true })
        throw error
      }
    },
    get: (key) => createReadStream(pathOf(key)),
    delete: (key) => rm(pathOf(key), { force: true }),
    async ready() {
      await mkdir(directory, { recursive: true })
      // Refused on a folder this process may not write, or on a read-only file system.
      await access(directory, constants.W_OK)
    },
  }
}
