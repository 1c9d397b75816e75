import { act, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { i18n as I18n } from 'i18next'
import { Suspense, type ReactElement } from 'react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { AppProviders } from '../src/app/AppProviders'
import { createI18n, namespacesLoading, type Language } from '../src/app/i18n'
import { appRoutes } from '../src/app/router'
import { makeStore, type RootState } from '../src/app/store'

export interface RenderOptions {
  /** The path to start at, e.g. `/nowhere`. */
  readonly route?: string
  readonly preloadedState?: Partial<RootState>
  readonly language?: Language
  /** Defaults to the app's own routes; pass others to render a screen in isolation. */
  readonly routes?: RouteObject[]
  /** The app's routes with their loaders, which start each screen's first data as in the app. */
  readonly routeData?: boolean
}

type Router = ReturnType<typeof createMemoryRouter>

/** Lazy routes load before the first screen shows; wait for that, as a user would. */
async function routerSettled(router: Router): Promise<void> {
  const settled = () => router.state.initialized && router.state.navigation.state === 'idle'
  if (settled()) return
  await act(
    () =>
      new Promise<void>((resolve) => {
        const unsubscribe = router.subscribe(() => {
          if (!settled()) return
          unsubscribe()
          resolve()
        })
      }),
  )
}

/**
 * A screen in a language other than English waits for each part's strings (see useNamespace).
 * Wait until every load the first render started has come, as a visitor waits for the page: a
 * keystroke before then lets React try the waiting part again inside user-event's synchronous
 * `act`, where it suspends, which React reports as an error.
 */
async function stringsSettled(i18n: I18n): Promise<void> {
  for (let loading = namespacesLoading(i18n); loading; loading = namespacesLoading(i18n)) {
    const settling = loading
    await act(() => settling)
  }
}

/**
 * Renders with the real store, router, theme and i18n the app uses. Pass a UI element to render
 * it at `route`, or nothing to render the whole app's routes.
 */
export async function renderWithProviders(ui?: ReactElement, options: RenderOptions = {}) {
  const { route = '/', preloadedState, language } = options
  const store = makeStore(preloadedState)
  const i18n = await createI18n(language)
  // A screen in isolation waits for its strings under a boundary, as it does in the app's layout.
  const routes = ui
    ? [{ path: '*', element: <Suspense fallback={null}>{ui}</Suspense> }]
    : (options.routes ?? appRoutes(options.routeData ? store : undefined))
  const router = createMemoryRouter(routes, { initialEntries: [route] })
  const user = userEvent.setup({ delay: null })
  // Asynchronous, because a screen in a language other than English suspends for its strings.
  const result = await act(() =>
    Promise.resolve(
      render(
        <AppProviders store={store} i18n={i18n}>
          <RouterProvider router={router} />
        </AppProviders>,
      ),
    ),
  )
  await routerSettled(router)
  await stringsSettled(i18n)
  return { ...result, store, user, router, i18n }
}
