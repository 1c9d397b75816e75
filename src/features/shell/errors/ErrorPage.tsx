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

/** The error page's four links: home, contact, terms, privacy. */
function HelpfulLinks() {
  const { t } = useTranslation()
  return (
    <Stack
      component="nav"
      aria-label={t('errors.helpfulLinks')}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 3 }}
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
  )
}

function ErrorContent({ withLinks }: { readonly withLinks: boolean }) {
  const error = useRouteError()
  const { t } = useTranslation()
  const message = routeErrorMessage(error)

  useEffect(() => {
    reportError(error)
  }, [error])

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 } }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h1">{t('errors.oops')}</Typography>
        <Typography variant="body1">{t('errors.unexpected')}</Typography>
        {message && (
          <Typography
            component="p"
            variant="body2"
            sx={{ color: 'text.secondary', fontStyle: 'italic', overflowWrap: 'anywhere' }}
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
        {withLinks && (
          <Box sx={{ pt: 2 }}>
            <HelpfulLinks />
          </Box>
        )}
      </Stack>
    </Container>
  )
}

/**
 * Oops, what went wrong, and a way on, for a routing error inside the shell (second spec,
 * section 2); the shell's own footer carries the copyright.
 */
export function ErrorPage() {
  return <ErrorContent withLinks />
}

/** When the shell itself cannot render, the error page stands alone with its four-link footer. */
export function RootErrorPage() {
  const { t } = useTranslation()
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ px: 3, py: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Box component={RouterLink} to="/" aria-label={t('brand.homeLink')}>
          <Logo name={t('brand.name')} />
        </Box>
      </Box>
      <Box component="main" sx={{ flexGrow: 1 }}>
        <ErrorContent withLinks={false} />
      </Box>
      <Box component="footer" sx={{ bgcolor: '#F6F8FA', px: 3, py: 3 }}>
        <HelpfulLinks />
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
      </Box>
    </Box>
  )
}
