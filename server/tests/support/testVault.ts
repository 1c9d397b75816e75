import { dataKeyWrapper, readDataKeySettings } from '../../src/vault/dataKeys'
import { localKeyWrapper } from '../../src/vault/keyring'
import { createVault } from '../../src/vault/vault'

/** A key-encryption key for tests: fixed, so a test can tell what any key would. */
export const TEST_KEY = { id: 'test-key', key: Buffer.alloc(32, 7) }

/** A second key, for rotation. */
export const NEXT_TEST_KEY = { id: 'next-key', key: Buffer.alloc(32, 9) }

/** The vault of the stores that tests build directly (the servers make their own). */
export const TEST_VAULT = createVault(localKeyWrapper(TEST_KEY))

/** The keys a test server made for itself in its data folder (no key configured). */
export const serverKeys = (dataDir: string) =>
  dataKeyWrapper(
    readDataKeySettings(() => undefined),
    { dataDir, production: false },
  )
