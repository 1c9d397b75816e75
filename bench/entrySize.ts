import { existsSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

/**
 * The gzip size of the JavaScript a first visit loads before rendering: the entry module and
 * everything index.html preloads with it (named in its loader script). Undefined without a build.
 */
export function entryJavaScriptBytes(dist = 'dist'): number | undefined {
  if (!existsSync(`${dist}/index.html`)) return undefined
  const html = readFileSync(`${dist}/index.html`, 'utf8')
  const files = [...html.matchAll(/"\/real-estate\/(assets\/[^"]+\.js)"/g)].map((match) => match[1])
  return [...new Set(files)].reduce(
    (total, file) => total + gzipSync(readFileSync(`${dist}/${String(file)}`), { level: 9 }).length,
    0,
  )
}
