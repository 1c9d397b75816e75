import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined'
import Box from '@mui/material/Box'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { placeSlug } from '../../../contract/placeSlug'
import { listPathFor } from '../../lib/listing/detailRoute'
import { POPULAR_CITIES } from '../../lib/popularCities'

/**
 * What the phone's search page offers before anything is typed: the region's largest markets,
 * each a tap away from its homes for sale, so the screen under the box is not blank.
 */
export function PopularCities() {
  const { t } = useTranslation('search')
  return (
    <Box component="nav" aria-labelledby="popular-cities-title" sx={{ mt: 3 }}>
      <Typography
        id="popular-cities-title"
        variant="h2"
        sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}
      >
        {t('popularCities')}
      </Typography>
      <List disablePadding>
        {POPULAR_CITIES.map((city) => (
          <li key={city}>
            <ListItemButton
              component={RouterLink}
              to={listPathFor(['on', placeSlug(city)])}
              disableGutters
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <PlaceOutlinedIcon />
              </ListItemIcon>
              <ListItemText primary={city} />
            </ListItemButton>
          </li>
        ))}
      </List>
    </Box>
  )
}
