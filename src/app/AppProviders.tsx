import { CacheProvider, type EmotionCache } from '@emotion/react'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import type { i18n as I18n } from 'i18next'
import { useState, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { Provider } from 'react-redux'
import { HydrationGate } from './HydrationGate'
import { rootReducer, type AppStore } from './store'
import { appTheme } from './theme'
import { createStyleCache } from './theme/styleCache'

/** An action no reducer handles: the root reducer answers it with every slice's initial state. */
const STARTING_STATE = 'app/startingState'

/** One cache per page in the browser; the build-time render passes a fresh one per route. */
let browserStyleCache: EmotionCache | undefined

export interface AppProvidersProps {
  readonly store: AppStore
  readonly i18n: I18n
  readonly styleCache?: EmotionCache
  /**
   * Whether the tree draws a fresh store's state until it has hydrated (the default: the state a
   * rendered page was drawn with). The build's render of a screen filled by sample answers, for
   * their styles, draws the store's own state.
   */
  readonly drawsStartingState?: boolean
  readonly children: ReactNode
}

/** Everything a screen needs around it; the app, the build-time render and tests all use this. */
export function AppProviders({
  store,
  i18n,
  styleCache,
  drawsStartingState = true,
  children,
}: AppProvidersProps) {
  const cache = styleCache ?? (browserStyleCache ??= createStyleCache())
  // A rendered page hydrates against the state the build drew it with (a fresh store's), even
  // where the store has moved on by then (a route's data under way or arrived, the session
  // known): a part that hydrates late would otherwise draw other markup than its HTML. After
  // hydration, the real state.
  const [startState] = useState(() => rootReducer(undefined, { type: STARTING_STATE }))
  return (
    <Provider store={store} serverState={drawsStartingState ? startState : undefined}>
      <I18nextProvider i18n={i18n}>
        <CacheProvider value={cache}>
          <ThemeProvider theme={appTheme()}>
            <CssBaseline />
            <HydrationGate>{children}</HydrationGate>
          </ThemeProvider>
        </CacheProvider>
      </I18nextProvider>
    </Provider>
  )
}
