import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation } from 'react-router'
import { config } from '../../app/config'
import { useAppSelector } from '../../app/hooks'
import { idTokenFromCookies } from '../../lib/idTokenCookie'
import { isStaffToken } from '../../lib/staffGroup'
import { selectSessionStatus } from '../auth'

// The staff screens' chunk: imported only once the ID token names the staff group, so nobody else
// ever loads its code (the staff service refuses them its data regardless).
const StaffApp = lazy(() => import('./StaffApp'))

function Waiting() {
  return (
    <Box aria-busy="true" aria-label="Loading" sx={{ flexGrow: 1, px: 2, py: 4 }}>
      <Skeleton variant="rounded" height={360} />
    </Box>
  )
}

/** The token the session keeps in its cookies, read when the gate renders. */
const currentToken = () =>
  typeof document === 'undefined'
    ? undefined
    : idTokenFromCookies(document.cookie, config.cognito.clientId, Date.now())

/**
 * The staff view's door: a guest goes to sign in; a signed-in user outside the staff group is
 * told the page is not theirs (in English and French, without the staff chunk); staff get it.
 */
export function StaffGate() {
  const status = useAppSelector(selectSessionStatus)
  const { pathname } = useLocation()
  // The gate's one sentence is here, not in the staff strings: those come with the staff chunk.
  const { language } = useTranslation().i18n
  if (status === 'unknown') return <Waiting />
  if (status !== 'active') {
    const back = encodeURIComponent(`${config.basePath}${pathname}`)
    return <Navigate to={`/auth/login?redirect=${back}`} replace />
  }
  if (!isStaffToken(currentToken())) {
    return (
      <Box sx={{ px: 2, py: 4, maxWidth: 720, mx: 'auto' }}>
        <Alert severity="warning" role="alert">
          {language === 'fr'
            ? 'Cette page est réservée au personnel du courtier.'
            : "This page is for the brokerage's staff."}
        </Alert>
      </Box>
    )
  }
  return (
    <Suspense fallback={<Waiting />}>
      <StaffApp />
    </Suspense>
  )
}
