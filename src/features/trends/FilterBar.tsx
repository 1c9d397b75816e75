import Box from '@mui/material/Box'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import {
  BEDROOM_LIMITS,
  TRENDS_CITIES,
  type TrendsCity,
  type TrendsFilters,
} from '../../lib/trends/filters'

interface FilterBarProps {
  readonly filters: TrendsFilters
  readonly onChange: (filters: TrendsFilters) => void
}

/** City, bedroom limit and the older-data toggle; every change is a new request. */
export function FilterBar({ filters, onChange }: FilterBarProps) {
  const { t } = useTranslation('trends')
  return (
    <Box
      component="form"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(event) => {
        event.preventDefault()
      }}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        py: 2,
      }}
    >
      <TextField
        select
        id="trends-city"
        label={t('filters.city')}
        value={filters.city}
        onChange={(event) => {
          onChange({ ...filters, city: event.target.value as TrendsCity })
        }}
        sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      >
        {TRENDS_CITIES.map((city) => (
          <MenuItem key={city} value={city}>
            {city}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        id="trends-bedrooms"
        label={t('filters.bedrooms')}
        value={String(filters.maxBeds)}
        onChange={(event) => {
          onChange({ ...filters, maxBeds: Number(event.target.value) })
        }}
        sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      >
        {BEDROOM_LIMITS.map((beds) => (
          <MenuItem key={beds} value={String(beds)}>
            {t('filters.upTo', { count: beds })}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch
            checked={filters.olderData}
            onChange={(event) => {
              onChange({ ...filters, olderData: event.target.checked })
            }}
          />
        }
        label={t('filters.olderData')}
      />
    </Box>
  )
}
