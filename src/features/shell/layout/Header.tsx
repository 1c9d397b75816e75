import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import { lazy, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, NavLink } from 'react-router'
import { LazyBoundary } from '../../../ui/LazyBoundary'
import { Logo } from '../../../ui/Logo'
import { useAppSelector } from '../../../app/hooks'
import { selectSessionStatus, useSessionStart } from '../../auth'
import { MenuIcon } from './headerIcons'
import { mainNavLinks, useLoginHref } from './links'
import { PreApprovalButton } from './PreApprovalButton'
import { brand } from '../../../app/theme/tokens'

// The drawer (and MUI's modal machinery) loads on first open, not with every page.
const MenuDrawer = lazy(async () => ({ default: (await import('./MenuDrawer')).MenuDrawer }))
// A signed-in customer's account button and menu: guests, most first visits, never load them.
const AccountButton = lazy(async () => ({
  default: (await import('./AccountButton')).AccountButton,
}))

/** Starts the session on its own: the header itself follows only whether someone is signed in. */
function SessionStart() {
  useSessionStart()
  return null
}

/** The login button: the only part of the header that follows the address. */
function LoginButton() {
  const { t } = useTranslation()
  return (
    <Button variant="contained" component={RouterLink} to={useLoginHref()}>
      {t('nav.login')}
    </Button>
  )
}

/**
 * The site's header. Nothing in it reads the address but the login button (and each link, which
 * follows it on its own), so a new address (the map writes one after every pan) redraws those
 * alone, not the header.
 */
export function Header() {
  const { t } = useTranslation()
  const [menuOpen, setMenuOpen] = useState(false)
  const [menuLoaded, setMenuLoaded] = useState(false)
  // A boolean: a guest's session going from unknown to inactive at start re-renders nothing here.
  const signedIn = useAppSelector((state) => selectSessionStatus(state) === 'active')

  return (
    // A plain sticky header: MUI's AppBar would bring Paper and Toolbar into the entry bundle.
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          minHeight: { xs: 64, md: 72 },
          px: { xs: 2, md: 3 },
        }}
      >
        <Box
          component={RouterLink}
          to="/"
          aria-label={t('brand.homeLink')}
          sx={{ display: 'inline-flex', textDecoration: 'none', mr: { lg: 2 } }}
        >
          <Logo name={t('brand.name')} />
        </Box>

        <Box
          component="nav"
          aria-label={t('nav.main')}
          sx={{ display: { xs: 'none', lg: 'flex' }, gap: 0.5, flexGrow: 1 }}
        >
          {mainNavLinks.map((link) => (
            <Button
              key={link.to}
              component={NavLink}
              to={link.to}
              color="inherit"
              sx={{
                fontWeight: 500,
                color: 'text.primary',
                '&.active': { color: 'primary.dark', boxShadow: `inset 0 -3px 0 ${brand.primary}` },
              }}
            >
              {t(link.label)}
            </Button>
          ))}
        </Box>

        <Box sx={{ flexGrow: 1, display: { lg: 'none' } }} />

        <Box sx={{ display: { xs: 'none', lg: 'flex' }, gap: 1.5, alignItems: 'center' }}>
          <PreApprovalButton variant="outlined" link="mortgageOptions" externalIcon>
            {t('nav.mortgageOptions')}
          </PreApprovalButton>
          {!signedIn && <LoginButton />}
        </Box>
        {/* On every screen: a customer always sees they are signed in, and where their account is. */}
        {signedIn && (
          <LazyBoundary fallback={null}>
            <AccountButton />
          </LazyBoundary>
        )}

        <IconButton
          edge="end"
          aria-label={t('nav.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => {
            setMenuLoaded(true)
            setMenuOpen(true)
          }}
          sx={{ display: { lg: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
      </Box>
      {menuLoaded && (
        <LazyBoundary fallback={null}>
          <MenuDrawer
            open={menuOpen}
            onClose={() => {
              setMenuOpen(false)
            }}
          />
        </LazyBoundary>
      )}
      <SessionStart />
    </Box>
  )
}
