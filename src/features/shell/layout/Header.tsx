import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import { lazy, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, NavLink, useLocation } from 'react-router'
import { LazyBoundary } from '../../../ui/LazyBoundary'
import { Logo } from '../../../ui/Logo'
import { useAppSelector } from '../../../app/hooks'
import { selectSessionStatus, selectSessionUser, useSessionStart } from '../../auth'
import { accountFullName, accountInitials, accountShortName } from './account'
import { MenuIcon } from './headerIcons'
import { loginHref, mainNavLinks } from './links'
import { PreApprovalButton } from './PreApprovalButton'
import { brand } from '../../../app/theme/tokens'

// The drawer (and MUI's modal machinery) loads on first open, not with every page.
const MenuDrawer = lazy(async () => ({ default: (await import('./MenuDrawer')).MenuDrawer }))
// The account menu too: only a signed-in customer opens it.
const AccountMenu = lazy(async () => ({ default: (await import('./AccountMenu')).AccountMenu }))

/**
 * A signed-in customer's entry to their account, opening the account menu: initials and given
 * name, the initials alone on a phone (where the menu drawer lists the same links).
 */
function AccountButton() {
  const { t } = useTranslation()
  const user = useAppSelector(selectSessionUser)
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [menuLoaded, setMenuLoaded] = useState(false)
  if (!user) return null
  return (
    <>
      <Button
        variant="contained"
        aria-label={t('account.button', { name: accountFullName(user) })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? 'account-menu' : undefined}
        onClick={(event) => {
          setMenuLoaded(true)
          setAnchor(event.currentTarget)
        }}
        sx={{ gap: 1, maxWidth: 220, minWidth: 0, px: { xs: 0.75, sm: 2 } }}
      >
        <Box
          component="span"
          aria-hidden="true"
          sx={{
            display: 'inline-grid',
            placeItems: 'center',
            width: 28,
            height: 28,
            flexShrink: 0,
            borderRadius: '50%',
            bgcolor: 'background.paper',
            color: 'primary.dark',
            fontSize: 13,
            fontWeight: 700,
          }}
        >
          {accountInitials(user)}
        </Box>
        <Box
          component="span"
          sx={{
            display: { xs: 'none', sm: 'inline' },
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {accountShortName(user)}
        </Box>
      </Button>
      {menuLoaded && (
        <LazyBoundary fallback={null}>
          <AccountMenu
            anchor={anchor}
            onClose={() => {
              setAnchor(null)
            }}
          />
        </LazyBoundary>
      )}
    </>
  )
}

/** Starts the session on its own: the header itself follows only whether someone is signed in. */
function SessionStart() {
  useSessionStart()
  return null
}

export function Header() {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
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
          {!signedIn && (
            <Button variant="contained" component={RouterLink} to={loginHref(pathname, search)}>
              {t('nav.login')}
            </Button>
          )}
        </Box>
        {/* On every screen: a customer always sees they are signed in, and where their account is. */}
        {signedIn && <AccountButton />}

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
