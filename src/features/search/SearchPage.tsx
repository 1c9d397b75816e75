import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate, useSearchParams } from 'react-router'
import { useNamespace } from '../../app/useNamespace'
import { shouldLookUp } from '../../lib/searchSuggestions'
import { PopularCities } from './PopularCities'
import { SEARCH_TEXT_KEY, SearchBox } from './SearchBox'
import { searchStrings } from './strings'
import { PageMeta } from '../../ui/PageMeta'

/**
 * /search: the phone's full-screen search with a back button, the text box and its Locations
 * and Listings groups, and the popular cities until there is text to look up. Wide screens have the
 * box in place, so the page sends them home.
 */
export function SearchPage() {
  useNamespace('search', searchStrings)
  const { t } = useTranslation('search')
  const navigate = useNavigate()
  // The box keeps its text in the address as it is typed. The cities stand until the text is
  // long enough to look up, where the Locations and Listings groups take their place.
  const [query] = useSearchParams()
  const lookingUp = shouldLookUp(query.get(SEARCH_TEXT_KEY) ?? '')
  const wide = useMediaQuery((theme) => theme.breakpoints.up('md'), { noSsr: true })
  if (wide) return <Navigate to="/" replace />

  return (
    <Box sx={{ px: 2, py: 2, minHeight: '70vh' }}>
      <PageMeta {...t('meta.search', { returnObjects: true })} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <IconButton
          aria-label={t('back')}
          onClick={() => {
            void navigate(-1)
          }}
        >
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h1" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
          {t('searchTitle')}
        </Typography>
      </Box>
      <SearchBox page focusOnMount />
      {!lookingUp && <PopularCities />}
    </Box>
  )
}
