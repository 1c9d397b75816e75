import Box from '@mui/material/Box'
import FormControlLabel from '@mui/material/FormControlLabel'
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
        // Native pickers: the phone's own wheel, and the keyboard for free.
        slotProps={{ select: { native: true } }}
        sx={{ width: { xs: '100%', sm: 220 } }}
      >
        {TRENDS_CITIES.map((city) => (
          <option key={city} value={city}>
            {city}
          </option>
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
        // Native pickers: the phone's own wheel, and the keyboard for free.
        slotProps={{ select: { native: true } }}
        sx={{ width: { xs: '100%', sm: 220 } }}
      >
        {BEDROOM_LIMITS.map((beds) => (
          <option key={beds} value={String(beds)}>
            {t('filters.upTo', { count: beds })}
          </option>
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
