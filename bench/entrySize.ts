import { existsSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

/** The module script a page's HTML starts, as an asset path: `assets/index-….js`. */
export function entryScript(html: string): string | undefined {
  return /<script type="module"[^>]*\ssrc="\/real-estate\/(assets\/[^"]+\.js)"/.exec(html)?.[1]
}

/**
 * The sibling chunks a built module imports statically (`import … from"./c-….js"`), as asset
 * paths, and the app's entry chunk (`import(\`./app-….js\`)`), which the page's boot script starts
 * after the first paint: every first visit loads it before the page works, so it counts as static.
 */
export function staticImports(code: string): string[] {
  const imported = [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)]
  const started = [...code.matchAll(/import\(`\.\/(app-[^`]+\.js)`\)/g)]
  return [...imported, ...started].map((match) => `assets/${match[1] ?? ''}`)
}

/**
 * The closure of the modules a page starts with, from `start`, each file's text read by `read`
 * (from disk or over HTTP): the one walk every size figure uses. Files in `loaded` (already on
 * the page, e.g. the entry's when measuring a route) are neither counted nor followed.
 */
export async function startClosure(
  start: string | readonly string[],
  read: (file: string) => string | Promise<string>,
  loaded: ReadonlySet<string> = new Set(),
): Promise<string[]> {
  const seen = new Set<string>()
  const queue = typeof start === 'string' ? [start] : [...start]
  while (queue.length > 0) {
    const file = queue.pop() ?? ''
    if (seen.has(file) || loaded.has(file)) continue
    seen.add(file)
    queue.push(...staticImports(await read(file)))
  }
  return [...seen]
}

/**
 * The entry's whole static-import closure: the module the app's frame starts and every module it
 * imports statically, transitively. This is what every first visit loads before anything runs;
 * a rendered page's preloads of its own route's chunks are not part of it.
 */
export async function entryFiles(dist = 'dist'): Promise<string[] | undefined> {
  const frame = existsSync(`${dist}/app.html`) ? `${dist}/app.html` : `${dist}/index.html`
  if (!existsSync(frame)) return undefined
  const start = entryScript(readFileSync(frame, 'utf8'))
  if (!start) return undefined
  return startClosure(start, (file) => readFileSync(`${dist}/${file}`, 'utf8'))
}

/** The gzip size (level 9) of the entry's static-import closure. Undefined without a build. */
export async function entryJavaScriptBytes(dist = 'dist'): Promise<number | undefined> {
  return (await entryFiles(dist))?.reduce(
    (total, file) => total + gzipSync(readFileSync(`${dist}/${file}`), { level: 9 }).length,
    0,
  )
}
