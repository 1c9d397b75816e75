import { createCipheriv, createDecipheriv, type DecipherGCM, randomBytes } from 'node:crypto'
import { Transform, type TransformCallback } from 'node:stream'
import { ALGORITHM, IV_BYTES, type KeyWrapper, newDataKey, TAG_BYTES } from './keyring'

/**
 * Documents' bytes sealed with their own data key, as a stream (a document is never whole in
 * memory): `VLT1` | wrapped key length (2 bytes) | wrapped key | iv | ciphertext | tag. The
 * wrapped key travels with the bytes, so a file or object is readable with the key-encryption
 * key alone. Bytes without the mark (stored before encryption) pass as they are.
 */
const MAGIC = Buffer.from('VLT1')

const header = (wrapped: string, iv: Buffer) => {
  const name = Buffer.from(wrapped, 'utf8')
  const length = Buffer.alloc(2)
  length.writeUInt16BE(name.length)
  return Buffer.concat([MAGIC, length, name, iv])
}

/** A stream that seals what passes through it under a fresh data key. */
export function sealingStream(keys: KeyWrapper): Transform {
  const dataKey = newDataKey()
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv(ALGORITHM, dataKey, iv)
  let started = false
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!started) {
        started = true
        this.push(header(keys.wrap(dataKey), iv))
      }
      done(null, cipher.update(chunk))
    },
    flush(done) {
      if (!started) this.push(header(keys.wrap(dataKey), iv))
      this.push(cipher.final())
      done(null, cipher.getAuthTag())
    },
  })
}

/**
 * A stream that opens what `sealingStream` sealed: the last 16 bytes (the tag) are held back
 * until the end, where a wrong tag fails the stream. Unsealed bytes pass unchanged.
 */
export function openingStream(keys: KeyWrapper): Transform {
  let head = Buffer.alloc(0)
  let mode: 'head' | 'plain' | 'sealed' = 'head'
  let decipher: DecipherGCM | undefined
  let tail = Buffer.alloc(0)

  function decrypt(stream: Transform, chunk: Buffer) {
    const joined = Buffer.concat([tail, chunk])
    const keep = Math.min(TAG_BYTES, joined.length)
    tail = joined.subarray(joined.length - keep)
    const body = joined.subarray(0, joined.length - keep)
    if (body.length > 0 && decipher) stream.push(decipher.update(body))
  }

  /** Reads the header once it is all there; false while more bytes are needed. */
  function readHead(stream: Transform): boolean {
    if (head.length < MAGIC.length + 2) return false
    if (!head.subarray(0, MAGIC.length).equals(MAGIC)) {
      mode = 'plain'
      stream.push(head)
      return true
    }
    const nameLength = head.readUInt16BE(MAGIC.length)
    const ivAt = MAGIC.length + 2 + nameLength
    if (head.length < ivAt + IV_BYTES) return false
    const wrapped = head.subarray(MAGIC.length + 2, ivAt).toString('utf8')
    decipher = createDecipheriv(
      ALGORITHM,
      keys.unwrap(wrapped),
      head.subarray(ivAt, ivAt + IV_BYTES),
    )
    mode = 'sealed'
    decrypt(stream, head.subarray(ivAt + IV_BYTES))
    return true
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      try {
        if (mode === 'plain') {
          done(null, chunk)
          return
        }
        if (mode === 'sealed') {
          decrypt(this, chunk)
          done()
          return
        }
        head = Buffer.concat([head, chunk])
        readHead(this)
        done()
      } catch (error) {
        done(error as Error)
      }
    },
    flush(done: TransformCallback) {
      try {
        if (mode === 'head') {
          // Fewer bytes than a header: never sealed.
          if (head.length > 0) this.push(head)
          done()
          return
        }
        if (mode === 'sealed' && decipher) {
          decipher.setAuthTag(tail)
          this.push(decipher.final())
        }
        done()
      } catch (error) {
        done(error as Error)
      }
    },
  })
}

/** Whether stored bytes are sealed. */
export const isSealedBytes = (bytes: Uint8Array): boolean =>
  bytes.length >= MAGIC.length && MAGIC.equals(Buffer.from(bytes.buffer, bytes.byteOffset, 4))

/** Runs whole bytes through a stream transform (for the small documents kept in a row). */
async function through(stream: Transform, bytes: Uint8Array): Promise<Buffer> {
  const out: Buffer[] = []
  stream.on('data', (chunk: Buffer) => out.push(chunk))
  const ended = new Promise<void>((resolve, reject) => {
    stream.once('end', resolve)
    stream.once('error', reject)
  })
  stream.end(Buffer.from(bytes))
  await ended
  return Buffer.concat(out)
}

export const sealBytes = (keys: KeyWrapper, bytes: Uint8Array) =>
  through(sealingStream(keys), bytes)
export const openBytes = (keys: KeyWrapper, bytes: Uint8Array) =>
  through(openingStream(keys), bytes)

/** The id of the key that wraps sealed bytes' data key (for rotation), from their header. */
export function bytesKeyId(keys: KeyWrapper, bytes: Uint8Array): string | undefined {
  if (!isSealedBytes(bytes)) return undefined
  const buffer = Buffer.from(bytes)
  const nameLength = buffer.readUInt16BE(MAGIC.length)
  return keys.keyIdOf(buffer.subarray(MAGIC.length + 2, MAGIC.length + 2 + nameLength).toString())
}
