import type { i18n as I18n } from 'i18next'
import { StrictMode } from 'react'
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

function render(i18n: I18n) {
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  const store = makeStore()
  const router = createAppRouter()
  createRoot(container).render(
    <StrictMode>
      <CrashBoundary fallbackText={i18n.t('errors.crash')}>
        <AppProviders store={store} i18n={i18n}>
          <RouterProvider router={router} />
        </AppProviders>
      </CrashBoundary>
    </StrictMode>,
  )
}

// A visitor who chose French waits for its strings rather than seeing English flash first.
void createI18n().then(render)

// The worker serves the next visit, not this first paint: its module loads after the entry.
if (import.meta.env.PROD) {
  void import('./features/shell/pwa/serviceWorker').then(({ registerServiceWorker }) =>
    registerServiceWorker({
      scope: `${config.basePath}/`,
      scriptUrl: `${config.basePath}/sw.js`,
    }),
  )
}
