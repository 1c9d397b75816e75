// `npm run keys:rotate`: re-wraps every data key under the current key-encryption key, while
// the service runs (it reads both keys until this ends). In production, first deploy with the new
// key as DATA_KEY_ENCRYPTION_KEY and the old one in DATA_KEY_ENCRYPTION_KEYS_PREVIOUS, then run
// this, then drop the old key. In development (no key configured) it first adds a fresh key to
// the data folder's key file and makes it current. Run again, it finds nothing left to do.
import { loadConfig } from '../config'
import { addLocalKey, usesLocalKeyFile } from './dataKeys'
import { resealDatabase } from './resealDatabase'

try {
  const config = loadConfig()
  if (usesLocalKeyFile(config.dataKeys) && !config.production) {
    console.log(
      `added local key ${addLocalKey(config.dataDir)}; restart the server to write with it`,
    )
  }
  const { keyId, counts } = await resealDatabase(config)
  console.log(
    `under key ${keyId}: ${String(counts.applications)} applications, ` +
      `${String(counts.signers)} signers, ${String(counts.documents)} documents re-wrapped`,
  )
} catch (error) {
  console.error(`keys:rotate failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
