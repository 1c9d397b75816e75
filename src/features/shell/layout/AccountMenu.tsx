import Divider from '@mui/material/Divider'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { config } from '../../../app/config'
import { useAppDispatch } from '../../../app/hooks'
import { signOut } from '../../auth'
import { accountLinks } from './account'

export interface AccountMenuProps {
  readonly anchor: HTMLElement | null
  readonly onClose: () => void
}

/** The wide-screen account menu: Profile, Saved Homes, Saved Searches and Logout. */
export function AccountMenu({ anchor, onClose }: AccountMenuProps) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  return (
    <Menu
      id="account-menu"
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {accountLinks.map((link) => (
        <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
          {t(link.label)}
        </MenuItem>
      ))}
      <Divider />
      <MenuItem
        onClick={() => {
          onClose()
          // On the wide-screen menu, logout reloads the page.
          void signOut(dispatch, 'reload', config.basePath)
        }}
      >
        {t('nav.logout')}
      </MenuItem>
    </Menu>
  )
}
