import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useRouteError } from 'react-router'
import { reportError } from '../../../services/errorReporting'
import { Logo } from '../../../ui/Logo'
import { newTabProps } from '../../../ui/newTab'
import { externalLinks } from '../layout/links'
import { routeErrorMessage } from './errorMessage'

/** Oops, what went wrong, and a way on: shown for any routing error (second spec, section 2). */
export function ErrorPage() {
  const error = useRouteError()
  const { t } = useTranslation()
  const message = routeErrorMessage(error)

  useEffect(() => {
    reportError(error)
  }, [error])

  return (
    <>
      <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 } }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h1">{t('errors.oops')}</Typography>
          <Typography variant="body1">{t('errors.unexpected')}</Typography>
          {message && (
            <Typography
              component="p"
              variant="body2"
              sx={{ color: 'text.secondary', fontStyle: 'italic' }}
            >
              {message}
            </Typography>
          )}
          <Button
            variant="contained"
            onClick={() => {
              window.location.reload()
            }}
          >
            {t('errors.reload')}
          </Button>
        </Stack>
      </Container>
      <Box sx={{ bgcolor: '#F6F8FA', px: 3, py: 3 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 3 }}
          component="nav"
          aria-label={t('errors.helpfulLinks')}
          sx={{ mb: 1.5 }}
        >
          <Link component={RouterLink} to="/">
            {t('errors.home')}
          </Link>
          <Link component={RouterLink} to="/contact">
            {t('nav.contact')}
          </Link>
          <Link href={externalLinks.terms} {...newTabProps}>
            {t('nav.terms')}
          </Link>
          <Link href={externalLinks.privacy} {...newTabProps}>
            {t('nav.privacy')}
          </Link>
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
      </Box>
    </>
  )
}

/** When the shell itself cannot render, the error page stands alone under the logo. */
export function RootErrorPage() {
  const { t } = useTranslation()
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ px: 3, py: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Box component={RouterLink} to="/" aria-label={t('brand.homeLink')}>
          <Logo name={t('brand.name')} />
        </Box>
      </Box>
      <Box component="main" sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <ErrorPage />
      </Box>
    </Box>
  )
}
