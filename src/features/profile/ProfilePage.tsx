import MenuIcon from '@mui/icons-material/Menu'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Drawer from '@mui/material/Drawer'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { useProfileText } from './strings'
import { useEmailLanguage } from './useEmailLanguage'
import { AccountDetails } from './AccountDetails'
import { SavedHomes } from './SavedHomeCards'
import { SavedSearches } from './SavedLists'
import { PreApprovalDashboard } from '../preApproval'
import { PageMeta } from '../../ui/PageMeta'

/**
 * The profile's tabs; Account Details is the default. Pre-Approvals (the
 * dashboard's applications and referrals) comes after Saved Homes, Saved Searches and Account Details.
 */
export type ProfileTab = 'savedHomes' | 'savedSearches' | 'accountDetails' | 'preApproval'
const TABS: readonly ProfileTab[] = ['savedHomes', 'savedSearches', 'accountDetails', 'preApproval']

/** /auth/profile: buttons on wide screens, a side menu drawer on small ones. */
export function ProfilePage() {
  const t = useProfileText()
  useEmailLanguage()
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'))
  // The tab lives in the address, so the header's Saved Homes and Saved Searches links switch it
  // even when the profile is already open.
  const [params, setParams] = useSearchParams()
  const asked = params.get('tab')
  const tab: ProfileTab = TABS.find((name) => name === asked) ?? 'accountDetails'
  const setTab = (name: ProfileTab) => {
    setParams(name === 'accountDetails' ? {} : { tab: name }, { replace: true })
  }
  const [drawerOpen, setDrawerOpen] = useState(false)

  return (
    <Box sx={{ flexGrow: 1, px: { xs: 2, md: 6 }, py: { xs: 3, md: 5 } }}>
      <Box sx={{ maxWidth: 960, mx: 'auto' }}>
        <PageMeta {...t('meta.profile', { returnObjects: true })} />
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
          {t('profile.title')}
        </Typography>
        {wide ? (
          <Tabs
            value={tab}
            onChange={(_event, value: ProfileTab) => {
              setTab(value)
            }}
            aria-label={t('profile.tabs')}
            // The selected tab in the darker blue: the main blue on white is under 4.5:1.
            sx={{ mb: 3 }}
          >
            {TABS.map((name) => (
              <Tab
                key={name}
                value={name}
                label={t(`profile.${name}`)}
                id={`profile-tab-${name}`}
                aria-controls="profile-panel"
                // Written as the site writes its buttons and headings, not in capitals.
                sx={{ textTransform: 'none', fontSize: '1rem', fontWeight: 600 }}
              />
            ))}
          </Tabs>
        ) : (
          <>
            <Button
              startIcon={<MenuIcon />}
              variant="outlined"
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onClick={() => {
                setDrawerOpen(true)
              }}
              sx={{ mb: 2 }}
            >
              {t(`profile.${tab}`)}
            </Button>
            <Drawer
              anchor="left"
              open={drawerOpen}
              onClose={() => {
                setDrawerOpen(false)
              }}
            >
              <List aria-label={t('profile.tabs')} sx={{ width: 260 }}>
                {TABS.map((name) => (
                  <ListItemButton
                    key={name}
                    selected={name === tab}
                    onClick={() => {
                      setTab(name)
                      setDrawerOpen(false)
                    }}
                  >
                    <ListItemText primary={t(`profile.${name}`)} />
                  </ListItemButton>
                ))}
              </List>
            </Drawer>
          </>
        )}
        <Box
          id="profile-panel"
          role={wide ? 'tabpanel' : 'region'}
          aria-labelledby={wide ? `profile-tab-${tab}` : undefined}
          aria-label={wide ? undefined : t(`profile.${tab}`)}
        >
          {tab === 'accountDetails' && <AccountDetails />}
          {tab === 'savedHomes' && <SavedHomes />}
          {tab === 'savedSearches' && <SavedSearches />}
          {tab === 'preApproval' && <PreApprovalDashboard />}
        </Box>
      </Box>
    </Box>
  )
}
