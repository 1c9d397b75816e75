import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { configDefaults, defineConfig } from 'vitest/config'
import { VitePWA } from 'vite-plugin-pwa'
import { contentSecurityPolicy } from './scripts/vite/contentSecurityPolicy.ts'

const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string
}

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

/**
 * index.html paints a static shell (the header, and the top of / and /contact) with inline CSS. The
 * entry is fetched and run once that shell has painted (the paint timing entry
 * 'first-contentful-paint', or the first frame where the browser has no paint timing, or at once in
 * a hidden tab, where frames do not run), and on a guest's listing page once the shell's first photo
 * has painted too (at most a second later): a module script that arrives quickly would otherwise run
 * before the first paint and hold it back by the whole entry's evaluation, and its downloads would
 * share a slow connection with the page's first bytes. Its modules are then preloaded together, so
 * the entry's imports do not wait for the entry to be parsed.
 */
function paintBeforeScript(): Plugin {
  return {
    name: 'paint-before-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?/.exec(html)
        if (!entry?.[1]) throw new Error('paint-before-script: index.html has no entry script')
        const preloads: string[] = []
        const page = html
          .replace(entry[0], '')
          .replaceAll(
            /<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g,
            (_, href: string) => {
              preloads.push(href)
              return ''
            },
          )
        const loader = [
          '<script>',
          '(function () {',
          `  var modules = ${JSON.stringify([entry[1], ...preloads])}`,
          '  var started = false',
          '  function start() {',
          '    if (started) return',
          '    started = true',
          '    modules.forEach(function (href) {',
          "      var link = document.createElement('link')",
          "      link.rel = 'modulepreload'",
          "      link.crossOrigin = ''",
          // Behind the page's own bytes, such as the detail page's first photo.
          "      link.fetchPriority = 'low'",
          '      link.href = href',
          '      document.head.appendChild(link)',
          '    })',
          '    import(modules[0])',
          '  }',
          '  function afterFrame() {',
          '    requestAnimationFrame(function () { setTimeout(start, 0) })',
          '  }',
          // A listing's page waits for its first photo too, for at most a second after the
          // shell's paint: the photo is the page's largest paint and should not share a slow
          // connection with the entry's 180 kB.
          '  function afterShell() {',
          '    var shell = window.__shellListing',
          '    if (!shell) return start()',
          '    setTimeout(start, 1000)',
          '    shell.done.then(function () { return shell.photo }).then(afterFrame)',
          '  }',
          "  if (document.visibilityState === 'hidden') return start()",
          '  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || []',
          "  if (types.indexOf('paint') >= 0) {",
          '    var observer = new PerformanceObserver(function (list) {',
          "      if (!list.getEntriesByName('first-contentful-paint').length) return",
          '      observer.disconnect()',
          '      afterShell()',
          '    })',
          "    observer.observe({ type: 'paint', buffered: true })",
          '  } else requestAnimationFrame(function () { setTimeout(afterShell, 0) })',
          // A safety net only (a browser that reports no first paint): the shell paints in a
          // frame or two, and under load the script could not run sooner anyway.
          '  setTimeout(start, 3000)',
          '})()',
          '</script>',
        ].join('\n')
        return page.replace('</body>', `${loader}\n</body>`)
      },
    },
  }
}

/** The first screens' styles as emotion compiled them, recorded by `npm run critical-css`. */
const CRITICAL_CSS = fileURLToPath(new URL('./src/app/theme/critical.css', import.meta.url))

/**
 * Inlines the first screens' styles into index.html, with the class names they define, which the
 * app's emotion cache then takes as already inserted (src/app/theme/styleCache.ts): the browser
 * parses them with the page instead of the first renders compiling and inserting them rule by
 * rule. `CRITICAL_CSS=off` leaves them out, for the recording itself.
 */
function criticalStyles(): Plugin {
  return {
    name: 'critical-styles',
    apply: 'build',
    transformIndexHtml(html) {
      if (process.env.CRITICAL_CSS === 'off' || !existsSync(CRITICAL_CSS)) return html
      const css = readFileSync(CRITICAL_CSS, 'utf8')
        .replace(/^\/\*[\s\S]*?\*\/\s*/, '')
        .trim()
      if (/<\/style/i.test(css)) throw new Error('critical-styles: the CSS closes its <style>')
      const names = new Set([...css.matchAll(/\.css-([a-z0-9]+)/g)].map((match) => match[1]))
      return html.replace(
        '</head>',
        `<style id="critical-styles" data-names="${[...names].join(' ')}">${css}</style>\n</head>`,
      )
    },
  }
}

/** src/app/config.ts's default for every service address. */
const LOCAL_SERVICE = 'http://127.0.0.1:8787'

/**
 * The first screen calls the realty service and loads listing photos from the image CDN: index.html
 * opens both connections while the entry script is still on its way. Its inline script asks for a
 * detail page's listing and first photo itself, at the addresses it finds in place of
 * `__REALTY_API_URL__` and `__IMAGE_CDN_URL__` (src/app/config.ts's values and defaults).
 */
function preconnectServices(): Plugin {
  let links: Record<string, string>[] = []
  let realtyApiUrl = LOCAL_SERVICE
  let imageCdnUrl = `${LOCAL_SERVICE}/cdn`
  return {
    name: 'preconnect-services',
    configResolved(resolved) {
      const env = resolved.env as Record<string, string | undefined>
      const address = (value: string | undefined, fallback: string) =>
        (value?.trim() ? value.trim() : fallback).replace(/\/+$/, '')
      realtyApiUrl = address(env.VITE_REALTY_API_URL, LOCAL_SERVICE)
      imageCdnUrl = address(env.VITE_IMAGE_CDN_URL, `${LOCAL_SERVICE}/cdn`)
      links = [
        // fetch() calls are CORS requests; images are not, and use connections of their own.
        { rel: 'preconnect', href: new URL(realtyApiUrl).origin, crossorigin: '' },
        { rel: 'preconnect', href: new URL(imageCdnUrl).origin },
      ]
    },
    transformIndexHtml(html) {
      return {
        html: html
          .replaceAll('__REALTY_API_URL__', realtyApiUrl)
          .replaceAll('__IMAGE_CDN_URL__', imageCdnUrl),
        tags: links.map((attrs) => ({ tag: 'link', attrs, injectTo: 'head' as const })),
      }
    },
  }
}

/** The state libraries recharts uses internally. */
const RECHARTS_STATE = [
  '@reduxjs/toolkit',
  'redux',
  'immer',
  'reselect',
  'redux-thunk',
  'react-redux',
  'use-sync-external-store',
]
const COPY = '?recharts'

/**
 * recharts keeps its chart state in its own Redux store. Left alone, the bundler shares the app's
 * Redux Toolkit module with the chart screens, so the entry chunk must carry every export recharts
 * uses too (about 3 kB gzip over the entry budget). Charts get their own copy of these state
 * libraries instead, inside their lazy chunk; React itself stays shared.
 */
function rechartsOwnRedux(): Plugin {
  const isState = (source: string) =>
    RECHARTS_STATE.some((name) => source === name || source.startsWith(`${name}/`))
  return {
    name: 'recharts-own-redux',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer) return null
      const fromCopy = importer.endsWith(COPY)
      const fromRecharts = /node_modules[\\/]recharts[\\/]/.test(importer)
      if (
        !(fromCopy && (source.startsWith('.') || isState(source))) &&
        !(fromRecharts && isState(source))
      ) {
        return null
      }
      const resolved = await this.resolve(
        source,
        fromCopy ? importer.slice(0, -COPY.length) : importer,
        {
          skipSelf: true,
        },
      )
      return resolved ? { ...resolved, id: `${resolved.id}${COPY}` } : null
    },
    load(id) {
      return id.endsWith(COPY) ? readFileSync(id.slice(0, -COPY.length), 'utf8') : null
    },
  }
}

/**
 * react-router's package exports only its development build, which keeps its warnings and
 * invariant messages; the production build it also ships is smaller and does less work on the
 * first render, so builds use that one.
 */
function reactRouterProductionBuild(): Plugin {
  const production = fileURLToPath(
    new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
  )
  return {
    name: 'react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'react-router' ? production : null),
  }
}

/**
 * MUI builds default themes when its modules load (`styles`, `Box`, and the system's `Stack`,
 * `Grid` and `Container`), for components rendered outside a ThemeProvider. The app renders
 * everything inside its own theme's provider, so those defaults are never used, yet building them
 * took a fifth of the entry's evaluation on a slow phone. Builds hand MUI the app's theme as each
 * default instead: start-up builds one theme, not several.
 */
function appThemeAsMuiDefault(): Plugin {
  const appTheme = fileURLToPath(new URL('./src/app/theme/index.ts', import.meta.url))
  const defaultTheme = /^const defaultTheme = createTheme\(\);$/m
  const stylesDefault = /@mui[\\/]material[\\/]styles[\\/]defaultTheme\.mjs$/
  let swappedStylesDefault = false
  return {
    name: 'app-theme-as-mui-default',
    apply: 'build',
    buildStart() {
      swappedStylesDefault = false
    },
    transform(code, id) {
      if (!/node_modules[\\/]@mui[\\/](material|system)[\\/]/.test(id)) return null
      if (!defaultTheme.test(code)) return null
      if (stylesDefault.test(id)) swappedStylesDefault = true
      // One line for one line, so the module's source map still holds (`map: null`).
      return {
        code: code.replace(
          defaultTheme,
          `import appTheme from ${JSON.stringify(appTheme)}; const defaultTheme = appTheme;`,
        ),
        map: null,
      }
    },
    buildEnd(error) {
      // A new MUI that builds its default another way would quietly cost the start-up again.
      if (!error && !swappedStylesDefault) {
        this.error(
          "app-theme-as-mui-default: @mui/material/styles/defaultTheme.mjs no longer reads 'const defaultTheme = createTheme();'; update the plugin for this MUI version",
        )
      }
    },
  }
}

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
    rechartsOwnRedux(),
    reactRouterProductionBuild(),
    appThemeAsMuiDefault(),
    react(),
    versionManifest(),
    paintBeforeScript(),
    criticalStyles(),
    preconnectServices(),
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
        icons: [{ src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        globIgnores: ['manifest.json'],
        navigateFallback: '/real-estate/index.html',
        navigateFallbackDenylist: [/\/manifest\.json$/, /\/sw\.js$/],
        cleanupOutdatedCaches: true,
        // A new worker takes over at once, so the shell is offline-ready from the first visit.
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  server: { port: 5173 },
  preview: { port: 5173 },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
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
      output: {
        chunkFileNames: 'assets/c-[hash].js',
        // Every module the entry imports statically loads on every first visit, yet the
        // bundler split them into 18 files by which lazy screens also use each one, and each
        // file compresses on its own: one chunk for them all is 5 kB gzip smaller, and a new
        // lazy import elsewhere no longer splits the entry further.
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
  test: {
    // Shared 2-core CI machines run jsdom and SQLite suites side by side: allow for a slow core
    // rather than fail on the clock (speed is measured by `npm run bench`, not by tests).
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Node would load react-leaflet's `leaflet` imports from the package itself: Vite resolves
    // them, so tests draw with the same Leaflet parts as the build (src/lib/leafletParts.ts).
    server: { deps: { inline: ['react-leaflet', '@react-leaflet/core'] } },
    // A fresh module graph per test file (isolate) costs about a second of a core per file. Only
    // the jsdom project needs it: its screens keep state in modules (the session, Amplify, mocks)
    // and in the document. The pure rules of src/lib (no DOM) and the server suites (each builds
    // its own app over its own SQLite file) share one graph per worker.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/lib/**/*.test.ts'],
          setupFiles: ['tests/unitSetup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, 'tests/lib/**'],
          setupFiles: ['tests/setup.ts'],
          css: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/tests/**/*.test.ts'],
          setupFiles: ['server/tests/setup.ts'],
          isolate: false,
        },
      },
    ],
  },
})
