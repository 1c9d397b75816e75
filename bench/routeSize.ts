import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { entryFiles, startClosure } from './entrySize'

const gzipBytes = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length

/**
 * The gzip size of the JavaScript a lazy route adds when first opened: its chunk (named after
 * the screen module, e.g. `TrendsPage`) and every chunk it imports statically, less the entry.
 * Several modules (a screen and what it loads at once, e.g. its map adapter) count their chunks
 * once. Undefined without a build (source maps included) or when a module is not found.
 */
export async function routeJavaScriptBytes(
  screen: string | readonly string[],
  dist = 'dist',
): Promise<number | undefined> {
  if (!existsSync(`${dist}/index.html`)) return undefined
  const assets = `${dist}/assets`
  const maps = readdirSync(assets)
    .filter((file) => file.endsWith('.js.map'))
    .map((file) => ({
      file: file.replace(/\.map$/, ''),
      sources: (JSON.parse(readFileSync(`${assets}/${file}`, 'utf8')) as { sources?: string[] })
        .sources,
    }))
  // Chunks are named by hash: find each module's chunk through its source map.
  const starts: string[] = []
  for (const name of typeof screen === 'string' ? [screen] : screen) {
    const start = maps.find(({ sources }) =>
      (sources ?? []).some((source) => source.endsWith(`/${name}.tsx`)),
    )?.file
    if (!start) return undefined
    starts.push(start)
  }
  const loaded = new Set(await entryFiles(dist))
  const files = await startClosure(
    starts.map((file) => `assets/${file}`),
    (file) => readFileSync(`${dist}/${file}`, 'utf8'),
    loaded,
  )
  return files.reduce((total, file) => total + gzipBytes(`${dist}/${file}`), 0)
}
