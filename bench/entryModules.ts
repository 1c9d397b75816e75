/**
 * What the entry's bytes are: the entry's static-import closure (the figure its budget holds)
 * broken down by package, or by folder for the app's own code, through the build's source maps.
 * Sizes are minified bytes before compression, which is what each module adds to the gzip figure
 * in proportion. Needs a build (`npm run build`).
 *   npx tsx bench/entryModules.ts [rows]
 */
import { readFileSync } from 'node:fs'
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping'
import { budgetNamed } from './budgets'
import { entryFiles, entryJavaScriptBytes } from './entrySize'
import { sourceOwner } from './sourceOwner'

/** A source's owner: its package, or the app folder two levels under `src/`. */
function ownerOf(source: string): string {
  const owner = sourceOwner(source)
  return owner.startsWith('src/') ? owner.split('/').slice(0, 3).join('/') : owner
}

/** Minified bytes by owner in one built file: each mapping's span, up to the next or the line's end. */
function bytesByOwner(code: string, map: TraceMap, into: Map<string, number>): void {
  const lines = code.split('\n')
  let open: { line: number; column: number; owner: string } | undefined
  const close = (line: number, column: number) => {
    if (!open) return
    const end = line === open.line ? column : (lines[open.line - 1]?.length ?? open.column)
    into.set(open.owner, (into.get(open.owner) ?? 0) + end - open.column)
  }
  eachMapping(map, (mapping) => {
    close(mapping.generatedLine, mapping.generatedColumn)
    open = {
      line: mapping.generatedLine,
      column: mapping.generatedColumn,
      owner: mapping.source ? ownerOf(mapping.source) : '(unmapped)',
    }
  })
  close(Number.POSITIVE_INFINITY, 0)
}

const files = await entryFiles('dist')
if (!files) throw new Error('No build in dist/: run `npm run build` first')
const owners = new Map<string, number>()
for (const file of files) {
  const code = readFileSync(`dist/${file}`, 'utf8')
  let map: TraceMap
  try {
    map = new TraceMap(readFileSync(`dist/${file}.map`, 'utf8'))
  } catch {
    owners.set(`${file} (no source map)`, code.length)
    continue
  }
  bytesByOwner(code, map, owners)
}
const total = [...owners.values()].reduce((sum, bytes) => sum + bytes, 0)
const rows = Number(process.argv[2] ?? 30)
const entryBudget = budgetNamed('entry')
console.log(
  `entry closure: ${String(files.length)} files, ${String(total)} minified bytes, ` +
    `${(((await entryJavaScriptBytes('dist')) ?? 0) / 1024).toFixed(1)} kB gzip of its ` +
    `${String(entryBudget.kB)} kB budget (bench/budgets.ts)`,
)
for (const [owner, bytes] of [...owners.entries()].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
  const share = ((bytes / total) * 100).toFixed(1)
  console.log(`${String(bytes).padStart(8)}  ${share.padStart(5)} %  ${owner}`)
}
