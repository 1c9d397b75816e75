import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/**
 * Envelope encryption's upper half: each record's own data key is kept wrapped (encrypted) by a
 * key-encryption key, named by its id so several can be read at once while a rotation runs.
 * Wrapping is synchronous: the key-encryption keys are in memory (see docs/decisions/024).
 */
export interface KeyWrapper {
  /** The id of the key that wraps every new data key. */
  readonly currentKeyId: string
  /** The data key wrapped by the current key, as `<keyId>:<base64>`. */
  wrap(dataKey: Buffer): string
  /** The data key `wrap` gave this for; throws when its key is not known here or it was altered. */
  unwrap(wrapped: string): Buffer
  /** The id of the key that wrapped this, without unwrapping it. */
  keyIdOf(wrapped: string): string
}

/** A key-encryption key: its id (letters, digits, `-`, `_`) and its 32 bytes. */
export interface NamedKey {
  readonly id: string
  readonly key: Buffer
}

export const KEY_ID = /^[A-Za-z0-9_-]{1,64}$/
export const KEY_BYTES = 32
export const IV_BYTES = 12
export const TAG_BYTES = 16
export const ALGORITHM = 'aes-256-gcm'

/** AES-256-GCM of `plain` under `key` (authenticating `aad` too), as iv | tag | ciphertext. */
export function gcmSeal(key: Buffer, plain: Buffer, aad?: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv(ALGORITHM, key, iv)
  if (aad) cipher.setAAD(aad)
  const body = Buffer.concat([cipher.update(plain), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), body])
}

/** The plain bytes of `gcmSeal`'s output; throws when they were altered or the key is wrong. */
export function gcmOpen(key: Buffer, sealed: Buffer, aad?: Buffer): Buffer {
  const decipher = createDecipheriv(ALGORITHM, key, sealed.subarray(0, IV_BYTES))
  if (aad) decipher.setAAD(aad)
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()])
}

/** A fresh random data key. */
export const newDataKey = (): Buffer => randomBytes(KEY_BYTES)

/**
 * Wraps with keys held in memory: the first is current, the others only unwrap (keys being
 * rotated away from). The key id is bound to the wrapped bytes, so a wrapped key cannot be
 * relabelled to another key.
 */
export function localKeyWrapper(current: NamedKey, previous: readonly NamedKey[] = []): KeyWrapper {
  const keys = new Map<string, Buffer>()
  for (const { id, key } of [...previous, current]) {
    if (!KEY_ID.test(id)) throw new Error(`a data key-encryption key id is letters, digits, - or _`)
    if (key.length !== KEY_BYTES) {
      throw new Error(`the data key-encryption key "${id}" must be ${String(KEY_BYTES)} bytes`)
    }
    keys.set(id, key)
  }
  const split = (wrapped: string) => {
    const at = wrapped.indexOf(':')
    if (at < 1) throw new Error('not a wrapped data key')
    return { id: wrapped.slice(0, at), body: wrapped.slice(at + 1) }
  }
  return {
    currentKeyId: current.id,
    wrap: (dataKey) =>
      `${current.id}:${gcmSeal(current.key, dataKey, Buffer.from(current.id)).toString('base64')}`,
    unwrap(wrapped) {
      const { id, body } = split(wrapped)
      const key = keys.get(id)
      if (!key) throw new Error(`data key-encryption key "${id}" is not configured`)
      return gcmOpen(key, Buffer.from(body, 'base64'), Buffer.from(id))
    },
    keyIdOf: (wrapped) => split(wrapped).id,
  }
}
