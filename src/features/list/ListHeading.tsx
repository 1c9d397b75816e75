import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { groupThousands } from '../../lib/format'
import { SEARCH_SORTS, type SearchSort } from '../../lib/searchFilters'
import { trendsCityFromParam, trendsPath } from '../../lib/trends/filters'
import { selectFilters, sortSet } from '../search'
import { SaveSearchButton } from '../profile'

const isSort = (value: string): value is SearchSort =>
  (SEARCH_SORTS as readonly string[]).includes(value)

/** Which of the search's homes this page shows ("1–24 of 1,234"), once the answer is in. */
export interface ListRange {
  readonly from: number
  readonly to: number
  readonly total: number
}

/** The list's heading: the place, the range shown, Save search, the city's trends and the sort menu. */
export function ListHeading({
  placeName,
  city,
  neighborhood,
  range,
}: {
  placeName: string
  /** The city listed, as its listings spell it. */
  city?: string
  neighborhood?: string
  range?: ListRange
}) {
  const { t, i18n } = useTranslation('list')
  const dispatch = useAppDispatch()
  const { sortBy, type } = useAppSelector(selectFilters)
  // The trends page's own spelling of the city, before the listings say theirs.
  const trendsCity = city === undefined ? undefined : trendsCityFromParam(city)
  const trends = trendsPath(trendsCity)
  // Nothing matching has no range to show ("0–0 of 0"): the line says so in words.
  const rangeText = ({ from, to, total }: ListRange) =>
    total === 0
      ? t('rangeNone')
      : t('range', { from, to, total: groupThousands(total, i18n.language) })
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: 2,
        mb: 3,
      }}
    >
      <div>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' } }}>
          {t(type === 'lease' ? 'titleLease' : 'title', { place: placeName })}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }} aria-live="polite">
          {range ? rangeText(range) : '\u00a0'}
        </Typography>
        {/* A text button under the heading: its icon lines up with the heading's first letter
            (pulled left by the button's inline padding, 20 px, less its icon's -4 px margin). */}
        <Box sx={{ ml: '-16px', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <SaveSearchButton place={[neighborhood, city].filter(Boolean).join(', ') || undefined} />
          {trends && (
            <Link component={RouterLink} to={trends} variant="body2">
              {t('trends', { city: trendsCity })}
            </Link>
          )}
        </Box>
      </div>
      <TextField
        select
        size="small"
        label={t('sort')}
        value={sortBy}
        onChange={(event) => {
          if (isSort(event.target.value)) dispatch(sortSet(event.target.value))
        }}
        sx={{ minWidth: 220, width: 'auto' }}
      >
        {/* Recommended (the random order) first, then newest, year built, price, beds, baths, size… */}
        {SEARCH_SORTS.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`sorts.${option}`)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  )
}
