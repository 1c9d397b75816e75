import MapOutlinedIcon from '@mui/icons-material/MapOutlined'
import ViewListOutlinedIcon from '@mui/icons-material/ViewListOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation } from 'react-router'
import { useAppSelector } from '../../app/hooks'
import { placeSlug } from '../../../contract/placeSlug'
import { selectSettings } from './searchState'

/**
 * Map/List switch: the same search on the other screen. On a phone the buttons show their icons
 * only (named by aria-label either way); the breakpoint is CSS, so the build's HTML is right.
 */
export function ViewSwitch({ view }: { view: 'map' | 'list' }) {
  const { t } = useTranslation('search')
  const { search } = useLocation()
  // The city alone: the settings change on every pan, the city only when another is chosen.
  const city = useAppSelector((state) => selectSettings(state).city)
  const listPath = `/list/on/${placeSlug(city ?? 'Toronto')}`
  const query = new URLSearchParams(search)
  query.delete('z')
  query.delete('page')
  query.delete('neighborhood')
  const suffix = query.toString() === '' ? '' : `?${query.toString()}`
  // The map writes its view (z) into the address after every pan: the same links are not drawn
  // again for it.
  return useMemo(
    () => (
      <Box role="group" aria-label={t('view')} sx={{ display: 'flex', flexShrink: 0 }}>
        {(['map', 'list'] as const).map((which, index) => {
          const current = which === view
          const Icon = which === 'map' ? MapOutlinedIcon : ViewListOutlinedIcon
          const label = which === 'map' ? t('map') : t('listView')
          return (
            <Button
              key={which}
              component={RouterLink}
              to={which === 'map' ? `/map${suffix}` : `${listPath}${suffix}`}
              aria-current={current ? 'page' : undefined}
              aria-label={label}
              variant={current ? 'contained' : 'outlined'}
              disableElevation
              size="small"
              sx={{
                minWidth: { xs: 40, md: 64 },
                px: { xs: 1, md: 1.5 },
                borderRadius: index === 0 ? '8px 0 0 8px' : '0 8px 8px 0',
                ...(current ? {} : { color: 'text.primary', borderColor: 'divider' }),
              }}
            >
              <Icon fontSize="small" sx={{ mr: { xs: 0, md: 0.5 } }} aria-hidden />
              <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
                {label}
              </Box>
            </Button>
          )
        })}
      </Box>
    ),
    [listPath, suffix, t, view],
  )
}
