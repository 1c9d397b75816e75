import CloseIcon from '@mui/icons-material/Close'
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import { config } from '../../../app/config'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { newTabProps } from '../../../ui/newTab'
import { selectSessionUser, signOut, useSessionStatus } from '../../auth'
import { VisuallyHidden } from '../../../ui/VisuallyHidden'
import { accountFullName, accountLinks } from './account'
import { LanguageSwitch } from './LanguageSwitch'
import { externalLinks, mainNavLinks, preApprovalTarget, useLoginHref } from './links'

export interface MenuDrawerProps {
  readonly open: boolean
  readonly onClose: () => void
}

/** One of the drawer's own pages, marked while it is the page on screen. */
function DrawerLink({ to, label, onClose }: { to: string; label: string; onClose: () => void }) {
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={NavLink}
        to={to}
        onClick={onClose}
        sx={{ '&.active': { color: 'primary.dark', fontWeight: 600 } }}
      >
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  )
}

/** The small-screen menu: a right-side drawer. */
export function MenuDrawer({ open, onClose }: MenuDrawerProps) {
  const { t } = useTranslation()
  const login = useLoginHref()
  const dispatch = useAppDispatch()
  const signedIn = useSessionStatus() === 'active'
  const user = useAppSelector(selectSessionUser)

  const mortgages = preApprovalTarget('mortgageOptions')
  const externalItem = (href: string, label: string) => (
    <ListItem disablePadding>
      <ListItemButton component="a" href={href} {...newTabProps} onClick={onClose}>
        <ListItemText primary={label} />
        <OpenInNewIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
        <VisuallyHidden> {t('nav.newTab')}</VisuallyHidden>
      </ListItemButton>
    </ListItem>
  )

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': t('nav.menu') } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
        <Typography component="h2" variant="h4" sx={{ flexGrow: 1 }}>
          {t('nav.menu')}
        </Typography>
        <IconButton aria-label={t('nav.closeMenu')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('nav.main')}>
        <List>
          {mainNavLinks.map((link) => (
            <DrawerLink key={link.to} to={link.to} label={t(link.label)} onClose={onClose} />
          ))}
          {/* Where people look for prices, beside the pages they look for them on. */}
          <DrawerLink to="/trends" label={t('nav.trends')} onClose={onClose} />
          {mortgages.external ? (
            externalItem(mortgages.href, t('nav.mortgages'))
          ) : (
            <ListItem disablePadding>
              <ListItemButton component={NavLink} to={mortgages.to} onClick={onClose}>
                <ListItemText primary={t('nav.mortgages')} />
              </ListItemButton>
            </ListItem>
          )}
          {!signedIn && (
            <ListItem disablePadding>
              <ListItemButton component={NavLink} to={login} onClick={onClose}>
                <ListItemText primary={t('nav.login')} />
              </ListItemButton>
            </ListItem>
          )}
        </List>
        {signedIn && user && (
          <>
            <Divider />
            <List
              aria-labelledby="drawer-account-heading"
              subheader={
                <Typography
                  id="drawer-account-heading"
                  component="h3"
                  variant="subtitle2"
                  sx={{ px: 2, pt: 1, color: 'text.secondary' }}
                >
                  {t('account.signedInAs', { name: accountFullName(user) })}
                </Typography>
              }
            >
              {accountLinks.map((link) => (
                <ListItem key={link.to} disablePadding>
                  <ListItemButton component={NavLink} to={link.to} end onClick={onClose}>
                    <ListItemText primary={t(link.label)} />
                  </ListItemButton>
                </ListItem>
              ))}
              <ListItem disablePadding>
                <ListItemButton
                  onClick={() => {
                    onClose()
                    void signOut(dispatch, { path: '/' }, config.basePath)
                  }}
                >
                  <ListItemText primary={t('nav.logout')} />
                </ListItemButton>
              </ListItem>
            </List>
          </>
        )}
        <Divider />
        <List>
          {externalItem(externalLinks.terms, t('nav.terms'))}
          {externalItem(externalLinks.privacy, t('nav.privacy'))}
        </List>
      </Box>
      <Box sx={{ p: 2, mt: 'auto' }}>
        <LanguageSwitch />
      </Box>
    </Drawer>
  )
}
