import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { lazy, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppSelector } from '../../../app/hooks'
import { LazyBoundary } from '../../../ui/LazyBoundary'
import { selectSessionUser } from '../../auth'
import { accountFullName, accountInitials, accountShortName } from './account'

// The account menu too: only a signed-in customer opens it.
const AccountMenu = lazy(async () => ({ default: (await import('./AccountMenu')).AccountMenu }))

/**
 * A signed-in customer's entry to their account, opening the account menu: initials and given
 * name, the initials alone on a phone (where the menu drawer lists the same links).
 */
export function AccountButton() {
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
