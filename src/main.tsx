import type { i18n as I18n } from 'i18next'
import { StrictMode, startTransition, use, useLayoutEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { AppProviders } from './app/AppProviders'
import { config } from './app/config'
import { createI18n, namespacesLoading } from './app/i18n'
import { languageHeld, releaseLanguageHold } from './app/languageHold'
import { createAppRouter } from './app/router'
import { makeStore, type AppStore } from './app/store'
import { appTheme } from './app/theme'
import { CrashBoundary } from './features/shell/errors/CrashBoundary'
import { followScrollUntilFirstCommit } from './features/shell/layout/PageScroll'
import { nextTask } from './lib/nextTask'
import { beginHydration, HydrationEnd } from './ui/hydration'
import { whenNoPlaceholders } from './ui/placeholders'
import { initErrorReporting } from './services/errorReporting'
import { whenIdle } from './lib/whenIdle'

type AppRouter = ReturnType<typeof createAppRouter>

/** Resolves once the first route's lazy modules have loaded, so the first commit is the page. */
function whenInitialized(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve()
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return
      unsubscribe()
      resolve()
    })
  })
}

/**
 * Whether #root holds this very page as the build rendered it, in the language the visitor
 * reads: then the browser hydrates it; otherwise (an address the build did not render, a
 * visitor reading French) the app renders afresh in its place. An address with a query renders
 * afresh too: the build rendered it without one, and hydration keeps the HTML's attributes (a
 * link that carries the query, such as "Forgot password?" with its `?redirect=`, would lose it).
 */
function renderedHere(container: HTMLElement, i18n: I18n): boolean {
  const path = window.location.pathname.slice(config.basePath.length).replace(/(.)\/$/, '$1')
  const rendered = container.dataset.rendered ?? ''
  // A frame that many addresses share (the listing pages') is marked `/detail/*`.
  const here = rendered.endsWith('/*')
    ? path.startsWith(rendered.slice(0, -1))
    : rendered === (path || '/')
  return here && window.location.search === '' && i18n.language === 'en'
}

/**
 * The page's text was held invisible for a visitor reading French (languageHold.ts); it shows in
 * the frame where the app's render in their language is whole. That first render waits (this
 * component suspends the root, rendered last) until every string the page asked for has loaded,
 * and the text shows once no lazy part's placeholder is left, so nothing grows or moves after.
 */
function ReleaseLanguageHold({ i18n }: { readonly i18n: I18n }) {
  const loading = languageHeld(document) ? namespacesLoading(i18n) : undefined
  if (loading) use(loading)
  useLayoutEffect(() => {
    if (!languageHeld(document)) return undefined
    return whenNoPlaceholders(() => {
      releaseLanguageHold(document)
    })
  }, [])
  return null
}

function render(i18n: I18n, router: AppRouter, store: AppStore) {
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  const hydrating = renderedHere(container, i18n)
  const app = (
    <StrictMode>
      <CrashBoundary fallbackText={i18n.t('errors.crash')}>
        <AppProviders store={store} i18n={i18n} drawsStartingState={hydrating}>
          <RouterProvider router={router} />
          <ReleaseLanguageHold i18n={i18n} />
          <HydrationEnd />
        </AppProviders>
      </CrashBoundary>
    </StrictMode>
  )
  // The visitor may already be scrolling the page the build rendered, whichever way it starts.
  followScrollUntilFirstCommit()
  // Either way the work runs as a transition: React then renders (or hydrates) in slices that
  // yield to the browser, rather than in one long task.
  if (hydrating) {
    beginHydration()
    startTransition(() => {
      hydrateRoot(container, app)
    })
    return
  }
  const root = createRoot(container)
  startTransition(() => {
    root.render(app)
  })
}

/**
 * Start-up in separate tasks (the entry's evaluation, i18next, the theme, the store and the
 * router, the first route's chunk and data, and the first render's start), so that none holds the
 * main thread for long on a slow phone. The first route's chunk loads while i18next starts. A
 * visitor who chose French waits for its strings rather than seeing English flash first.
 */
async function start() {
  // Error reports start before the first render, with the release, so a failing first render is
  // reported too. Sentry's code (only with a DSN) loads beside the first route's; if it cannot
  // load, errors go to the console and the page renders all the same.
  const reporting = initErrorReporting({
    dsn: config.sentryDsn,
    environment: config.stage,
    release: config.version,
  }).catch(() => undefined)
  await nextTask()
  const i18n = createI18n()
  await nextTask()
  appTheme()
  await nextTask()
  // The store comes first: the first route's loader starts its data in it with the route's code.
  const store = makeStore()
  const router = createAppRouter(store)
  const [ready] = await Promise.all([i18n, whenInitialized(router), reporting])
  await nextTask()
  render(ready, router, store)
}

void start()

// The worker serves the next visit, not this first screen: its code loads when the page is idle,
// and it registers once the page has settled (registerServiceWorker).
if (import.meta.env.PROD) {
  whenIdle(() => {
    void import('./features/shell/pwa/serviceWorker').then(({ registerServiceWorker }) =>
      registerServiceWorker({
        scope: `${config.basePath}/`,
        scriptUrl: `${config.basePath}/sw.js`,
      }),
    )
  })
}
