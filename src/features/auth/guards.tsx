import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import { useState } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { config } from '../../app/config'
import { useAppSelector } from '../../app/hooks'
import { hasStoredSession } from '../../lib/idTokenCookie'
import { selectSessionStatus, type SessionStatus } from './sessionSlice'

function Waiting() {
  return (
    <Box aria-busy="true" aria-label="Loading" sx={{ flexGrow: 1, px: 2, py: { xs: 4, md: 8 } }}>
      <Skeleton variant="rounded" height={360} sx={{ maxWidth: 440, mx: 'auto' }} />
    </Box>
  )
}

/** No tokens kept from an earlier visit (and none at build time): a guest, before the session is. */
function arrivesAsGuest(): boolean {
  return (
    typeof document === 'undefined' || !hasStoredSession(document.cookie, config.cognito.clientId)
  )
}

/**
 * Auth routes are for visitors with no active session: a signed-in user is sent to `/`. The
 * decision is taken once, when the session is first known, so a sign-in on the page itself
 * continues to its redirect. A visitor with no stored tokens gets the form at once (as the
 * build renders it) rather than waiting for the session's start.
 */
export function GuestOnly() {
  const status = useAppSelector(selectSessionStatus)
  const [guestAtStart] = useState(arrivesAsGuest)
  const [arrivedAs, setArrivedAs] = useState<SessionStatus>('unknown')
  if (arrivedAs === 'unknown' && status !== 'unknown') setArrivedAs(status)
  if (status === 'unknown' && !guestAtStart) return <Waiting />
  if (arrivedAs === 'active') return <Navigate to="/" replace />
  return <Outlet />
}

/** Private routes need the active flag; a guest goes to /auth/login with the return path. */
export function SignedInOnly() {
  const status = useAppSelector(selectSessionStatus)
  const { pathname, search } = useLocation()
  if (status === 'unknown') return <Waiting />
  if (status !== 'active') {
    const back = encodeURIComponent(`${config.basePath}${pathname}${search}`)
    return <Navigate to={`/auth/login?redirect=${back}`} replace />
  }
  return <Outlet />
}
