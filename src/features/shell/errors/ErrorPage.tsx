import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useRouteError } from 'react-router'
import { reportError } from '../../../services/errorReporting'
import { Logo } from '../../../ui/Logo'
import { PageMeta } from '../../../ui/PageMeta'
import { newTabProps } from '../../../ui/newTab'
import { externalLinks } from '../layout/links'
import { routeErrorMessage } from './errorMessage'
import { brand } from '../../../app/theme/tokens'

// The error pages load with the entry bundle (they must show even when no chunk can be
// fetched), so they use plain elements styled by the theme rather than more MUI components.
const linkSx = {
  color: 'primary.dark',
  fontWeight: 500,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
} as const

/** The error page's four links: home, contact, terms, privacy. */
function HelpfulLinks() {
  const { t } = useTranslation()
  return (
    <Box
      component="nav"
      aria-label={t('errors.helpfulLinks')}
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 1, sm: 3 } }}
    >
      <Box component={RouterLink} to="/" sx={linkSx}>
        {t('errors.home')}
      </Box>
      <Box component={RouterLink} to="/contact" sx={linkSx}>
        {t('nav.contact')}
      </Box>
      <Box component="a" href={externalLinks.terms} {...newTabProps} sx={linkSx}>
        {t('nav.terms')}
      </Box>
      <Box component="a" href={externalLinks.privacy} {...newTabProps} sx={linkSx}>
        {t('nav.privacy')}
      </Box>
    </Box>
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
    <Box sx={{ maxWidth: 600, mx: 'auto', px: 3, py: { xs: 8, md: 12 } }}>
      <PageMeta title={t('errors.oops')} description={message} />
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
        <Box component="h1" sx={{ typography: 'h1', m: 0 }}>
          {t('errors.oops')}
        </Box>
        <Box component="p" sx={{ typography: 'body1', m: 0 }}>
          {t('errors.unexpected')}
        </Box>
        {message && (
          <Box
            component="p"
            sx={{
              typography: 'body2',
              m: 0,
              color: 'text.secondary',
              fontStyle: 'italic',
              overflowWrap: 'anywhere',
            }}
          >
            {message}
          </Box>
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
      </Box>
    </Box>
  )
}

/**
 * Oops, what went wrong, and a way on, for a routing error inside the shell; the shell's own footer carries the copyright.
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
      <Box component="footer" sx={{ bgcolor: brand.surfaceAlt, px: 3, py: 3 }}>
        <HelpfulLinks />
        <Box component="p" sx={{ typography: 'body2', color: 'text.secondary', mt: 1.5, mb: 0 }}>
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Box>
      </Box>
    </Box>
  )
}
