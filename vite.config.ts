import { existsSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { configDefaults, defineConfig } from 'vitest/config'
import { VitePWA } from 'vite-plugin-pwa'
import type { RuntimeCaching } from 'workbox-build'
import { APP_ICONS, appIcons } from './scripts/vite/appIcons.ts'
import { contentSecurityPolicy } from './scripts/vite/contentSecurityPolicy.ts'
import { formValidators } from './scripts/vite/formValidators.ts'
import { inlineScript, LANGUAGE_HOLD, PAGE_START } from './scripts/vite/inlineScripts.ts'
import { resolveRelease } from './server/src/release.ts'

/** The build's release (its commit, or RELEASE): each deploy is a new version to the app. */
const version = resolveRelease()

/**
 * The deployed version lives at {base}manifest.json. The running app polls it and offers a reload
 * when it differs from the version it was built with (see src/features/shell/versionCheck.ts).
 */
function versionManifest(): Plugin {
  const body = JSON.stringify({ version })
  return {
    name: 'version-manifest',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: body })
    },
    configureServer(server) {
      server.middlewares.use('/real-estate/manifest.json', (_req, res) => {
        res.setHeader('content-type', 'application/json')
        res.setHeader('cache-control', 'no-store')
        res.end(body)
      })
    },
  }
}

/** The app's frame: index.html as built, before any page is rendered into it. */
const APP_FRAME = 'app.html'

/** The listing pages' frame, rendered at build (scripts/prerender/pages.ts). */
const LISTING_FRAME = 'listing-frame.html'

/**
 * The file an address the build did not render gets (a path under the base, without its slash):
 * a listing's page gets the listing pages' frame, anything else the app's frame.
 */
const frameFor = (page: string) => (page.startsWith('detail/') ? LISTING_FRAME : APP_FRAME)

/**
 * Whether `page` (a path under the base, without its slash) names a file of the build. Any
 * address may be asked for: one that runs through a file (`about.html/more`) or is too long for
 * the file system names no file, rather than failing the request.
 */
function isBuiltFile(outDir: string, page: string): boolean {
  try {
    return statSync(resolve(outDir, page), { throwIfNoEntry: false })?.isFile() === true
  } catch {
    return false
  }
}

/**
 * Writes the app's frame beside the rendered pages: an address the build did not render (a
 * customer's screens) gets it, and the app renders there in the browser; a listing's page gets
 * the listing pages' frame. Static hosting needs the same rule; `vite preview` gets it here. A rendered page is
 * `/a/b` → `a/b.html` (scripts/prerender.ts).
 */
function appFrame(): Plugin {
  let outDir = 'dist'
  return {
    name: 'app-frame',
    // `vite preview` resolves the config as a serve command, so a build-only plugin would never
    // get its preview hook: every unrendered address would then get the home page's HTML.
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    enforce: 'post',
    configResolved(resolved) {
      outDir = resolve(resolved.root, resolved.build.outDir)
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html']
        if (index?.type !== 'asset') throw new Error('app-frame: the build has no index.html')
        this.emitFile({ type: 'asset', fileName: APP_FRAME, source: index.source })
      },
    },
    configurePreviewServer(server) {
      const base = '/real-estate/'
      server.middlewares.use((req, _res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? ''
        const page = path.slice(base.length).replace(/\/$/, '')
        // A page unless it names a built file: a map's address ends in a coordinate such as
        // `43.6532;-79.3832`, which looks like a file's extension but is not one.
        const isPage = req.method === 'GET' && path.startsWith(base) && !isBuiltFile(outDir, page)
        const rendered = page === '' || existsSync(resolve(outDir, `${page}.html`))
        if (isPage && !rendered) req.url = `${base}${frameFor(page)}`
        next()
      })
    },
  }
}

/**
 * How the service worker answers navigations to the app's pages: from the network (a page
 * rendered at build, or the frame its address is served), keeping a copy of each for offline;
 * offline without a copy, the precached app's frame, where the app renders itself with its
 * offline notice. `isPage` is copied into the worker as source, so it may use nothing around it.
 */
function pageNavigations(
  isPage: (options: { request: Request; url: URL }) => boolean,
): RuntimeCaching {
  return {
    urlPattern: isPage,
    handler: 'NetworkFirst',
    options: {
      cacheName: 'pages',
      // A slow network is not an offline one, but after this long a kept copy is better.
      networkTimeoutSeconds: 4,
      expiration: { maxEntries: 60 },
      precacheFallback: { fallbackURL: `/real-estate/${APP_FRAME}` },
    },
  }
}

/** src/app/config.ts's default for every service address. */
const LOCAL_SERVICE = 'http://127.0.0.1:8787'

/**
 * The first screen calls the realty service and loads listing photos from the image CDN: every
 * page opens both connections while the entry script is still on its way.
 */
function preconnectServices(): Plugin {
  let links: Record<string, string>[] = []
  return {
    name: 'preconnect-services',
    configResolved(resolved) {
      const env = resolved.env as Record<string, string | undefined>
      const address = (value: string | undefined, fallback: string) =>
        (value?.trim() ? value.trim() : fallback).replace(/\/+$/, '')
      const realtyApiUrl = address(env.VITE_REALTY_API_URL, LOCAL_SERVICE)
      const imageCdnUrl = address(env.VITE_IMAGE_CDN_URL, `${LOCAL_SERVICE}/cdn`)
      links = [
        // fetch() calls are CORS requests; images are not, and use connections of their own.
        { rel: 'preconnect', href: new URL(realtyApiUrl).origin, crossorigin: '' },
        { rel: 'preconnect', href: new URL(imageCdnUrl).origin },
      ]
    },
    transformIndexHtml() {
      return links.map((attrs) => ({ tag: 'link', attrs, injectTo: 'head' as const }))
    },
  }
}

/** jsdom suites that replace a property of the window (see the `web-window` test project). */
const OWN_WINDOW = ['tests/auth/session.test.ts']

export default defineConfig({
  base: '/real-estate/',
  resolve: {
    // Leaflet as the parts the app draws with (see the module); `leaflet/…` paths are untouched.
    alias: [
      {
        find: /^leaflet$/,
        replacement: fileURLToPath(new URL('./src/lib/leafletParts.ts', import.meta.url)),
      },
    ],
  },
  define: {
    __APP_VERSION__: JSON.stringify(version),
  },
  plugins: [
    formValidators(),
    react(),
    versionManifest(),
    appFrame(),
    appIcons(),
    preconnectServices(),
    inlineScript('language-hold', LANGUAGE_HOLD, 'head'),
    inlineScript('page-start', PAGE_START, 'body'),
    // Last, so it hashes the inline scripts of the final HTML, whichever plugin wrote them.
    contentSecurityPolicy(),
    VitePWA({
      injectRegister: false,
      strategies: 'generateSW',
      filename: 'sw.js',
      manifestFilename: 'app.webmanifest',
      manifest: {
        name: 'Homewise Real Estate',
        short_name: 'Homewise',
        description: 'Search homes for sale and for lease across the Greater Toronto Area.',
        theme_color: '#147BC9',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/real-estate/',
        scope: '/real-estate/',
        icons: [APP_ICONS.manifestSmall, APP_ICONS.manifestLarge].map(({ fileName, size }) => ({
          src: fileName,
          sizes: `${size}x${size}`,
          type: 'image/png',
        })),
      },
      workbox: {
        // The code and the app's frame (the pages are written after the bundle, so the worker
        // cannot precache them; it keeps each page visited instead).
        globPatterns: ['**/*.{js,css,svg,woff2}', APP_FRAME],
        globIgnores: ['manifest.json'],
        navigateFallback: null,
        runtimeCaching: [
          pageNavigations(
            ({ request, url }) =>
              request.mode === 'navigate' &&
              url.pathname.startsWith('/real-estate/') &&
              !/\/(?:manifest\.json|sw\.js)$/.test(url.pathname),
          ),
        ],
        cleanupOutdatedCaches: true,
        // A new worker takes over at once, so the shell is offline-ready from the first visit.
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  server: {
    port: 5173,
    // The local services' databases and the test runs' pictures change all the time and are
    // never part of the app: the dev server need not watch them.
    watch: { ignored: ['**/server/data/**', '**/e2e/.artifacts/**', '**/coverage/**'] },
  },
  preview: { port: 5173 },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    // Which chunks each screen's modules landed in: the build-time render names a page's route
    // chunks for preloading (scripts/prerender/routeChunks.ts).
    manifest: true,
    // index.html preloads what the first screen needs. A lazy screen's own imports are found as
    // its chunk loads rather than listed in a table inside the entry: that table grows with every
    // route and cost about 2 kB gzip of the 180 kB entry budget. No polyfill: the es2022 target's
    // browsers preload modules natively.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === 'html' ? dependencies : [],
    },
    // Shared chunks are named by hash only: the entry's preload table lists every chunk a lazy
    // screen needs, and long module-derived names cost about 0.3 kB gzip of the entry budget.
    // Source maps still name every module.
    rolldownOptions: {
      // @emotion/react imports hoist-non-react-statics for its `withTheme`, which nothing here
      // uses; the package (CommonJS, with react-is 16 inside) does not declare itself free of side
      // effects, so without this rule it ships in the entry unused (0.9 kB gzip).
      treeshake: {
        moduleSideEffects: [
          { test: /node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
        ],
      },
      // The page's script is the small boot module, which loads the app (main.tsx) after the first
      // paint: the app is an entry of its own, so its static imports stay one closure.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        app: fileURLToPath(new URL('./src/main.tsx', import.meta.url)),
      },
      output: {
        chunkFileNames: 'assets/c-[hash].js',
        // Every module the entry imports statically loads on every first visit, yet the
        // bundler split them into 18 files by which lazy screens also use each one, and each
        // file compresses on its own: one chunk for them all is 5 kB gzip smaller, and a new
        // lazy import elsewhere no longer splits the entry further.
        // The boot module (src/boot/) and Vite's preload helper, which it shares with the app, stay
        // out of it: the page's first script must be small and must not import the app.
        codeSplitting: {
          groups: [
            { name: 'boot', test: /\/src\/boot\/|preload-helper|rolldown\/runtime/, priority: 2 },
            { name: 'shell', tags: ['$initial'], test: (id) => !id.endsWith('.html'), priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    // Shared 2-core CI machines run jsdom and SQLite suites side by side: allow for a slow core
    // rather than fail on the clock (speed is measured by `npm run bench`, not by tests).
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // As the E2E suite: in CI a test gets one retry, and `npm test` names each test that passed
    // only on it (tests/runner), so a race a loaded machine exposes is seen without failing a run.
    retry: process.env.CI ? 1 : 0,
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, while
    // the main thread mostly waits once the modules are transformed. Two workers ran the same 47
    // files in 122–137 s against 172–186 s with one (interleaved, load 2–4).
    maxWorkers: 2,
    // Node would load react-leaflet's `leaflet` imports from the package itself: Vite resolves
    // them, so tests draw with the same Leaflet parts as the build (src/lib/leafletParts.ts).
    // recharts too: the web project takes its ES build, as the app's bundle does (below).
    server: { deps: { inline: ['react-leaflet', '@react-leaflet/core', 'recharts'] } },
    // A fresh module graph per test file (isolate) costs about a second of a core per file. Only
    // the jsdom projects need it: their screens keep state in modules (the session, Amplify, mocks)
    // and in the document. The pure rules (src/lib and the runner's counts, no DOM) and the server
    // suites (each builds its own app over its own SQLite file) share one graph per worker.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/lib/**/*.test.ts', 'tests/runner/**/*.test.ts'],
          setupFiles: ['tests/unitSetup.ts'],
          isolate: false,
        },
      },
      {
        // Each file in a VM context of its own (its own window and module graph) inside workers
        // that stay up: a fresh process per file loaded jsdom (half a second) and compiled the
        // app's packages again each time. The web project ran in 127 s instead of 217. A VM
        // context needs Node's web streams given to it (tests/webStreams.ts), and recharts' ES
        // build: its CommonJS build requires Redux Toolkit, which the VM's CommonJS loader
        // resolves to an ES module.
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [
            ...configDefaults.exclude,
            'tests/lib/**',
            'tests/runner/**',
            'tests/prerender/**',
            ...OWN_WINDOW,
          ],
          setupFiles: ['tests/webStreams.ts', 'tests/setup.ts'],
          css: false,
          pool: 'vmForks',
          alias: [{ find: /^recharts$/, replacement: 'recharts/es6/index.js' }],
        },
      },
      {
        // Screens that replace a property of the window itself (its location), which a VM
        // context's window does not allow: a process of their own per file.
        extends: true,
        test: {
          name: 'web-window',
          environment: 'jsdom',
          include: OWN_WINDOW,
          setupFiles: ['tests/setup.ts'],
          css: false,
        },
      },
      {
        // The build-time render, in Node as the build runs it (no window, no document).
        extends: true,
        test: {
          name: 'prerender',
          environment: 'node',
          include: ['tests/prerender/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unitSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/tests/**/*.test.ts'],
          setupFiles: ['server/tests/setup.ts'],
          // One PostgreSQL server per run, for the customer stores' tests on both engines.
          globalSetup: ['server/tests/support/postgresGlobalSetup.ts'],
          isolate: false,
        },
      },
    ],
  },
})
