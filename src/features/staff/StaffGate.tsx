import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useLocation } from 'react-router'
import { config } from '../../app/config'
import { useAppSelector } from '../../app/hooks'
import { staffGateVerdict } from '../../lib/staffGroup'
import { idToken } from '../../services/idToken'
import { selectSessionStatus } from '../auth'

// The staff screens' chunk (their code, strings and service calls): imported only once the ID
// token names the staff group, so nobody else ever loads it. The service refuses them anyway.
const StaffApp = lazy(() => import('./StaffApp'))

/**
 * The refusal's few words live here rather than in the staff strings, which come with the staff
 * chunk that a refused visitor never loads.
 */
const REFUSAL = {
  en: {
    title: 'Not allowed',
    text: "This page is for the brokerage's staff. Your account cannot open it.",
    home: 'Back to the home page',
  },
  fr: {
    title: 'Accès refusé',
    text: 'Cette page est réservée au personnel du courtier. Votre compte ne peut pas l’ouvrir.',
    home: 'Retour à l’accueil',
  },
} as const

function Waiting() {
  return (
    <Box aria-busy="true" aria-label="Loading" sx={{ flexGrow: 1, px: 2, py: 4 }}>
      <Skeleton variant="rounded" height={360} sx={{ maxWidth: 1280, mx: 'auto' }} />
    </Box>
  )
}

function NotAllowed() {
  const { language } = useTranslation().i18n
  const words = language === 'fr' ? REFUSAL.fr : REFUSAL.en
  return (
    <Box sx={{ px: 2, py: { xs: 4, md: 8 }, maxWidth: 720, mx: 'auto', width: '100%' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {words.title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{words.text}</Typography>
      <Button component={Link} to="/" variant="contained">
        {words.home}
      </Button>
    </Box>
  )
}

/** The session's current ID token once read (null until then), read again when it changes. */
function useSessionToken(active: boolean): string | undefined | null {
  const [token, setToken] = useState<{ active: boolean; value: string | undefined } | null>(null)
  useEffect(() => {
    let current = true
    void idToken().then((value) => {
      if (current) setToken({ active, value })
    })
    return () => {
      current = false
    }
  }, [active])
  return token?.active === active ? token.value : null
}

/**
 * The staff view's door: a guest goes to sign in (and comes back here), a signed-in user
 * outside the staff group is told the page is not theirs, and staff get the view.
 */
export function StaffGate() {
  const status = useAppSelector(selectSessionStatus)
  const token = useSessionToken(status === 'active')
  const { pathname, search } = useLocation()
  switch (staffGateVerdict(status, token)) {
    case 'wait':
      return <Waiting />
    case 'signIn': {
      const back = encodeURIComponent(`${config.basePath}${pathname}${search}`)
      return <Navigate to={`/auth/login?redirect=${back}`} replace />
    }
    case 'forbidden':
      return <NotAllowed />
    case 'open':
      return (
        <Suspense fallback={<Waiting />}>
          <StaffApp />
        </Suspense>
      )
  }
}
