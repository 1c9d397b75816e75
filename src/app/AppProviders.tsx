import { CacheProvider } from '@emotion/react'
import CssBaseline from '@mui/material/CssBaseline'
// The provider half without CSS variables, as for createTheme (see theme/index.ts).
import ThemeProvider from '../../node_modules/@mui/material/styles/ThemeProviderNoVars.mjs'
import type { i18n as I18n } from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { Provider } from 'react-redux'
import type { AppStore } from './store'
import { theme } from './theme'
import { createStyleCache } from './theme/styleCache'

const styleCache = createStyleCache()

export interface AppProvidersProps {
  readonly store: AppStore
  readonly i18n: I18n
  readonly children: ReactNode
}

/** Everything a screen needs around it; the app and the test harness both use this. */
export function AppProviders({ store, i18n, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <CacheProvider value={styleCache}>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            {children}
          </ThemeProvider>
        </CacheProvider>
      </I18nextProvider>
    </Provider>
  )
}
