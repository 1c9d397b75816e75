import { CacheProvider, type EmotionCache } from '@emotion/react'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import type { i18n as I18n } from 'i18next'
import { startTransition, useEffect, useState, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { HydrationGate } from './HydrationGate'
import { rootReducer, type AppStore, type RootState } from './store'
import { StoreProvider } from './StoreProvider'
import { appTheme } from './theme'
import { createStyleCache } from './theme/styleCache'

/** An action no reducer handles: the root reducer answers it with every slice's initial state. */
const STARTING_STATE = 'app/startingState'

/**
 * A store that always shows `state` and never changes, dispatching to `store`: what the app's
 * selectors read while a page hydrates.
 */
function stillPicture(store: AppStore, state: RootState): AppStore {
  return { ...store, getState: () => state, subscribe: () => () => undefined }
}

/** One cache per page in the browser; the build-time render passes a fresh one per route. */
let browserStyleCache: EmotionCache | undefined

export interface AppProvidersProps {
  readonly store: AppStore
  readonly i18n: I18n
  readonly styleCache?: EmotionCache
  /**
   * Whether the tree draws a fresh store's state until it has hydrated: the page a browser
   * hydrates, and the build's render of it. Otherwise (the default: a page rendered afresh, the
   * build's render of a screen filled by sample answers, tests) it draws the store's own state.
   */
  readonly drawsStartingState?: boolean
  readonly children: ReactNode
}

/** Everything a screen needs around it; the app, the build-time render and tests all use this. */
export function AppProviders({
  store,
  i18n,
  styleCache,
  drawsStartingState = false,
  children,
}: AppProvidersProps) {
  const cache = styleCache ?? (browserStyleCache ??= createStyleCache())
  // A rendered page hydrates against the state the build drew it with (a fresh store's), even
  // where the store has moved on by then (a route's data under way or arrived, the session
  // known): a part that hydrates late would otherwise draw other markup than its HTML. Once the
  // page has hydrated, its selectors move to the store in a transition, which React renders in
  // slices; react-redux's own way (a server state) re-renders every reader that differs at once,
  // in one synchronous task after the hydration's commit (27-60 ms at 1x on /contact).
  const [selected, setSelected] = useState(() =>
    drawsStartingState
      ? stillPicture(store, rootReducer(undefined, { type: STARTING_STATE }))
      : store,
  )
  useEffect(() => {
    if (selected === store) return
    startTransition(() => {
      setSelected(store)
    })
  }, [selected, store])
  return (
    <StoreProvider store={store} selected={selected}>
      <I18nextProvider i18n={i18n}>
        <CacheProvider value={cache}>
          <ThemeProvider theme={appTheme()}>
            <CssBaseline />
            <HydrationGate>{children}</HydrationGate>
          </ThemeProvider>
        </CacheProvider>
      </I18nextProvider>
    </StoreProvider>
  )
}
