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

/** The closure of the modules a page starts with, from `start`, each file's text read by `read`. */
export async function startClosure(
  start: string,
  read: (file: string) => Promise<string>,
): Promise<string[]> {
  const seen = new Set<string>()
  const queue = [start]
  while (queue.length > 0) {
    const file = queue.pop() ?? ''
    if (seen.has(file)) continue
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
export function entryFiles(dist = 'dist'): string[] | undefined {
  const frame = existsSync(`${dist}/app.html`) ? `${dist}/app.html` : `${dist}/index.html`
  if (!existsSync(frame)) return undefined
  const start = entryScript(readFileSync(frame, 'utf8'))
  if (!start) return undefined
  const seen = new Set<string>()
  const queue = [start]
  while (queue.length > 0) {
    const file = queue.pop() ?? ''
    if (seen.has(file)) continue
    seen.add(file)
    queue.push(...staticImports(readFileSync(`${dist}/${file}`, 'utf8')))
  }
  return [...seen]
}

/** The gzip size (level 9) of the entry's static-import closure. Undefined without a build. */
export function entryJavaScriptBytes(dist = 'dist'): number | undefined {
  return entryFiles(dist)?.reduce(
    (total, file) => total + gzipSync(readFileSync(`${dist}/${file}`), { level: 9 }).length,
    0,
  )
}
