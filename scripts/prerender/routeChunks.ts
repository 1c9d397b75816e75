/**
 * The code a rendered page's route loads, for `<link rel="modulepreload">` in its HTML: the browser
 * then fetches the screen's chunks with the entry instead of after it.
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
}

export type BuildManifest = Readonly<Record<string, ManifestChunk>>

/** A chunk's file and the files of everything it imports statically, transitively. */
function staticClosure(manifest: BuildManifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>()
  const seen = new Set<string>()
  const queue = [...keys]
  while (queue.length > 0) {
    const key = queue.pop() ?? ''
    if (seen.has(key)) continue
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`routeChunks: the build manifest has no ${key}`)
    files.add(chunk.file)
    queue.push(...(chunk.imports ?? []))
  }
  return files
}

/**
 * The JavaScript files a route loads beyond the entry's own (which the page's entry script and its
 * preloads already name), in a stable order.
 */
export function routeChunkFiles(pattern: string, manifest: BuildManifest): string[] {
  const modules = ROUTE_MODULES[pattern]
  if (!modules) throw new Error(`routeChunks: no modules listed for the route ${pattern}`)
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  const entry = staticClosure(manifest, entries)
  return [...staticClosure(manifest, modules)].filter((file) => !entry.has(file)).sort()
}

/** The whole path pattern of a chain of matched routes: `/`, `auth`, `login` → `/auth/login`. */
export function routePattern(paths: readonly (string | undefined)[]): string {
  const joined = paths
    .filter((path): path is string => Boolean(path))
    .join('/')
    .replace(/\/+/g, '/')
  return joined.startsWith('/') ? joined : `/${joined}`
}
