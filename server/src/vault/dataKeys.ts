import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { KEY_BYTES, KEY_ID, localKeyWrapper, type KeyWrapper, type NamedKey } from './keyring'

/**
 * The key-encryption keys, from DATA_KEY_ENCRYPTION_KEY (`<id>:<32 bytes base64>`, the one new
 * data keys are wrapped under) and DATA_KEY_ENCRYPTION_KEYS_PREVIOUS (the same, comma-separated:
 * keys still read while a rotation moves away from them). Neither set: development keeps its own
 * key in a file of the data folder, made on first start; production refuses to start.
 */
export interface DataKeySettings {
  readonly current: NamedKey | undefined
  readonly previous: readonly NamedKey[]
}

/** The key file development uses when no key is configured: never for production. */
export const LOCAL_KEY_FILE = 'data-keys.json'

function namedKey(name: string, text: string): NamedKey {
  const at = text.indexOf(':')
  const id = text.slice(0, at)
  const key = Buffer.from(text.slice(at + 1), 'base64')
  // The key itself never appears in a message.
  if (at < 1 || !KEY_ID.test(id) || key.length !== KEY_BYTES) {
    throw new Error(
      `${name} must be <key id>:<${String(KEY_BYTES)} bytes in base64> ` +
        '(the id: letters, digits, - or _)',
    )
  }
  return { id, key }
}

export function readDataKeySettings(read: (name: string) => string | undefined): DataKeySettings {
  const current = read('DATA_KEY_ENCRYPTION_KEY')
  const previous = read('DATA_KEY_ENCRYPTION_KEYS_PREVIOUS')
  return {
    current: current === undefined ? undefined : namedKey('DATA_KEY_ENCRYPTION_KEY', current),
    previous: (previous ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '')
      .map((entry) => namedKey('DATA_KEY_ENCRYPTION_KEYS_PREVIOUS', entry)),
  }
}

interface LocalKeyFile {
  /** The id of the key new data keys are wrapped under. */
  current: string
  keys: Record<string, string>
}

const keyFilePath = (dataDir: string) => join(dataDir, LOCAL_KEY_FILE)

function readKeyFile(dataDir: string): LocalKeyFile | undefined {
  try {
    return JSON.parse(readFileSync(keyFilePath(dataDir), 'utf8')) as LocalKeyFile
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

function writeKeyFile(dataDir: string, file: LocalKeyFile) {
  mkdirSync(dataDir, { recursive: true })
  writeFileSync(keyFilePath(dataDir), `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 })
}

const freshKey = (): [string, string] => [
  `local-${new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '')}-${randomBytes(3).toString('hex')}`,
  randomBytes(KEY_BYTES).toString('base64'),
]

/** Development's key file: made with one fresh key on first use. */
function localKeys(dataDir: string): DataKeySettings {
  let file = readKeyFile(dataDir)
  if (!file) {
    const [id, key] = freshKey()
    file = { current: id, keys: { [id]: key } }
    writeKeyFile(dataDir, file)
  }
  const named = Object.entries(file.keys).map(([id, key]) =>
    namedKey(LOCAL_KEY_FILE, `${id}:${key}`),
  )
  const current = named.find(({ id }) => id === file.current)
  if (!current) throw new Error(`${LOCAL_KEY_FILE} names a current key it does not hold`)
  return { current, previous: named.filter(({ id }) => id !== file.current) }
}

/**
 * Adds a fresh key to development's key file and makes it current (the old ones stay, still
 * read): the first step of a local rotation. Answers the new key's id.
 */
export function addLocalKey(dataDir: string): string {
  const file = readKeyFile(dataDir) ?? { current: '', keys: {} }
  const [id, key] = freshKey()
  writeKeyFile(dataDir, { current: id, keys: { ...file.keys, [id]: key } })
  return id
}

/** Whether the keys come from development's key file (no key configured). */
export const usesLocalKeyFile = (settings: DataKeySettings) => settings.current === undefined

/**
 * The key wrapper the settings make: the configured keys, or outside production the data
 * folder's key file. A production start without a configured key is refused.
 */
export function dataKeyWrapper(
  settings: DataKeySettings,
  { dataDir, production }: { readonly dataDir: string; readonly production: boolean },
): KeyWrapper {
  if (settings.current) return localKeyWrapper(settings.current, settings.previous)
  if (production) {
    throw new Error(
      'DATA_KEY_ENCRYPTION_KEY is required in production: applications and documents are ' +
        'encrypted under it (see docs/decisions/024-envelope-encryption.md)',
    )
  }
  const local = localKeys(dataDir)
  if (!local.current) throw new Error(`${LOCAL_KEY_FILE} holds no key`)
  return localKeyWrapper(local.current, [...local.previous, ...settings.previous])
}
