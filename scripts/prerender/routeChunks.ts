/**
 * The code a rendered page's route loads, which its HTML names for the boot script to preload
 * beside the entry, and the stylesheets that code imports, which its HTML carries: the render drew
 * with them (a carousel's slides in a row), so the page must look that way before the code runs.
 */

/**
 * The source modules each route loads (its `lazy` imports and its data module, src/app/router.tsx),
 * by the route's whole path pattern. A rendered route missing here fails the build.
 */
export const ROUTE_MODULES: Readonly<Record<string, readonly string[]>> = {
  // The home page's data module is a part of its page's chunk (the listings block imports it).
  '/': ['src/features/home/HomePage.tsx'],
  '/about': ['src/features/marketing/pages.ts'],
  '/buying': ['src/features/marketing/pages.ts'],
  '/selling': ['src/features/marketing/pages.ts'],
  '/contact': ['src/features/marketing/pages.ts'],
  '/calculators': ['src/features/calculators/CalculatorsPage.tsx'],
  '/trends': ['src/features/trends/TrendsPage.tsx', 'src/features/trends/trendsData.ts'],
  '/list/:state?/:city?/:neighborhood?': [
    'src/features/list/ListPage.tsx',
    'src/features/list/listData.ts',
  ],
  // The realty API, which the route also imports on its own, is a part of a shared chunk.
  '/detail/:state/:city/:neighborhood/:address/:mlsNumber/:boardId': [
    'src/features/listing/DetailPage.tsx',
    'src/features/listing/detailData.ts',
  ],
  '/map/:place?/:mlsNumber?/:boardId?': [
    'src/features/map/MapRoute.tsx',
    'src/features/map/mapData.ts',
  ],
  '/pre-approval': ['src/features/preApproval/PreApprovalPage.tsx'],
  '/auth/login': ['src/features/auth/guards.tsx', 'src/features/auth/LoginPage.tsx'],
  '/auth/new-account': ['src/features/auth/guards.tsx', 'src/features/auth/NewAccountPage.tsx'],
  '/auth/verify': ['src/features/auth/guards.tsx', 'src/features/auth/VerifyPage.tsx'],
  '/*': ['src/features/shell/errors/NotFoundPage.tsx'],
}

/** One module in Vite's build manifest (`build.manifest`), keyed by its source path. */
export interface ManifestChunk {
  readonly file: string
  readonly imports?: readonly string[]
  readonly isEntry?: boolean
  /** The stylesheets the chunk's modules import, which load with it. */
  readonly css?: readonly string[]
}

export type BuildManifest = Readonly<Record<string, ManifestChunk>>

/** The chunks and everything they import statically, transitively. */
function staticClosure(manifest: BuildManifest, keys: readonly string[]): Set<ManifestChunk> {
  const chunks = new Set<ManifestChunk>()
  const seen = new Set<string>()
  const queue = [...keys]
  while (queue.length > 0) {
    const key = queue.pop() ?? ''
    if (seen.has(key)) continue
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`routeChunks: the build manifest has no ${key}`)
    chunks.add(chunk)
    queue.push(...(chunk.imports ?? []))
  }
  return chunks
}

/** A file of each chunk the route loads beyond the entry's own closure, in a stable order. */
function routeFiles(
  pattern: string,
  manifest: BuildManifest,
  filesOf: (chunk: ManifestChunk) => readonly string[],
): string[] {
  const modules = ROUTE_MODULES[pattern]
  if (!modules) throw new Error(`routeChunks: no modules listed for the route ${pattern}`)
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  const entry = new Set([...staticClosure(manifest, entries)].flatMap(filesOf))
  const files = new Set([...staticClosure(manifest, modules)].flatMap(filesOf))
  return [...files].filter((file) => !entry.has(file)).sort()
}

/**
 * The JavaScript files a route loads beyond the entry's own (which the page's entry script and its
 * preloads already name), in a stable order.
 */
export function routeChunkFiles(pattern: string, manifest: BuildManifest): string[] {
  return routeFiles(pattern, manifest, (chunk) => [chunk.file])
}

/**
 * The stylesheets a route's chunks import beyond those the entry's own (which the page's head
 * already links), in a stable order.
 */
export function routeStyleFiles(pattern: string, manifest: BuildManifest): string[] {
  return routeFiles(pattern, manifest, (chunk) => chunk.css ?? [])
}

/** The whole path pattern of a chain of matched routes: `/`, `auth`, `login` → `/auth/login`. */
export function routePattern(paths: readonly (string | undefined)[]): string {
  const joined = paths
    .filter((path): path is string => Boolean(path))
    .join('/')
    .replace(/\/+/g, '/')
  return joined.startsWith('/') ? joined : `/${joined}`
}
