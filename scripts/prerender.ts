/**
 * Renders every public screen's HTML from the app's own tree after `vite build` (see
 * docs/decisions/010-build-time-rendering.md), into the build's folder, with sitemap.xml and
 * robots.txt. SITE_ORIGIN names the public origin for canonical links (default: the local one).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

// The page must render as the production bundle does: emotion's class names carry labels in
// development, and they would not match the browser's.
process.env.NODE_ENV = 'production'
const { createServer } = await import('vite')
const { pageDocument, pageFile, robots, sitemap, styleTag } =
  await import('./prerender/pageDocument')
type PageParts = import('./prerender/pageDocument').PageParts
type RouteParts = import('./prerender/pageDocument').RouteParts
const { LISTING_FRAME, NOT_FOUND_PATH, SCREENS, placePages } = await import('./prerender/pages')
const { routeChunkFiles, routePattern, routeStyleFiles } = await import('./prerender/routeChunks')
const { startSampleService } = await import('./prerender/sampleService')

const root = fileURLToPath(new URL('..', import.meta.url))
const dist = join(root, 'dist')
const basePath = '/real-estate'
const origin = (process.env.SITE_ORIGIN ?? 'http://localhost:5173').replace(/\/+$/, '')
const template = readFileSync(join(dist, 'index.html'), 'utf8')
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Parameters<
  typeof routeChunkFiles
>[1]

const vite = await createServer({
  root,
  mode: 'production',
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'warn',
})
try {
  const { renderPage, sampleServiceUrl } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as {
    renderPage: (
      path: string,
      answeredPath?: string,
    ) => Promise<PageParts & { routePaths: readonly (string | undefined)[] }>
    sampleServiceUrl: string
  }
  // A screen that shows fetched data is also rendered as its first answers fill it, for the
  // styles of that render: the page then carries them, and the phone inserts none of them.
  const samples = await startSampleService(sampleServiceUrl)
  try {
    const canonical = (path: string) => `${origin}${basePath}${path === '/' ? '/' : path}`
    /** The chunks and inlined stylesheets of the route a render matched. */
    const routeParts = (routePaths: readonly (string | undefined)[]): RouteParts => {
      const pattern = routePattern(routePaths)
      return {
        chunks: routeChunkFiles(pattern, manifest).map((file) => `${basePath}/${file}`),
        styles: routeStyleFiles(pattern, manifest)
          .map((file) => styleTag(`${basePath}/${file}`, readFileSync(join(dist, file), 'utf8')))
          .join(''),
      }
    }
    const write = (file: string, text: string) => {
      mkdirSync(dirname(join(dist, file)), { recursive: true })
      writeFileSync(join(dist, file), text)
    }
    const pages = [...SCREENS, ...placePages()]
    for (const path of pages) {
      const page = await renderPage(path, path)
      write(
        pageFile(path),
        pageDocument(template, page, path, canonical(path), routeParts(page.routePaths)),
      )
    }
    const notFound = await renderPage(NOT_FOUND_PATH)
    write(
      '404.html',
      pageDocument(
        template,
        notFound,
        NOT_FOUND_PATH,
        canonical('/'),
        routeParts(notFound.routePaths),
      ),
    )
    const frame = await renderPage(LISTING_FRAME.path, samples.listingPath)
    write(
      LISTING_FRAME.file,
      pageDocument(template, frame, LISTING_FRAME.marker, undefined, routeParts(frame.routePaths)),
    )
    write('sitemap.xml', sitemap(pages.map(canonical)))
    write('robots.txt', robots(`${origin}${basePath}/sitemap.xml`))
    console.log(
      `prerender: ${String(pages.length + 1)} pages, the listing pages' frame, sitemap.xml, robots.txt`,
    )
  } finally {
    await samples.close()
  }
} finally {
  await vite.close()
}
