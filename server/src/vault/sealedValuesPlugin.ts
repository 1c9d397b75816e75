import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely'
import { isSealedBytes, openBytes } from './sealedBytes'
import { isSealedText, type Vault } from './vault'

/**
 * Reads decrypt themselves: every sealed value a query answers (a sealed text, sealed bytes) is
 * opened before a store sees it, whichever store or join asked. Writes seal explicitly where the
 * sensitive values are written (the stores know which columns are sensitive; a plugin would
 * have to guess from the query's tree).
 */
export function openSealedValues(vault: Vault): KyselyPlugin {
  async function open(value: unknown): Promise<unknown> {
    if (typeof value === 'string') return isSealedText(value) ? vault.openText(value) : value
    if (value instanceof Uint8Array && isSealedBytes(value)) return openBytes(vault.keys, value)
    return value
  }
  async function openRow(row: UnknownRow): Promise<UnknownRow> {
    const opened: Record<string, unknown> = {}
    for (const [column, value] of Object.entries(row)) opened[column] = await open(value)
    return opened
  }
  return {
    transformQuery: ({ node }: PluginTransformQueryArgs): RootOperationNode => node,
    async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      const rows: UnknownRow[] = []
      for (const row of result.rows) rows.push(await openRow(row))
      return { ...result, rows }
    },
  }
}
