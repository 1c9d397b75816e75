import Box from '@mui/material/Box'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useMatches, useNavigation } from 'react-router'
import { LazyBoundary } from '../../../ui/LazyBoundary'
import { Placeholder } from '../../../ui/placeholders'
import { NotificationStack } from '../notifications/NotificationStack'
import { useConnectivityNotice } from '../pwa/useConnectivityNotice'
import { useVersionCheck } from '../pwa/useVersionCheck'
import { Header } from './Header'
import { PageScroll } from './PageScroll'
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

/** The notices, as many as the deepest route that says allows. */
function ShellNotifications() {
  const matches = useMatches()
  const fromRoutes = matches
    .map((match) => (match.handle as ShellRouteHandle | undefined)?.maxNotifications)
    .filter((value): value is number => typeof value === 'number')
  return <NotificationStack max={fromRoutes.at(-1) ?? SHELL_MAX_NOTIFICATIONS} />
}

/** A thin bar under the header while the next screen loads. */
function RouteProgress() {
  const loading = useNavigation().state === 'loading'
  return (
    <Box sx={{ height: 3, position: 'relative' }}>
      {loading && (
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
  )
}

/**
 * The frame of every screen. It reads nothing of the address itself (the parts that do are their
 * own components), so a new address (the map writes one after every pan) leaves the header and
 * the footer as they are.
 */
export function AppLayout() {
  const { t } = useTranslation()
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
      <RouteProgress />
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {/* A screen waits here, under the header, for strings in a language it has not loaded. */}
        <Suspense fallback={<Placeholder />}>
          <Outlet />
        </Suspense>
      </Box>
      <LazyBoundary fallback={footerPlaceholder}>
        <Footer />
      </LazyBoundary>
      <ShellNotifications />
      <PageScroll />
    </Box>
  )
}
