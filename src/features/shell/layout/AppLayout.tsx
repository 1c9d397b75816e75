import Box from '@mui/material/Box'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router'
import { LazyBoundary } from '../../../ui/LazyBoundary'
import { Placeholder } from '../../../ui/placeholders'
import { NotificationStack } from '../notifications/NotificationStack'
import { useConnectivityNotice } from '../pwa/useConnectivityNotice'
import { useVersionCheck } from '../pwa/useVersionCheck'
import { Header } from './Header'
import { dark } from '../../../app/theme/tokens'

// The footer sits below the fold on every screen, so it loads after the page; its placeholder
// keeps the same colour and height so nothing jumps when it arrives.
const Footer = lazy(async () => ({ default: (await import('./Footer')).Footer }))
const footerPlaceholder = <Box sx={{ bgcolor: dark.footer, minHeight: 640 }} />

/** A route may allow a taller notice stack through its handle, e.g. `{ maxNotifications: 3 }`. */
export interface ShellRouteHandle {
  readonly maxNotifications?: number
}

const SHELL_MAX_NOTIFICATIONS = 2

function useMaxNotifications(): number {
  const matches = useMatches()
  const fromRoutes = matches
    .map((match) => (match.handle as ShellRouteHandle | undefined)?.maxNotifications)
    .filter((value): value is number => typeof value === 'number')
  return fromRoutes.at(-1) ?? SHELL_MAX_NOTIFICATIONS
}

export function AppLayout() {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const maxNotifications = useMaxNotifications()
  useConnectivityNotice()
  useVersionCheck()

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          bgcolor: 'background.paper',
          p: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('nav.skipToContent')}
      </Box>
      <Header />
      <Box sx={{ height: 3, position: 'relative' }}>
        {navigation.state === 'loading' && (
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              inset: 0,
              bgcolor: 'primary.main',
              transformOrigin: 'left',
              animation: 'route-progress 1.2s ease-out forwards',
              '@keyframes route-progress': {
                from: { transform: 'scaleX(0.05)' },
                to: { transform: 'scaleX(0.9)' },
              },
            }}
          />
        )}
      </Box>
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {/* A screen waits here, under the header, for strings in a language it has not loaded. */}
        <Suspense fallback={<Placeholder />}>
          <Outlet />
        </Suspense>
      </Box>
      <LazyBoundary fallback={footerPlaceholder}>
        <Footer />
      </LazyBoundary>
      <NotificationStack max={maxNotifications} />
      <ScrollRestoration />
    </Box>
  )
}
