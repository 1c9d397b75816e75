import { gcmOpen, gcmSeal, type KeyWrapper, newDataKey } from './keyring'

/**
 * Envelope encryption of the sensitive values a record holds: each sealed value has its own
 * random data key (AES-256-GCM), kept beside it wrapped by a key-encryption key. A copied
 * database holds only ciphertext and wrapped keys; rotating the key-encryption key re-wraps the
 * data keys and never touches the ciphertext.
 */
export interface Vault {
  /** The key id new values are wrapped under (stored per row, so rotation finds what is left). */
  readonly keyId: string
  readonly keys: KeyWrapper
  /** `plain` sealed as `vault1:<keyId>:<wrapped key>:<iv|tag|ciphertext>` (base64 parts). */
  sealText(plain: string): string
  /** The plain text of a sealed value; text that was never sealed passes as it is. */
  openText(stored: string): string
  /** The same sealed value with its data key re-wrapped under the current key. */
  rewrapText(stored: string): string
}

const PREFIX = 'vault1:'

/** Whether a stored text value is sealed (rows written before encryption are not). */
export const isSealedText = (value: string): boolean => value.startsWith(PREFIX)

function parts(stored: string) {
  const [, keyId, wrapped, payload] = stored.split(':')
  if (keyId === undefined || wrapped === undefined || payload === undefined) {
    throw new Error('a sealed value is damaged')
  }
  return { wrapped: `${keyId}:${wrapped}`, payload }
}

export function createVault(keys: KeyWrapper): Vault {
  return {
    keyId: keys.currentKeyId,
    keys,
    sealText(plain) {
      const dataKey = newDataKey()
      const payload = gcmSeal(dataKey, Buffer.from(plain, 'utf8')).toString('base64')
      return `${PREFIX}${keys.wrap(dataKey)}:${payload}`
    },
    openText(stored) {
      if (!isSealedText(stored)) return stored
      const { wrapped, payload } = parts(stored)
      return gcmOpen(keys.unwrap(wrapped), Buffer.from(payload, 'base64')).toString('utf8')
    },
    rewrapText(stored) {
      const { wrapped, payload } = parts(stored)
      return `${PREFIX}${keys.wrap(keys.unwrap(wrapped))}:${payload}`
    },
  }
}
