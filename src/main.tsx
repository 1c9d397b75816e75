import type { i18n as I18n } from 'i18next'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { AppProviders } from './app/AppProviders'
import { config } from './app/config'
import { createI18n } from './app/i18n'
import { createAppRouter } from './app/router'
import { makeStore } from './app/store'
import { CrashBoundary } from './features/shell/errors/CrashBoundary'
import { initErrorReporting } from './services/errorReporting'

void initErrorReporting({
  dsn: config.sentryDsn,
  environment: config.stage,
  release: config.version,
})

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

function render(i18n: I18n, router: AppRouter) {
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  const store = makeStore()
  const root = createRoot(container)
  // A transition renders in slices that yield to the browser, rather than one long task; the
  // first commit replaces the static shell that index.html paints.
  startTransition(() => {
    root.render(
      <StrictMode>
        <CrashBoundary fallbackText={i18n.t('errors.crash')}>
          <AppProviders store={store} i18n={i18n}>
            <RouterProvider router={router} />
          </AppProviders>
        </CrashBoundary>
      </StrictMode>,
    )
  })
}

// The first route's chunk loads while i18next starts. A visitor who chose French waits for its
// strings rather than seeing English flash first.
const router = createAppRouter()
void Promise.all([createI18n(), whenInitialized(router)]).then(([i18n]) => {
  render(i18n, router)
})

// The worker serves the next visit, not this first paint: its module loads after the entry.
if (import.meta.env.PROD) {
  void import('./features/shell/pwa/serviceWorker').then(({ registerServiceWorker }) =>
    registerServiceWorker({
      scope: `${config.basePath}/`,
      scriptUrl: `${config.basePath}/sw.js`,
    }),
  )
}
